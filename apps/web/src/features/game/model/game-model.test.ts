import { describe, expect, it } from 'vitest';
import { firstReloginDelayMs, isRoundInProgressAfter, reloginStep } from './demo-relogin';
import { FLASH_WARNING_GAME_IDS, hasFlashWarning } from './flash-warning';
import { gameOnloadError } from './onload-error';

describe('demo re-login timer (spec 001 §4 / §9)', () => {
  it('asks after 2 minutes, then 3, then 4', () => {
    expect(firstReloginDelayMs()).toBe(120_000);
    const first = reloginStep(0, false);
    expect(first).toEqual({ shouldPrompt: true, repeat: 1, nextDelayMs: 180_000 });
    expect(reloginStep(first.repeat, false)).toEqual({
      shouldPrompt: true,
      repeat: 2,
      nextDelayMs: 240_000,
    });
  });

  it('waits 20 s during a round, without counting a prompt', () => {
    expect(reloginStep(1, true)).toEqual({ shouldPrompt: false, repeat: 1, nextDelayMs: 20_000 });
  });

  it('holds a round from roundStart to roundEnd', () => {
    const message = (type: 'roundStart' | 'bet' | 'roundEnd') => ({
      source: 'playfair-studio' as const,
      type,
    });
    expect(isRoundInProgressAfter(false, message('roundStart'))).toBe(true);
    expect(isRoundInProgressAfter(true, message('bet'))).toBe(true);
    expect(isRoundInProgressAfter(true, message('roundEnd'))).toBe(false);
    expect(isRoundInProgressAfter(false, message('bet'))).toBe(false);
  });
});

describe('flash warning list (spec 001 §9)', () => {
  it('names seeded games by id', () => {
    expect(FLASH_WARNING_GAME_IDS.size).toBeGreaterThan(0);
    expect(hasFlashWarning('20089')).toBe(true);
    expect(hasFlashWarning('g-101')).toBe(false);
  });
});

describe('gameOnloadError (spec 001 §8)', () => {
  const none = new URLSearchParams('');

  it('reads the address first, then the onload action', () => {
    const actions = [{ action: 'game', params: { error: 'not-authorized' } }];
    expect(
      gameOnloadError({
        search: new URLSearchParams('error=hard-reality-check'),
        onloadActions: actions,
        slug: 'a',
      }),
    ).toBe('hard-reality-check');
    expect(gameOnloadError({ search: none, onloadActions: actions, slug: 'a' })).toBe(
      'not-authorized',
    );
  });

  it('ignores unknown errors and onload actions for another game', () => {
    expect(
      gameOnloadError({ search: new URLSearchParams('error=boom'), onloadActions: [], slug: 'a' }),
    ).toBeNull();
    expect(
      gameOnloadError({
        search: none,
        onloadActions: [{ action: 'game', params: { error: 'no-demo-play', slug: 'b' } }],
        slug: 'a',
      }),
    ).toBeNull();
  });
});
