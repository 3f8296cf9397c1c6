import { describe, expect, it } from 'vitest';
import { menuTargetForPath } from './menu-target';

describe('side-menu highlighting (spec 001 §2)', () => {
  it('highlights the lobby tab of an insider page below a lobby', () => {
    expect(menuTargetForPath('/en/casino/insider')).toBe('casino');
    expect(menuTargetForPath('/en/casino/insider/news')).toBe('casino');
    expect(menuTargetForPath('/fi/sports/insider/football')).toBe('sports');
    expect(menuTargetForPath('/en/live-casino/insider')).toBe('liveCasino');
  });

  it('highlights the insider entry on the insider pages themselves', () => {
    expect(menuTargetForPath('/en/insider')).toBe('insider');
    expect(menuTargetForPath('/en/insider/casino')).toBe('insider');
  });

  it('highlights the page the path is, or is below', () => {
    expect(menuTargetForPath('/en/casino')).toBe('casino');
    expect(menuTargetForPath('/en/casino/popular')).toBe('casino');
    expect(menuTargetForPath('/en/live-casino/')).toBe('liveCasino');
    expect(menuTargetForPath('/en/safer-gambling')).toBe('saferGambling');
    expect(menuTargetForPath('/en/blog/some-post')).toBe('blog');
  });

  it('highlights nothing elsewhere', () => {
    expect(menuTargetForPath('/en/')).toBeNull();
    expect(menuTargetForPath('/en/game/golden-reels')).toBeNull();
    expect(menuTargetForPath('/en/account')).toBeNull();
    expect(menuTargetForPath('/en/casinos')).toBeNull();
  });
});
