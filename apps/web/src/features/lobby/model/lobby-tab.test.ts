import { describe, expect, it } from 'vitest';
import { lobbyTabOf } from './lobby-tab';

describe('lobbyTabOf (spec 001 §2 insider highlighting)', () => {
  it('is the vertical and category of a lobby address', () => {
    expect(lobbyTabOf('/en/live-casino/roulette')).toEqual({
      vertical: 'live',
      category: 'roulette',
    });
    expect(lobbyTabOf('/en/casino')).toEqual({ vertical: 'casino', category: 'home' });
  });

  it('highlights the vertical of an insider page, its last segment the category', () => {
    expect(lobbyTabOf('/en/casino/insider/slots')).toEqual({
      vertical: 'casino',
      category: 'slots',
    });
    expect(lobbyTabOf('/en/sports/insider')).toEqual({ vertical: 'sports', category: null });
  });

  it('is null for other pages', () => {
    expect(lobbyTabOf('/en/insider')).toBeNull();
    expect(lobbyTabOf('/en/safer-gambling')).toBeNull();
  });
});
