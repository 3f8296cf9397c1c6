import { WEB_PAGES } from '@playfair/contracts/web-pages';

// spec 001 §2 "Logo click: in the sportsbook lobby it posts a route-change message to the embedded
// sportsbook frame or goes to the first two path segments; otherwise it goes to the given URL."

/**
 * The attribute that marks the embedded sportsbook's iframe (the sports page sets it), so the
 * header finds the frame without knowing the page that holds it.
 */
export const SPORTSBOOK_FRAME_ATTRIBUTE = 'data-sportsbook-frame';

/** What the sportsbook frame receives: go to its own start page (`route` is the frame's path). */
export type SportsbookRouteChange = { readonly type: 'route-change'; readonly route: string };

export const SPORTSBOOK_HOME_ROUTE_CHANGE: SportsbookRouteChange = {
  type: 'route-change',
  route: '/',
};

export type LogoClickAction =
  | { readonly kind: 'post-to-sportsbook'; readonly message: SportsbookRouteChange }
  | { readonly kind: 'navigate'; readonly to: string };

export type LogoClickInput = {
  /** The page's path, `/en/sports/football/123`. */
  pathname: string;
  /** The given URL: where the logo goes outside the sportsbook (the home page). */
  homeUrl: string;
  /** Whether the page embeds the sportsbook's frame. */
  hasSportsbookFrame: boolean;
};

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Whether `pathname` (`/{locale}/sports/...`) is in the sportsbook lobby. */
export function isSportsbookPath(pathname: string): boolean {
  return pathSegments(pathname)[1] === WEB_PAGES.sports;
}

/** What a click on the logo does on `pathname` (spec 001 §2). */
export function logoClickAction({
  pathname,
  homeUrl,
  hasSportsbookFrame,
}: LogoClickInput): LogoClickAction {
  if (!isSportsbookPath(pathname)) return { kind: 'navigate', to: homeUrl };
  if (hasSportsbookFrame)
    return { kind: 'post-to-sportsbook', message: SPORTSBOOK_HOME_ROUTE_CHANGE };
  // The first two segments: `/en/sports/football/123` → `/en/sports`, the sportsbook's lobby.
  return { kind: 'navigate', to: `/${pathSegments(pathname).slice(0, 2).join('/')}` };
}

/** The sportsbook's frame on this page, when it has one with an address to post to. */
export function findSportsbookFrame(root: ParentNode = document): HTMLIFrameElement | null {
  const frame = root.querySelector<HTMLIFrameElement>(`iframe[${SPORTSBOOK_FRAME_ATTRIBUTE}]`);
  return frame?.contentWindow == null || frame.src === '' ? null : frame;
}

/** Posts `message` to the frame, only to the origin it was loaded from. */
export function postToSportsbook(frame: HTMLIFrameElement, message: SportsbookRouteChange): void {
  frame.contentWindow?.postMessage(message, new URL(frame.src, window.location.href).origin);
}
