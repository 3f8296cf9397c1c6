import { useEffect, useEffectEvent } from 'react';
import { firstReloginDelayMs, reloginStep } from '../model/demo-relogin';

type DemoReloginTimerInput = {
  /** A visitor playing for fun, with the game on screen. */
  isEnabled: boolean;
  /** Read when a prompt falls due: a round between the studio's roundStart and roundEnd. */
  isRoundInProgress: () => boolean;
  onPrompt: () => void;
};

/**
 * spec 001 §4 / §9: the unlogged demo re-login timer — the prompt after 2 minutes, then 3, 4…,
 * each 20 s later while a round is in progress. Runs while the game is open (a timer outside
 * React); a new opening starts again at 2 minutes.
 */
export function useDemoReloginTimer({
  isEnabled,
  isRoundInProgress,
  onPrompt,
}: DemoReloginTimerInput) {
  const readRound = useEffectEvent(isRoundInProgress);
  const prompt = useEffectEvent(onPrompt);

  useEffect(() => {
    if (!isEnabled) return;
    let repeat = 0;
    let timer: ReturnType<typeof setTimeout>;
    function handleDue() {
      const step = reloginStep(repeat, readRound());
      repeat = step.repeat;
      if (step.shouldPrompt) prompt();
      timer = setTimeout(handleDue, step.nextDelayMs);
    }
    timer = setTimeout(handleDue, firstReloginDelayMs());
    return () => clearTimeout(timer);
  }, [isEnabled]);
}
