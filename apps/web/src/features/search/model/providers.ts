import { compareProviders } from '@playfair/domain/constants';

export type ProviderEntry = { readonly vendor: string; readonly gameCount: number };

/** Every vendor of `games` with its number of games, in the lobby's order (spec 001 §9 weights). */
export function providersOf(games: readonly { vendor: string }[]): readonly ProviderEntry[] {
  const counts = new Map<string, number>();
  for (const { vendor } of games) counts.set(vendor, (counts.get(vendor) ?? 0) + 1);
  return [...counts]
    .map(([vendor, gameCount]) => ({ vendor, gameCount }))
    .sort((a, b) => compareProviders(a.vendor, b.vendor));
}

export function gamesOfProvider<TGame extends { vendor: string }>(
  games: readonly TGame[],
  vendor: string,
): readonly TGame[] {
  return games.filter((game) => game.vendor === vendor);
}
