import type { TGameTile } from '@playfair/contracts/lobby';
import { compareProviders } from '@playfair/domain/constants';

export type ProviderCount = { name: string; count: number };

/** The vendors of a list with how many games each has, in the spec's provider order (001 §9). */
export function listProviders(games: readonly Pick<TGameTile, 'vendor'>[]): ProviderCount[] {
  const counts = new Map<string, number>();
  for (const { vendor } of games) counts.set(vendor, (counts.get(vendor) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => compareProviders(a.name, b.name));
}

/** The games of one vendor; every game when no vendor is chosen. */
export function filterByProvider<T extends Pick<TGameTile, 'vendor'>>(
  games: readonly T[],
  provider: string | null,
): readonly T[] {
  return provider === null ? games : games.filter((game) => game.vendor === provider);
}
