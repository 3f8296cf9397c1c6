import { isSupportedLocale } from '@playfair/domain/locales';

type PageAddress = { pathname: string; search: string; hash: string };

/**
 * The same page under another locale: `/hr/casino?modal=login#x` → `/pl/casino?modal=login#x`.
 * A path that does not start with a locale gets one in front (`/casino` → `/pl/casino`), so a
 * 404 page stays the same 404 in the chosen language.
 */
export function localeSwitchUrl(
  { pathname, search, hash }: PageAddress,
  targetLocale: string,
): string {
  const segments = pathname.split('/').slice(1);
  const rest = isSupportedLocale(segments[0]) ? segments.slice(1) : segments;
  return `/${encodeURIComponent(targetLocale)}/${rest.join('/')}${search}${hash}`;
}
