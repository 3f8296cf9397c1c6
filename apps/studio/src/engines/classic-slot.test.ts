import { describe, expect, it } from 'vitest';
import { createCryptoRng, createRecordingRng, createReplayRng } from '../rng';
import { createRtpAccumulator } from './rtp-sample';
import {
  CLASSIC_SLOT_LINES,
  CLASSIC_SLOT_MATHS,
  CLASSIC_SLOT_STRIPS,
  CLASSIC_SLOT_SYMBOLS,
  classicLinePay,
  playClassicSlot,
  playClassicSlotUnits,
  type ClassicSlotSymbol,
} from './classic-slot';

const symbol = (name: ClassicSlotSymbol): number => CLASSIC_SLOT_SYMBOLS.indexOf(name);

describe('classic slot', () => {
  it('pays the paytable', () => {
    expect(classicLinePay(symbol('seven'), symbol('seven'), symbol('seven'))).toBe(200);
    expect(classicLinePay(symbol('bar3'), symbol('bar3'), symbol('bar3'))).toBe(100);
    expect(classicLinePay(symbol('bar1'), symbol('bar3'), symbol('bar2'))).toBe(10);
    expect(classicLinePay(symbol('bell'), symbol('bell'), symbol('bell'))).toBe(30);
    expect(classicLinePay(symbol('cherry'), symbol('cherry'), symbol('cherry'))).toBe(20);
    expect(classicLinePay(symbol('blank'), symbol('cherry'), symbol('cherry'))).toBe(6);
    expect(classicLinePay(symbol('bell'), symbol('blank'), symbol('cherry'))).toBe(2);
    expect(classicLinePay(symbol('seven'), symbol('seven'), symbol('bell'))).toBe(0);
  });

  it('pays three sevens on the middle line at 200 line stakes', () => {
    const stops = CLASSIC_SLOT_STRIPS.map((strip) => {
      const stop = strip.indexOf(symbol('seven'));
      return { n: strip.length, value: (stop - 1 + strip.length) % strip.length };
    });
    const { outcome, win } = playClassicSlot(createReplayRng(stops), 50);
    expect(outcome.grid.map((reel) => reel[1])).toEqual(['seven', 'seven', 'seven']);
    expect(outcome.lineWins).toContainEqual({ line: 0, win: 2000 });
    expect(win).toBe(outcome.lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0));
  });

  it('refuses a stake that does not split over the 5 lines', () => {
    expect(() => playClassicSlot(createCryptoRng(), 12)).toThrow(RangeError);
  });

  it('counts the same win on the simulation path as in a played round', () => {
    const source = createCryptoRng();
    for (let round = 0; round < 20_000; round += 1) {
      const recording = createRecordingRng(source);
      const { win } = playClassicSlot(recording, CLASSIC_SLOT_LINES);
      expect(playClassicSlotUnits(createReplayRng(recording.draws))).toBe(win);
    }
  });

  it('declares an RTP between 94% and 97%', () => {
    expect(CLASSIC_SLOT_MATHS.rtp).toBeGreaterThan(0.94);
    expect(CLASSIC_SLOT_MATHS.rtp).toBeLessThan(0.97);
  });

  // Tolerance: 5 standard errors of the measured RTP, estimated from the sample.
  it('measures the declared RTP within 5 standard errors over 1,000,000 rounds', () => {
    const rng = createCryptoRng();
    const sample = createRtpAccumulator();
    for (let round = 0; round < 1_000_000; round += 1) {
      sample.add(CLASSIC_SLOT_LINES, playClassicSlotUnits(rng));
    }
    const result = sample.result();
    expect(Math.abs(result.rtp - CLASSIC_SLOT_MATHS.rtp)).toBeLessThanOrEqual(
      5 * result.standardError,
    );
    expect(result.standardError).toBeLessThan(0.01);
  });
});
