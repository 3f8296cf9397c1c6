import {
  ACTIVE_GAME_STORAGE_KEY,
  CLOSE_ACTIVE_GAME_MESSAGE,
  CLOSE_ACTIVE_NOTIFICATION_MESSAGE,
  NOTIFICATION_LOCK_STORAGE_KEY,
} from '@playfair/contracts/game-session';
import { z } from 'zod';

// spec 001 §3 / §4 "one game, one window": a window showing a real game records it in local
// storage (`active_game`), a window asking the player whether to close that game holds the
// notification lock (`notification_lock`); each window knows itself by a random id kept in its
// session storage, so a reload of the same window is not "another window".

/** The window's own id (session storage: each window has its own, a reload keeps it). */
export const CLIENT_ID_STORAGE_KEY = 'game_window_client_id';

const ZActiveGame = z.object({ clientID: z.string().min(1), gameId: z.string().min(1) });
export type ActiveGame = z.infer<typeof ZActiveGame>;

const ZNotificationLock = z.object({ clientID: z.string().min(1) });
export type NotificationLock = z.infer<typeof ZNotificationLock>;

function readJson<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `active_game` as stored; anything unreadable counts as none. */
export function readActiveGame(raw: string | null): ActiveGame | null {
  return readJson(ZActiveGame, raw);
}

/** `notification_lock` as stored; anything unreadable counts as none. */
export function readNotificationLock(raw: string | null): NotificationLock | null {
  return readJson(ZNotificationLock, raw);
}

/** What a window opening a real game does about the others. */
export type WindowDecision =
  /** Another window is asking the player already: this one says so and offers the lobby. */
  | 'multiple-windows'
  /** Another window shows a game: ask whether to close it (game-notification on). */
  | 'ask'
  /** Another window shows a game: close it without asking (game-notification off). */
  | 'close-other'
  | 'proceed';

export function windowDecision({
  clientId,
  activeGame,
  notificationLock,
  isQuestionOn,
}: {
  clientId: string;
  activeGame: ActiveGame | null;
  notificationLock: NotificationLock | null;
  /** spec 001 §6 game-notification. */
  isQuestionOn: boolean;
}): WindowDecision {
  if (notificationLock !== null && notificationLock.clientID !== clientId) {
    return 'multiple-windows';
  }
  if (activeGame === null || activeGame.clientID === clientId) return 'proceed';
  return isQuestionOn ? 'ask' : 'close-other';
}

/** The storage keys of this file, for the hooks that write them. */
export const WINDOW_STORAGE_KEYS = {
  activeGame: ACTIVE_GAME_STORAGE_KEY,
  notificationLock: NOTIFICATION_LOCK_STORAGE_KEY,
} as const;

/** The cross-window messages (GAME_WINDOW_CHANNEL), each naming the window that sent it. */
const ZWindowMessage = z.object({
  type: z.enum([CLOSE_ACTIVE_GAME_MESSAGE, CLOSE_ACTIVE_NOTIFICATION_MESSAGE]),
  clientID: z.string(),
});
export type WindowMessage = z.infer<typeof ZWindowMessage>;

export function readWindowMessage(data: unknown): WindowMessage | null {
  const parsed = ZWindowMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether a window leaves for the lobby on a message from another: `close-active-game` reaches the
 * window showing a game, `close-active-notification` the window asking the question (spec 001
 * §4). A window's own messages never move it.
 */
export function shouldLeaveOn(
  message: WindowMessage,
  window: { clientId: string; isShowingGame: boolean; isAsking: boolean },
): boolean {
  if (message.clientID === window.clientId) return false;
  switch (message.type) {
    case CLOSE_ACTIVE_GAME_MESSAGE:
      return window.isShowingGame;
    case CLOSE_ACTIVE_NOTIFICATION_MESSAGE:
      return window.isAsking;
  }
}
