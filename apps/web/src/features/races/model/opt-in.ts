import type { TRace } from '@playfair/contracts/races';

/**
 * What a race offers the reader (spec 001 §4), while it has not ended: `joined` they take part
 * ("You are in"); `login` a
 * visitor, whom the button sends to the login; `button` they may opt in; `hidden` nothing (the
 * race is over, every eligible player is in it already, or the server says they may not).
 */
export type OptInState = 'joined' | 'login' | 'button' | 'hidden';

export function optInState(race: TRace, isLogged: boolean): OptInState {
  if (race.status === 'finished') return 'hidden';
  if (race.optin) return 'joined';
  if (race.isAutoOptIn) return 'hidden';
  if (!isLogged) return 'login';
  return race.canOptIn ? 'button' : 'hidden';
}
