// Where to send the browser after login or logout: only a path on this site. Anything that could
// leave it — `//evil.com`, `https://evil.com`, `/\evil.com`, a path that normalises to `//…` —
// falls back, so the redirect fields can never be used as an open redirect.

const BASE = 'https://playfair.invalid';

export function sameSitePath(candidate: string | undefined, fallback: string): string {
  if (candidate === undefined || !candidate.startsWith('/')) return fallback;
  // Backslashes read as slashes in browsers; control characters and spaces are stripped or
  // rejected inconsistently. Neither belongs in a path we send back.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u0020\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.com` normalises to `//evil.com`, a network-path reference to another host.
  return path.startsWith('//') ? fallback : path;
}
