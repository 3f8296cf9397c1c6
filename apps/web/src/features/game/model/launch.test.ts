import type { TGameDetails } from '@playfair/contracts/games';
import { describe, expect, it } from 'vitest';
import { checkContext } from '../game-test-data';
import { parseAspectRatio } from './aspect-ratio';
import { readGameUrl } from './frame-url';
import { gameModeOf } from './game-mode';
import { firstBlock, PRE_PLAY_CHECKS } from './pre-play-checks';
import { walletWithBalance } from './wallet-update';

const BASE = 'https://casino.example';

describe('readGameUrl (spec 001 §7: a URL or the text false)', () => {
  it('reads a URL and its origin', () => {
    expect(readGameUrl('https://studio.example:3001/play/video-slot?token=t1\n', BASE)).toEqual({
      kind: 'url',
      url: 'https://studio.example:3001/play/video-slot?token=t1',
      origin: 'https://studio.example:3001',
    });
  });

  it('resolves a site-relative URL against the site', () => {
    expect(readGameUrl('/studio/play/roulette', BASE)).toMatchObject({
      kind: 'url',
      origin: BASE,
    });
  });

  it('reads false, nothing, and any non-web address as unavailable', () => {
    for (const text of ['false', ' false ', '', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(readGameUrl(text, BASE), text).toEqual({ kind: 'unavailable' });
    }
  });
});

describe('parseAspectRatio', () => {
  it('reads "w:h", and keeps 16:9 for anything unusable', () => {
    expect(parseAspectRatio('4:3')).toEqual({ width: 4, height: 3 });
    expect(parseAspectRatio('9:16')).toEqual({ width: 9, height: 16 });
    expect(parseAspectRatio('0:9')).toEqual({ width: 16, height: 9 });
    expect(parseAspectRatio('wide')).toEqual({ width: 16, height: 9 });
  });
});

describe('gameModeOf (spec 001 §6)', () => {
  it('lets a visitor play for fun only', () => {
    expect(gameModeOf({ isLogged: false, search: new URLSearchParams('') })).toBe('demo');
  });

  it('gives a player real play unless the page asks for fun play', () => {
    expect(gameModeOf({ isLogged: true, search: new URLSearchParams('') })).toBe('real');
    expect(gameModeOf({ isLogged: true, search: new URLSearchParams('mode=demo') })).toBe('demo');
    expect(gameModeOf({ isLogged: true, search: new URLSearchParams('mode=x') })).toBe('real');
  });
});

const GAME: TGameDetails = {
  gameId: 'g1',
  slug: 'lucky-sevens',
  Name: 'Lucky Sevens',
  GameType: 'Classic Slots',
  vendor: 'Playfair Studio',
  aspectRatio: '16:9',
  forFun: true,
  isLive: false,
  inMaintenance: false,
  isOffline: false,
  description: '',
};

describe('pre-play checks', () => {
  it('lets an open game through', () => {
    expect(
      firstBlock(PRE_PLAY_CHECKS, checkContext({ game: GAME, mode: 'real', isLogged: true })),
    ).toBeNull();
  });

  it('stops at the first check that blocks, maintenance before offline', () => {
    const game = { ...GAME, inMaintenance: true, isOffline: true };
    expect(
      firstBlock(PRE_PLAY_CHECKS, checkContext({ game, mode: 'real', isLogged: true })),
    ).toEqual({
      kind: 'notice',
      reasonKey: 'game_maintenance_text',
    });
    expect(
      firstBlock(
        PRE_PLAY_CHECKS,
        checkContext({ game: { ...GAME, isOffline: true }, mode: 'demo', isLogged: false }),
      ),
    ).toEqual({ kind: 'notice', reasonKey: 'game_offline_text' });
  });
});

describe('walletWithBalance', () => {
  const WALLET = {
    success: true as const,
    balanceMinor: '1250',
    currency: 'EUR',
    formatted: '€12.50',
    bonusMinor: '0',
    bonusFormatted: '€0.00',
  };

  it('puts the reported balance in the wallet, formatted', () => {
    expect(walletWithBalance(WALLET, 990, 'EUR')).toEqual({
      success: true,
      balanceMinor: '990',
      currency: 'EUR',
      formatted: '€9.90',
      bonusMinor: '0',
      bonusFormatted: '€0.00',
    });
  });

  it('leaves a wallet with bonus money for the server to split', () => {
    const withBonus = { ...WALLET, bonusMinor: '2000', bonusFormatted: '€20.00' };
    expect(walletWithBalance(withBonus, 3000, 'EUR')).toBe(withBonus);
  });

  it('leaves the wallet alone for a balance in another currency', () => {
    expect(walletWithBalance(WALLET, 990, 'SEK')).toBe(WALLET);
  });

  it('starts a wallet that was not read yet', () => {
    expect(walletWithBalance(undefined, 100, 'EUR')?.formatted).toBe('€1.00');
  });
});
