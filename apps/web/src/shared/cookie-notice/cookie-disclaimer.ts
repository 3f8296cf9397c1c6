import { COOKIE_DISCLAIMER_COOKIE, COOKIE_DISCLAIMER_EXPIRES } from '@playfair/domain/constants';

// spec 000 §1 cookie notice, spec 001 §3 "Cookie-disclaimer cookie never expires". The site sets
// only cookies it needs to work — the session, a BankID login in progress, the last login's time
// (LastLogin), the panic prompt's and this one — and no other, before or after the notice.

/** Whether a `document.cookie` string holds the accepted notice's cookie. */
export function hasCookieDisclaimer(cookies: string): boolean {
  return cookies
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${COOKIE_DISCLAIMER_COOKIE}=`));
}

/** The cookie that keeps the notice away for good, site-wide. */
export function cookieDisclaimerCookie({ isSecure }: { isSecure: boolean }): string {
  return [
    `${COOKIE_DISCLAIMER_COOKIE}=1`,
    `Expires=${COOKIE_DISCLAIMER_EXPIRES}`,
    'Path=/',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}
