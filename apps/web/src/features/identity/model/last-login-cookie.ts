import { LAST_LOGIN_COOKIE, LAST_LOGIN_COOKIE_LIFETIME_SECONDS } from '@playfair/domain/constants';

/**
 * spec 001 §3 "Cookie LastLogin (set to current time, lifetime value 3540)": written when a login
 * succeeds, the moment in epoch milliseconds, kept 3,540 seconds, site-wide.
 */
export function lastLoginCookie(nowMs: number, { isSecure }: { isSecure: boolean }): string {
  return [
    `${LAST_LOGIN_COOKIE}=${nowMs}`,
    `Max-Age=${LAST_LOGIN_COOKIE_LIFETIME_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}
