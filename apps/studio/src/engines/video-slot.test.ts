import { describe, expect, it } from 'vitest';
import { createCryptoRng, createRecordingRng, createReplayRng, type RngDraw } from '../rng';
import { createRtpAccumulator } from './rtp-sample';
import {
  FREE_SPINS_AWARDED,
  playVideoSlot,
  playVideoSlotUnits,
  VIDEO_SLOT_LINES,
  VIDEO_SLOT_MATHS,
  VIDEO_SLOT_STRIPS,
  VIDEO_SLOT_SYMBOLS,
  type VideoSlotSymbol,
} from './video-slot';

/** A stop of `reel` that shows `symbol` on `row`. */
function stopShowing(reel: number, symbol: VideoSlotSymbol, row: number): number {
  const strip = VIDEO_SLOT_STRIPS[reel]!;
  const wanted = VIDEO_SLOT_SYMBOLS.indexOf(symbol);
  for (let stop = 0; stop < strip.length; stop += 1) {
    if (strip[(stop + row) % strip.length] === wanted) return stop;
  }
  throw new Error(`reel ${reel} has no ${symbol}`);
}

function draws(stops: number[]): RngDraw[] {
  return stops.map((value, reel) => ({ n: VIDEO_SLOT_STRIPS[reel]!.length, value }));
}

describe('video slot', () => {
  it('pays a middle line of three h1 with a wild between them as three h1', () => {
    const stops = [
      stopShowing(0, 'h1', 1),
      stopShowing(1, 'wild', 1),
      stopShowing(2, 'h1', 1),
      stopShowing(3, 'q', 1),
      stopShowing(4, 'q', 1),
    ];
    const { outcome } = playVideoSlot(createReplayRng(draws(stops)), 100);
    const middle = outcome.spins[0]!.lineWins.find((lineWin) => lineWin.line === 0);
    // h1 × 3 pays 50 line stakes; the line stake is 100 / 10.
    expect(middle).toEqual({ line: 0, symbol: 'h1', count: 3, win: 500 });
    expect(outcome.spins[0]!.grid.map((reel) => reel[1])).toEqual(['h1', 'wild', 'h1', 'q', 'q']);
  });

  it('stops a line at the first symbol that neither matches nor is wild', () => {
    const stops = [
      stopShowing(0, 'k', 1),
      stopShowing(1, 'a', 1),
      stopShowing(2, 'k', 1),
      stopShowing(3, 'k', 1),
      stopShowing(4, 'k', 1),
    ];
    const { outcome } = playVideoSlot(createReplayRng(draws(stops)), 100);
    expect(outcome.spins[0]!.lineWins.find((lineWin) => lineWin.line === 0)).toBeUndefined();
  });

  it('awards 10 tripled free spins in the same round for three scatters', () => {
    const stops = [
      stopShowing(0, 'scatter', 0),
      stopShowing(1, 'scatter', 1),
      stopShowing(2, 'scatter', 2),
      stopShowing(3, 'j', 0),
      stopShowing(4, 'j', 0),
    ];
    const freeSpinDraws = Array.from({ length: FREE_SPINS_AWARDED }, () =>
      draws([0, 0, 0, 0, 0]),
    ).flat();
    const rng = createReplayRng([...draws(stops), ...freeSpinDraws]);
    const { outcome, win } = playVideoSlot(rng, 100);
    expect(outcome.freeSpinsAwarded).toBe(10);
    expect(outcome.spins).toHaveLength(11);
    expect(outcome.spins[0]!.scatterCount).toBeGreaterThanOrEqual(3);
    expect(outcome.spins[0]!.scatterWin).toBeGreaterThanOrEqual(200);
    expect(outcome.spins.slice(1).every((spin) => spin.multiplier === 3)).toBe(true);
    expect(win).toBe(outcome.spins.reduce((sum, spin) => sum + spin.win, 0));
    expect(rng.isExhausted()).toBe(true);
  });

  it('refuses a stake that does not split over the 10 lines', () => {
    expect(() => playVideoSlot(createCryptoRng(), 15)).toThrow(RangeError);
    expect(() => playVideoSlot(createCryptoRng(), 0)).toThrow(RangeError);
  });

  it('counts the same win on the simulation path as in a played round', () => {
    const source = createCryptoRng();
    for (let round = 0; round < 20_000; round += 1) {
      const recording = createRecordingRng(source);
      const { win } = playVideoSlot(recording, VIDEO_SLOT_LINES);
      expect(playVideoSlotUnits(createReplayRng(recording.draws))).toBe(win);
    }
  });

  it('declares an RTP between 94% and 97%', () => {
    expect(VIDEO_SLOT_MATHS.rtp).toBeGreaterThan(0.94);
    expect(VIDEO_SLOT_MATHS.rtp).toBeLessThan(0.97);
  });

  // Tolerance: 5 standard errors of the measured RTP, estimated from the sample itself
  // (a true RTP outside it would show up by chance less than once in 1.7 million runs).
  it('measures the declared RTP within 5 standard errors over 1,000,000 rounds', () => {
    const rng = createCryptoRng();
    const sample = createRtpAccumulator();
    for (let round = 0; round < 1_000_000; round += 1) {
      sample.add(VIDEO_SLOT_LINES, playVideoSlotUnits(rng));
    }
    const result = sample.result();
    expect(Math.abs(result.rtp - VIDEO_SLOT_MATHS.rtp)).toBeLessThanOrEqual(
      5 * result.standardError,
    );
    expect(result.standardError).toBeLessThan(0.01);
  });
});
