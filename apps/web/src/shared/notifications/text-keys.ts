/** Catalog keys the notification host renders; src/app/text-keys.ts adds them to the texts it loads. */
export const NOTIFICATION_TEXT_KEYS = ['notifications_label', 'notification_dismiss'] as const;
