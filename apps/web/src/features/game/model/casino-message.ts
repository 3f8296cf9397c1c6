import { CASINO_MESSAGE_SOURCE, type TCasinoMessage } from '@playfair/contracts/game-session';

/** What the game frame is told (spec 001 §4 "State events inview, closed and submit_data"). */
export type FrameState = TCasinoMessage['type'];

/**
 * A check, a net-loss notice or the check screen over the game: `inview` (the game pauses);
 * while one of their forms is being sent: `submit_data`; nothing over it: `closed` (it resumes).
 */
export function frameStateOf({
  isCovered,
  isSending,
}: {
  isCovered: boolean;
  isSending: boolean;
}): FrameState {
  if (isSending) return 'submit_data';
  return isCovered ? 'inview' : 'closed';
}

export function casinoMessage(type: FrameState): TCasinoMessage {
  return { source: CASINO_MESSAGE_SOURCE, type };
}

/**
 * The mutations of the checks over a game (the reality check's continue, the hard check's confirm
 * and log out) carry this key: while one is pending the frame is told `submit_data`.
 */
export const FRAME_SENDING_MUTATION_KEY = ['in-play', 'sending'] as const;
