import { DAY_MS, PANIC_PROMPT_COOKIE, PANIC_PROMPT_COOKIE_DAYS } from '@playfair/domain/constants';

/** spec 001 §3 / §9: cookie PanicButtonInfo (the time it was dismissed) lives 60 days. */
export const PANIC_PROMPT_COOKIE_MAX_AGE_SECONDS = (PANIC_PROMPT_COOKIE_DAYS * DAY_MS) / 1_000;

/** Whether a `document.cookie` string holds the prompt's cookie. */
export function hasPanicPromptCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${PANIC_PROMPT_COOKIE}=`));
}

/** The cookie that keeps the prompt away: set now, for 60 days, site-wide. */
export function panicPromptCookie(nowMs: number, { isSecure }: { isSecure: boolean }): string {
  return [
    `${PANIC_PROMPT_COOKIE}=${nowMs}`,
    `Max-Age=${PANIC_PROMPT_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}
