import type { TStudioMessage } from '@playfair/contracts/games';
import { DEMO_RELOGIN_TIMER, demoReloginDelayMs } from '@playfair/domain/constants';

/**
 * spec 001 §4 / §9, the unlogged demo re-login timer: a visitor playing for fun is asked to log in
 * 2 minutes after the game opens, then 3 minutes after that, 4… (`repeat` counts the prompts
 * shown). A prompt that falls due during a round waits 20 s and looks again.
 */
export type ReloginStep = { shouldPrompt: boolean; repeat: number; nextDelayMs: number };

export function firstReloginDelayMs(): number {
  return demoReloginDelayMs(0);
}

export function reloginStep(repeat: number, isRoundInProgress: boolean): ReloginStep {
  if (isRoundInProgress) {
    return { shouldPrompt: false, repeat, nextDelayMs: DEMO_RELOGIN_TIMER.retryWhileInGameMs };
  }
  return { shouldPrompt: true, repeat: repeat + 1, nextDelayMs: demoReloginDelayMs(repeat + 1) };
}

/** A round is in progress from the studio's roundStart until its roundEnd. */
export function isRoundInProgressAfter(isInProgress: boolean, message: TStudioMessage): boolean {
  switch (message.type) {
    case 'roundStart':
      return true;
    case 'roundEnd':
      return false;
    // A refused stake never started its round.
    case 'paused':
      return false;
    case 'bet':
    case 'win':
    case 'balance':
      return isInProgress;
  }
}
