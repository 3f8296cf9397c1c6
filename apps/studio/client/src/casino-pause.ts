import { ApiError, type Api } from './api';
import {
  pauseAfterError,
  pauseAfterMessage,
  readCasinoMessage,
  type PauseCause,
} from './casino-message';

// The game's pause on the casino's word (casino-message.ts): the page's messages are listened to
// and passed on to the studio (POST /api/session/pause), which refuses a round while paused, so
// a page that ignored the pause still could not start one.

export type CasinoPause = {
  /** Why play is paused, or null while it may go on. */
  cause(): PauseCause | null;
  /** No round may start: play is paused, or the studio has not yet heard that it may go on. */
  isHoldingPlay(): boolean;
  /** Takes the pause an error of the studio API implies (CASINO_PAUSED_PLAY, GAME_PAUSED). */
  takeError(code: string): void;
};

export type MessageTarget = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

export function listenToCasino(options: {
  origin: string;
  api: Pick<Api, 'setPaused'>;
  /** The pause, or whether play is held, changed. */
  onChange(): void;
  onSessionEnded(error: ApiError): void;
  target?: MessageTarget;
  /** The window framing the game: the only sender listened to. */
  parent?: unknown;
}): CasinoPause {
  const target: MessageTarget = options.target ?? window;
  const parent = options.parent ?? window.parent;
  let cause: PauseCause | null = null;
  let pendingCalls = 0;
  // One call at a time, in the order the casino spoke, so the studio ends with its last word.
  let queue: Promise<void> = Promise.resolve();

  function tellStudio(isPaused: boolean): void {
    pendingCalls += 1;
    queue = queue
      .then(async () => {
        await options.api.setPaused(isPaused);
      })
      .catch((error: unknown) => {
        // Any other failure leaves the studio's word to the next round: it answers GAME_PAUSED
        // while it still holds a pause.
        if (error instanceof ApiError && error.code === 'SESSION_INVALID') {
          options.onSessionEnded(error);
        }
      })
      .finally(() => {
        pendingCalls -= 1;
        options.onChange();
      });
  }

  target.addEventListener('message', (event) => {
    const message = readCasinoMessage(event, { origin: options.origin, window: parent });
    if (!message) return;
    cause = pauseAfterMessage(cause, message);
    tellStudio(cause !== null);
    options.onChange();
  });

  return {
    cause: () => cause,
    isHoldingPlay: () => cause !== null || pendingCalls > 0,
    takeError(code) {
      const next = pauseAfterError(cause, code);
      if (next === cause) return;
      cause = next;
      options.onChange();
    },
  };
}
