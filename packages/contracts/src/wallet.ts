import { z } from 'zod';

// GET /{locale}/user/wallet (needs a session): the player's cash and bonus balances in the player's
// currency.
// Amounts travel as integer strings of minor units (DESIGN §4: never floats; a bigint does not fit
// a JSON number safely), with the text the site shows beside them.

export const ZWalletResponse = z.object({
  success: z.literal(true),
  /** Minor units as a decimal integer string, e.g. "1250" for €12.50. */
  balanceMinor: z.string().regex(/^-?\d+$/),
  /** ISO 4217. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The balance as the site shows it (packages/domain formatMoney), e.g. "€12.50". */
  formatted: z.string(),
  /**
   * Bonus money (DESIGN §11), kept apart from cash: playable, not withdrawable until its wagering
   * is done and it turns into cash. "0" without a running bonus.
   */
  bonusMinor: z.string().regex(/^\d+$/),
  bonusFormatted: z.string(),
});
export type TWalletResponse = z.infer<typeof ZWalletResponse>;
