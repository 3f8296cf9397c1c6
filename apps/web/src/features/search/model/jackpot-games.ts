import type { TJackpot } from '@playfair/contracts/lobby';
import { MINOR_UNITS_PER_MAJOR } from '@playfair/domain/money';
import { formatJackpotAmount } from '../../../shared/jackpots/jackpot-amount';

export type JackpotGame<TGame> = { readonly game: TGame; readonly amount: string };

/**
 * The games of the jackpot feed that `games` holds, each with its amount formatted as the site
 * prints money, richest first. spec 000 §3: the highest amount per game is kept.
 */
export function jackpotGames<TGame extends { id: string }>(
  jackpots: readonly TJackpot[],
  games: readonly TGame[],
): readonly JackpotGame<TGame>[] {
  const highest = new Map<string, TJackpot>();
  for (const jackpot of jackpots) {
    const known = highest.get(jackpot.GameId);
    if (known === undefined || jackpot.Amount > known.Amount) highest.set(jackpot.GameId, jackpot);
  }
  const byId = new Map(games.map((game) => [game.id, game]));
  return [...highest.values()]
    .sort((a, b) => b.Amount - a.Amount)
    .flatMap((jackpot) => {
      const game = byId.get(jackpot.GameId);
      if (game === undefined) return [];
      // The feed's amounts are major units with at most 2 decimals (contracts ZJackpot).
      const amountMinor = Math.round(jackpot.Amount * Number(MINOR_UNITS_PER_MAJOR));
      return [{ game, amount: formatJackpotAmount(amountMinor, jackpot.Currency) }];
    });
}
