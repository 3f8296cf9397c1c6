import type { TGameTile } from '@playfair/contracts/lobby';

/** spec 001 §2 "Lobby sort select: asc, desc, newest, oldest, none"; none keeps the server's order. */
export const LOBBY_SORTS = ['none', 'asc', 'desc', 'newest', 'oldest'] as const;
export type LobbySort = (typeof LOBBY_SORTS)[number];

export function isLobbySort(value: string): value is LobbySort {
  return (LOBBY_SORTS as readonly string[]).includes(value);
}

type SortableGame = Pick<TGameTile, 'name' | 'releasedAt'>;

function byName(collator: Intl.Collator) {
  return (a: SortableGame, b: SortableGame) => collator.compare(a.name, b.name);
}

function byRelease(a: SortableGame, b: SortableGame): number {
  return Date.parse(a.releasedAt) - Date.parse(b.releasedAt);
}

/**
 * The games in the order the player chose. Names compare as the player's language does ("Å" after
 * "Z" in Swedish); games released the same day keep A–Z order. `none` answers the list itself.
 */
export function sortGames<T extends SortableGame>(
  games: readonly T[],
  sort: LobbySort,
  languageTag: string,
): readonly T[] {
  const collator = new Intl.Collator(languageTag, { sensitivity: 'base', numeric: true });
  const names = byName(collator);
  switch (sort) {
    case 'none':
      return games;
    case 'asc':
      return [...games].sort(names);
    case 'desc':
      return [...games].sort((a, b) => names(b, a));
    case 'newest':
      return [...games].sort((a, b) => byRelease(b, a) || names(a, b));
    case 'oldest':
      return [...games].sort((a, b) => byRelease(a, b) || names(a, b));
  }
}
