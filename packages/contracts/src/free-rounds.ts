import { z } from 'zod';

// Free rounds (DESIGN §11), as aggregators grant them: the casino tells the studio, in a call signed
// like the provider API (`X-Playfair-Signature` over the raw body with the provider's secret, and
// `X-Provider-Id`), that a player may play `rounds` rounds of a game at `stake` each until
// `expiresAt`. The studio plays them with no debit and reports each one through the provider API's
// free-round call (./provider-api `ZFreeRoundRequest`). The same `freeRoundsId` again is the same
// grant (idempotent); a cancel ends what is left.

export const STUDIO_FREE_ROUNDS_PATH = '/api/v1/free-rounds';

const ZId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);

/** POST {studio}/api/v1/free-rounds */
export const ZFreeRoundsGrantRequest = z.strictObject({
  freeRoundsId: ZId,
  playerId: ZId,
  /** The game, as the casino names it in its launch (the catalogue id the studio plays). */
  gameId: ZId,
  rounds: z.number().int().min(1).max(500),
  /** Minor units of `currency`, one of the game's stakes. */
  stake: z.number().int().positive().safe(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  expiresAt: z.iso.datetime(),
});
export type TFreeRoundsGrantRequest = z.infer<typeof ZFreeRoundsGrantRequest>;

/** POST {studio}/api/v1/free-rounds/cancel */
export const ZFreeRoundsCancelRequest = z.strictObject({ freeRoundsId: ZId });
export type TFreeRoundsCancelRequest = z.infer<typeof ZFreeRoundsCancelRequest>;

export const ZFreeRoundsGrantResponse = z.object({
  success: z.literal(true),
  freeRoundsId: z.string(),
  roundsLeft: z.number().int().nonnegative(),
});
export type TFreeRoundsGrantResponse = z.infer<typeof ZFreeRoundsGrantResponse>;
