import { describe, expect, it } from 'vitest';
import { createRtpAccumulator } from './rtp-sample';

describe('createRtpAccumulator', () => {
  it('gives the ratio of sums and the standard error of a constant-wager sample', () => {
    const sample = createRtpAccumulator();
    // Wager 1, paid 0 or 2 alternately: RTP 1, per-round sd 1 (n−1 denominator: sqrt(4/3)).
    for (const paid of [0, 2, 0, 2]) sample.add(1, paid);
    const result = sample.result();
    expect(result.rtp).toBe(1);
    expect(result.standardError).toBeCloseTo(Math.sqrt(4 / 3) / 2, 12);
  });

  it('weights rounds by their wager', () => {
    const sample = createRtpAccumulator();
    sample.add(1, 0);
    sample.add(3, 6);
    expect(sample.result().rtp).toBe(1.5);
  });
});
