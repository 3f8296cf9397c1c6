import { z } from 'zod';

// Prize draws (spec 000 §1–§9, DESIGN §11): the six calls of spec 000 §7 "Raffle" with the
// entities of §3 (Raffle, Prize entry, Winner entry, User ticket response) — the spec's field
// names, `occurence` spelt as the spec spells it. Times are ISO 8601 UTC. The verification call and
// the operator's scheduling call are ours (DESIGN §5).

export const RAFFLE_OCCURRENCES = ['daily', 'monthly'] as const;
export type RaffleOccurrence = (typeof RAFFLE_OCCURRENCES)[number];

/** spec 000 §3 Prize entry: the prize in the reader's language. */
export const ZPrizeEntry = z.object({
  item_id: z.string(),
  raffle_id: z.string(),
  item_translation: z.string(),
  position: z.number().int().positive(),
});
export type TPrizeEntry = z.infer<typeof ZPrizeEntry>;

/** spec 000 §3 Raffle. `users`: how many players take part. */
export const ZRaffle = z.object({
  id: z.string(),
  occurence: z.enum(RAFFLE_OCCURRENCES),
  start_date: z.string(),
  end_date: z.string(),
  draw_at: z.string(),
  prizes: z.array(ZPrizeEntry),
  countries: z.array(z.string()),
  users: z.number().int().nonnegative(),
  /** Ours: the name in the reader's language. */
  name: z.string(),
  /** Ours: whether every eligible player takes part without opting in. */
  isAutoOptIn: z.boolean(),
  /** Ours (DESIGN §11): SHA-256 of the secret seed, published from the start. */
  seedCommitment: z.string(),
});
export type TRaffle = z.infer<typeof ZRaffle>;

/** GET /{locale}/get-current-raffles-all-data */
export const ZCurrentRafflesResponse = z.object({ currentRaffles: z.array(ZRaffle) });
/** GET /{locale}/get-next-raffles */
export const ZNextRafflesResponse = z.object({
  success: z.boolean(),
  raffles: z.array(ZRaffle),
  message: z.string(),
});
/** GET /{locale}/get-all-raffles/{type}/{count}: past draws, newest first. */
export const ZAllRafflesParams = z.object({
  type: z.enum(RAFFLE_OCCURRENCES),
  count: z.coerce.number().int().min(1).max(31),
});
export const ZAllRafflesResponse = z.object({ success: z.boolean(), raffles: z.array(ZRaffle) });

/** spec 000 §3 Winner entry. `user_name` is masked (spec 000 §5). */
export const ZWinnerEntry = z.object({
  position: z.number().int().positive(),
  user_id: z.string(),
  user_name: z.string(),
  raffleAmount: z.number().int().nonnegative(),
  item_translation: z.string(),
});
export type TWinnerEntry = z.infer<typeof ZWinnerEntry>;
export const ZRaffleIdParams = z.object({ raffleId: z.uuid() });
/** GET /{locale}/get-raffle-winners/{raffleId}: sorted by position. */
export const ZRaffleWinnersResponse = z.object({
  success: z.boolean(),
  raffleWinners: z.array(ZWinnerEntry),
});
/** GET /{locale}/get-user-raffle-tickets/{raffleId}: spec 000 §3 User ticket response. */
export const ZUserTicketsResponse = z.object({
  success: z.boolean(),
  tickets: z.number().int().nonnegative(),
  message: z.string(),
});
/** GET /{locale}/optin-user-to-raffle?raffleId (every current draw without one). */
export const ZOptInQuery = z.object({ raffleId: z.uuid().optional() });
export const ZOptInResponse = z.object({ success: z.boolean(), message: z.string() });

/**
 * GET /raffle-verification/{raffleId} (ours, public): what anyone needs to re-run the draw — the
 * commitment, the snapshot and its hash (at close), the seed (after the draw) and the winners.
 */
export const ZRaffleVerification = z.object({
  success: z.literal(true),
  raffleId: z.string(),
  status: z.enum(['open', 'closed', 'drawn']),
  seedCommitment: z.string(),
  snapshot: z.string().nullable(),
  snapshotHash: z.string().nullable(),
  seed: z.string().nullable(),
  prizeCount: z.number().int(),
  winners: z.array(
    z.object({ position: z.number().int(), entrant: z.string(), ticket: z.number().int() }),
  ),
});
export type TRaffleVerification = z.infer<typeof ZRaffleVerification>;
