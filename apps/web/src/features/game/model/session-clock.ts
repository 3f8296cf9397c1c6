import { HOUR_MS, MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';

// The clocks of the game view (spec 001 §9 "Session clock updates every second (GB) or on the
// minute", §4 the hard reality check's cooldown and auto logout). The server gives moments and
// seconds; the page counts from the clock it reads, never from how many ticks it saw (a tab in the
// background gets few).

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Whole seconds left until `deadlineMs` (rounded up: 0 only once it has passed). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / SECOND_MS));
}

/** A countdown as mm:ss ("04:59"); whole minutes past an hour stay in the minutes ("75:00"). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** Time played as HH:MM:SS (GB, every second) or HH:MM (on the minute). */
export function formatElapsed(elapsedMs: number, precision: 'seconds' | 'minutes'): string {
  const whole = Math.max(0, elapsedMs);
  const hours = Math.floor(whole / HOUR_MS);
  const minutes = Math.floor((whole % HOUR_MS) / MINUTE_MS);
  const clock = `${pad(hours)}:${pad(minutes)}`;
  return precision === 'minutes'
    ? clock
    : `${clock}:${pad(Math.floor((whole % MINUTE_MS) / SECOND_MS))}`;
}

/** An ISO moment as epoch milliseconds, or null when it is none. */
export function momentMs(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The auto-logout deadline of the hard reality check with no play time left (spec 001 §4 / §9):
 * the one kept from an earlier showing, so a reload does not start the 120 s again, or `delayMs`
 * from now. A kept one further away than `delayMs` was not written by this rule and is ignored.
 */
export function autoLogoutDeadline({
  stored,
  nowMs,
  delayMs,
}: {
  stored: string | null;
  nowMs: number;
  delayMs: number;
}): number {
  const kept = stored === null ? Number.NaN : Number(stored);
  const isUsable = Number.isSafeInteger(kept) && kept > 0 && kept <= nowMs + delayMs;
  return isUsable ? kept : nowMs + delayMs;
}

/**
 * When a countdown is read out to a screen reader: at each whole minute and at the end, not at
 * every second it shows.
 */
export function announcedSeconds(seconds: number): number {
  return seconds === 0 ? 0 : Math.ceil(seconds / 60) * 60;
}
