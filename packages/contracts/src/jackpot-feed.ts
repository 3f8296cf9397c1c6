import { z } from 'zod';
import { PROVIDER_API_PREFIX } from './provider-api';

// The jackpot feed (spec 000 §7 jackpots, DESIGN §7): a game provider reports the current amounts
// of its jackpot pools, so the lobby's banners and counters show live figures. Signed and sent like
// every provider API call (X-Provider-Id, X-Playfair-Signature over the raw JSON body).

export const JACKPOT_FEED_PATH = `${PROVIDER_API_PREFIX}/jackpots`;

/** A game's pools, smallest first; a game has the first three, a few have a mega pool too. */
export const JACKPOT_TIERS = ['mini', 'minor', 'major', 'mega'] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];

/** One report carries at most this many pools (a provider sends its whole set in a few calls). */
export const JACKPOT_FEED_MAX_POOLS = 1_000;

export const ZJackpotPoolReport = z.strictObject({
  gameId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\x21-\x7e]+$/),
  tier: z.enum(JACKPOT_TIERS),
  /** ISO 4217; only the currencies the casino shows jackpots in are taken. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The pool's amount now, in minor units of `currency` (DESIGN §4). */
  amountMinor: z.number().int().safe().nonnegative(),
});
export type TJackpotPoolReport = z.infer<typeof ZJackpotPoolReport>;

/** POST /provider-api/v1/jackpots: all or nothing — one unknown game or currency refuses the lot. */
export const ZJackpotFeedRequest = z.strictObject({
  pools: z.array(ZJackpotPoolReport).min(1).max(JACKPOT_FEED_MAX_POOLS),
});
export type TJackpotFeedRequest = z.infer<typeof ZJackpotFeedRequest>;

export const ZJackpotFeedResponse = z.object({
  success: z.literal(true),
  /** How many pools were written. */
  updated: z.number().int().nonnegative(),
});
export type TJackpotFeedResponse = z.infer<typeof ZJackpotFeedResponse>;
