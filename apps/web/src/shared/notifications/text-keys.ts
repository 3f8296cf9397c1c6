/**
 * Catalog keys the notification host, the unread badge and the onload race notice render;
 * src/app/text-keys.ts adds them to the texts it loads.
 */
export const NOTIFICATION_TEXT_KEYS = [
  'notifications_label',
  'notification_dismiss',
  'notification_race_start',
  'inbox_unread_count',
] as const;
