import { type TCasinoMessage, ZCasinoMessage } from '@playfair/contracts/game-session';

// What the casino page tells the game (packages/contracts game-session.ts, spec 001 §4 "State
// events inview, closed and submit_data hide or show the iframe"): while a reality check, a
// session-limit warning or a form is over the game, no round starts.

/**
 * A message event as the game may act on it: from the casino origin the launch named, sent by the
 * window that frames the game, and shaped as ZCasinoMessage. Anything else is ignored.
 */
export function readCasinoMessage(
  event: { origin: string; source: unknown; data: unknown },
  casino: { origin: string; window: unknown },
): TCasinoMessage | null {
  if (event.origin !== casino.origin || event.source !== casino.window) return null;
  const parsed = ZCasinoMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** inview (a check is over the game) and submit_data (a form is being sent) pause; closed resumes. */
export function isPausingMessage(message: TCasinoMessage): boolean {
  switch (message.type) {
    case 'inview':
    case 'submit_data':
      return true;
    case 'closed':
      return false;
  }
}

/** Why play is paused: the casino page covers the game, or the casino refused a stake. */
export type PauseCause = 'casino-page' | 'casino-refusal';

export function pauseAfterMessage(
  current: PauseCause | null,
  message: TCasinoMessage,
): PauseCause | null {
  if (!isPausingMessage(message)) return null;
  return current ?? 'casino-page';
}

/**
 * The pause an error of the studio API implies: CASINO_PAUSED_PLAY (the casino refused the stake
 * for a responsible-gambling reason) pauses until the casino page says closed; GAME_PAUSED means
 * the studio holds a pause this page had not heard of yet.
 */
export function pauseAfterError(current: PauseCause | null, code: string): PauseCause | null {
  if (code === 'CASINO_PAUSED_PLAY') return 'casino-refusal';
  if (code === 'GAME_PAUSED') return current ?? 'casino-page';
  return current;
}
