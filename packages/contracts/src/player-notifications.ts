import { z } from 'zod';

// Live notifications and the inbox (spec 000 §3 Notification, §4, §9; spec 001 §2, §8; DESIGN §11,
// decision 011). The server writes a notification for a player's news (race start and finish,
// prize-draw tickets and wins, bonus and cashback events, limits taking effect), pushes it over
// the player's event stream (`notification`), and keeps it in the inbox unless it is transient.
// Calls (DESIGN §5 leaves them out; decision 011 fixes them):
//   GET  /{locale}/user/notifications?page=N      the inbox, newest first
//   POST /{locale}/user/notifications/read        form ids (comma-separated) or all=1 (csrf)
//   POST /{locale}/user/notifications/seen        form ids: shown on screen once (csrf)
//
// `message` holds one text per locale (the site falls back to en). The texts may hold the
// placeholders {amount}, {minCashback}, {position} and {minRounds}, which the site fills from the
// fields of the same name: amounts are major units of the player's currency, except SEK and NOK,
// whose notification amounts are tenths of it (spec 000 §9: the site multiplies them by 10).

export const NOTIFICATION_EVENT_TYPES = [
  'race_start',
  'race_finish',
  'race_stake_too_low',
  'race_game_not_ok',
  'raffle_tickets',
  'raffle_win',
  'bonus_offer',
  'bonus_granted',
  'bonus_converted',
  'bonus_ended',
  'free_spins',
  'cashback_offer',
  'limit_active',
  // A verification document approved or rejected by the operator.
  'kyc_document',
] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/** Where a notification leads when the player opens it (a site path under /{locale}). */
export const NOTIFICATION_LINKS = [
  'races',
  'raffle',
  'rewards',
  'limits',
  'inbox',
  'verification',
] as const;
export type NotificationLink = (typeof NOTIFICATION_LINKS)[number];

/** spec 000 §3 Notification, with the inbox's own fields. */
export const ZPlayerNotification = z.object({
  id: z.string(),
  message: z.record(z.string(), z.string()),
  /** How long it shows, ms. */
  timeout: z.number().int().positive(),
  event_type: z.enum(NOTIFICATION_EVENT_TYPES),
  position: z.number().int().nullable(),
  amount: z.number().nullable(),
  minCashback: z.number().nullable(),
  minRounds: z.number().int().nullable(),
  link: z.enum(NOTIFICATION_LINKS).nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  /** Kept in the inbox (a transient one is only shown). */
  isKept: z.boolean(),
});
export type TPlayerNotification = z.infer<typeof ZPlayerNotification>;

export const INBOX_PAGE_SIZE = 20;

export const ZInboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZInboxResponse = z.object({
  success: z.literal(true),
  notifications: z.array(ZPlayerNotification),
  unread: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});
export type TInboxResponse = z.infer<typeof ZInboxResponse>;

/** Comma-separated ids (at most 100), or all=1 (read only). */
export const ZNotificationIdsBody = z.object({
  ids: z
    .string()
    .max(100 * 21)
    .regex(/^\d{1,19}(,\d{1,19})*$/)
    .optional(),
  all: z.enum(['1']).optional(),
  csrf_token: z.string().max(128).optional(),
});
export const ZNotificationsUpdateResponse = z.object({
  success: z.literal(true),
  unread: z.number().int().nonnegative(),
});
export type TNotificationsUpdateResponse = z.infer<typeof ZNotificationsUpdateResponse>;

/** spec 000 §9: the amount a notification shows (SEK and NOK multiplied by 10). */
export { notificationAmount as notificationDisplayAmount } from '@playfair/domain/money';
