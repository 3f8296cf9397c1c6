import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  figuresAfter,
  NO_FIGURES,
  readStudioMessage,
  type SessionFigures,
} from './studio-message';

const STUDIO = 'https://studio.example';

function studio(data: Record<string, unknown>) {
  return { source: 'playfair-studio', currency: 'EUR', ...data };
}

describe('readStudioMessage (DESIGN §7)', () => {
  it("reads a studio message from the frame's origin", () => {
    expect(
      readStudioMessage(
        { origin: STUDIO, data: studio({ type: 'balance', balance: 990 }) },
        STUDIO,
      ),
    ).toEqual({ source: 'playfair-studio', type: 'balance', balance: 990, currency: 'EUR' });
  });

  it('ignores the same message from any other origin', () => {
    const data = studio({ type: 'balance', balance: 1_000_000 });
    expect(readStudioMessage({ origin: 'https://evil.example', data }, STUDIO)).toBeNull();
    expect(readStudioMessage({ origin: 'http://studio.example', data }, STUDIO)).toBeNull();
  });

  it('ignores what is not a studio message', () => {
    for (const data of [
      'balance',
      null,
      [1, 2],
      { type: 'balance', balance: 5 },
      studio({ type: 'jackpot', balance: 5 }),
      studio({ type: 'balance', balance: 5.5 }),
      studio({ type: 'bet', amount: '100' }),
      studio({ type: 'roundStart', roundId: null }),
    ]) {
      expect(readStudioMessage({ origin: STUDIO, data }, STUDIO), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('balanceOf', () => {
  it('takes the balance of balance and roundEnd messages only', () => {
    const base = { source: 'playfair-studio' as const };
    expect(balanceOf({ ...base, type: 'balance', balance: 10 })).toBe(10);
    expect(balanceOf({ ...base, type: 'roundEnd', balance: 0 })).toBe(0);
    expect(balanceOf({ ...base, type: 'roundEnd' })).toBeNull();
    expect(balanceOf({ ...base, type: 'win', amount: 5, balance: 10 })).toBeNull();
  });
});

describe('figuresAfter', () => {
  it('adds bets and wins and counts the rounds that ended', () => {
    const base = { source: 'playfair-studio' as const, currency: 'EUR' };
    const messages = [
      { ...base, type: 'roundStart' as const, amount: 100 },
      { ...base, type: 'bet' as const, roundId: 'r1', amount: 100 },
      { ...base, type: 'win' as const, roundId: 'r1', amount: 250 },
      { ...base, type: 'roundEnd' as const, roundId: 'r1', amount: 250, balance: 1150 },
      { ...base, type: 'bet' as const, roundId: 'r2', amount: 200 },
      { ...base, type: 'roundEnd' as const, roundId: 'r2', amount: 0, balance: 950 },
    ];
    const figures = messages.reduce<SessionFigures>(figuresAfter, NO_FIGURES);
    expect(figures).toEqual({ rounds: 2, betMinor: 300, winMinor: 250, currency: 'EUR' });
  });
});
