import { NOTIFICATION_DURATION_MS } from '@playfair/domain/constants';

// spec 000 §4 "Notifications queue and show one at a time"; spec 000 §9 how long each kind stays:
// favourite 3 s, default 7 s, AML 10 s; a server notification brings its own time (spec 000 §3
// Notification `timeout`). Anything may queue one (`notify`); the host in the site layout shows
// the one in front. Timers live here, not in React, so the rules are tested alone.

export type NotificationKind = keyof typeof NOTIFICATION_DURATION_MS;

/** One text for everyone, or one per locale (spec 000 §3 Notification: falls back to en). */
export type NotificationContent =
  | { message: string; messages?: never }
  | { messages: Readonly<Record<string, string>>; message?: never };

/** What a notification may add to its text. */
export type NotificationOptions = {
  kind?: NotificationKind;
  /** How long it shows, ms; the kind's time when left out. */
  timeout?: number;
  /** A site path the notification opens when clicked (`/en/races`). */
  link?: string;
  /** Called once, when it comes on screen (the server is told a notification was seen). */
  onShow?: () => void;
};

export type NotificationInput = NotificationContent & NotificationOptions;

export type QueuedNotification = NotificationContent &
  Omit<NotificationOptions, 'kind'> & { id: number; kind: NotificationKind };

export type NotificationQueue = {
  notify: (input: NotificationInput) => number;
  /** Takes `id` away (shown or waiting); the next one shows. */
  dismiss: (id: number) => void;
  /** The notification on screen, or null. */
  current: () => QueuedNotification | null;
  subscribe: (onChange: () => void) => () => void;
  /** Empties the queue (a test's clean slate). */
  clear: () => void;
};

/** The text of a notification for `locale`: its own, else English, else any it has. */
export function notificationText(notification: NotificationContent, locale: string): string {
  if (notification.message !== undefined) return notification.message;
  const { messages } = notification;
  return messages[locale] ?? messages.en ?? Object.values(messages)[0] ?? '';
}

export function createNotificationQueue(): NotificationQueue {
  let waiting: QueuedNotification[] = [];
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function startTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const front = waiting[0];
    if (front === undefined) return;
    timer = setTimeout(
      () => dismiss(front.id),
      front.timeout ?? NOTIFICATION_DURATION_MS[front.kind],
    );
    front.onShow?.();
  }

  function dismiss(id: number) {
    const wasFront = waiting[0]?.id === id;
    const next = waiting.filter((notification) => notification.id !== id);
    if (next.length === waiting.length) return;
    waiting = next;
    if (wasFront) startTimer();
    emit();
  }

  return {
    notify(input) {
      lastId += 1;
      const notification = {
        ...input,
        kind: input.kind ?? 'default',
        id: lastId,
      } as QueuedNotification;
      waiting = [...waiting, notification];
      if (waiting.length === 1) startTimer();
      emit();
      return notification.id;
    },
    dismiss,
    current: () => waiting[0] ?? null,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    clear() {
      waiting = [];
      startTimer();
      emit();
    },
  };
}

/** The page's one queue. */
export const notifications = createNotificationQueue();

/** Queues a notification (spec 000 §3): `{ message }` or `{ messages: { en, fi, … } }`, and its kind. */
export function notify(input: NotificationInput): number {
  return notifications.notify(input);
}
