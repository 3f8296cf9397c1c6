import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findSportsbookFrame,
  isSportsbookPath,
  logoClickAction,
  postToSportsbook,
  SPORTSBOOK_FRAME_ATTRIBUTE,
  SPORTSBOOK_HOME_ROUTE_CHANGE,
} from './logo-click';

afterEach(() => {
  document.body.replaceChildren();
});

describe('logo click (spec 001 §2)', () => {
  it('goes to the given URL outside the sportsbook', () => {
    for (const pathname of ['/en/', '/en/casino', '/fi/live-casino/roulette', '/en/game/x']) {
      expect(logoClickAction({ pathname, homeUrl: '/en/', hasSportsbookFrame: true })).toEqual({
        kind: 'navigate',
        to: '/en/',
      });
    }
  });

  it('posts a route change to the sportsbook frame in the sportsbook lobby', () => {
    expect(
      logoClickAction({
        pathname: '/en/sports/football',
        homeUrl: '/en/',
        hasSportsbookFrame: true,
      }),
    ).toEqual({ kind: 'post-to-sportsbook', message: { type: 'route-change', route: '/' } });
  });

  it('goes to the first two path segments in the sportsbook without a frame', () => {
    expect(
      logoClickAction({
        pathname: '/fi/sports/football/match-42/',
        homeUrl: '/fi/',
        hasSportsbookFrame: false,
      }),
    ).toEqual({ kind: 'navigate', to: '/fi/sports' });
    expect(
      logoClickAction({ pathname: '/fi/sports', homeUrl: '/fi/', hasSportsbookFrame: false }),
    ).toEqual({ kind: 'navigate', to: '/fi/sports' });
  });

  it('knows the sportsbook by the segment after the locale only', () => {
    expect(isSportsbookPath('/en/sports/insider')).toBe(true);
    expect(isSportsbookPath('/en/casino/sports')).toBe(false);
    expect(isSportsbookPath('/sports')).toBe(false);
  });
});

describe('the sportsbook frame', () => {
  it('is found by its attribute, and posted to at its own origin only', () => {
    const frame = document.createElement('iframe');
    frame.setAttribute(SPORTSBOOK_FRAME_ATTRIBUTE, '');
    frame.src = 'https://sportsbook.example/en/home?x=1';
    document.body.append(frame);
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});

    expect(findSportsbookFrame()).toBe(frame);
    postToSportsbook(frame, SPORTSBOOK_HOME_ROUTE_CHANGE);

    expect(postMessage).toHaveBeenCalledWith(
      { type: 'route-change', route: '/' },
      'https://sportsbook.example',
    );
  });

  it('is none when the page has no marked frame', () => {
    document.body.append(document.createElement('iframe'));
    expect(findSportsbookFrame()).toBeNull();
  });
});
