/**
 * A full page load to a path on this site. Login and logout end in one (the server renders the app
 * configuration for the new session, spec 000 §3), and so does a move to another brand's site.
 * Anything that is not http(s) — a `javascript:` URL from a tampered answer — goes home instead.
 */
export function loadPage(url: string): void {
  window.location.assign(safePageUrl(url));
}

export function safePageUrl(url: string): string {
  try {
    const target = new URL(url, window.location.origin);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : '/';
  } catch {
    return '/';
  }
}

/** The current address as a same-site path, for `redirect` fields (`/en/casino?x=1#y`). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
