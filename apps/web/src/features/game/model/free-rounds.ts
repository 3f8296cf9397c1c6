import type { TFreeRoundsGrant } from '@playfair/contracts/rewards';

/**
 * The free spins a player has on this game (DESIGN §11): the grant of the game's slug with rounds
 * left that ends first (the one played first), or null.
 */
export function freeRoundsFor(
  grants: readonly TFreeRoundsGrant[],
  slug: string,
): TFreeRoundsGrant | null {
  const playable = grants
    .filter((grant) => grant.gameSlug === slug && grant.roundsLeft > 0)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  return playable[0] ?? null;
}
