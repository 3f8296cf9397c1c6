import { SIDE_MENU_TARGETS, WEB_PAGES } from '@playfair/contracts/web-pages';

export type SideMenuTarget = (typeof SIDE_MENU_TARGETS)[number];

const INSIDER_SEGMENT = WEB_PAGES.insider;

// The verticals whose insider pages (`/en/casino/insider/...`) belong to their lobby tab.
const LOBBY_TARGETS = ['casino', 'liveCasino', 'sports'] as const satisfies SideMenuTarget[];

function targetOfSegment(segment: string | undefined): SideMenuTarget | null {
  return SIDE_MENU_TARGETS.find((target) => WEB_PAGES[target] === segment) ?? null;
}

/**
 * The side-menu entry `pathname` (`/{locale}/...`) highlights. spec 001 §2: "paths containing
 * casino/insider or sports/insider highlight the matching lobby tab" (the live casino's likewise);
 * otherwise the entry whose page the path is, or is below (`/en/casino/popular` → casino); none
 * elsewhere (home, a game, the account).
 */
export function menuTargetForPath(pathname: string): SideMenuTarget | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const insiderAt = segments.indexOf(INSIDER_SEGMENT, 2);
  if (insiderAt !== -1) {
    const lobby = targetOfSegment(segments[insiderAt - 1]);
    if (lobby !== null && (LOBBY_TARGETS as readonly SideMenuTarget[]).includes(lobby)) {
      return lobby;
    }
  }
  return targetOfSegment(segments[1]);
}
