import type { TGameTile } from '@playfair/contracts/lobby';

/**
 * The first part of the query key of every cached answer that holds game tiles: the lobby's
 * categories (`[root, 'lobby', …]`) and the search overlay's game list (`[root, 'all-games', …]`).
 * A favourite toggle updates and then refreshes them all through this one key.
 */
export const GAME_LISTS_QUERY_ROOT = 'game-lists';

type WithGames = { games: TGameTile[] };
type WithCategories = { response: { categoryGamesList: WithGames[] } };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasGames(value: unknown): value is WithGames {
  return isObject(value) && Array.isArray(value.games);
}

function hasCategories(value: unknown): value is WithCategories {
  if (!isObject(value) || !isObject(value.response)) return false;
  return Array.isArray(value.response.categoryGamesList);
}

function markGames<T extends WithGames>(holder: T, gameId: string, favourite: boolean): T {
  if (!holder.games.some((game) => game.id === gameId && game.favourite !== favourite)) {
    return holder;
  }
  return {
    ...holder,
    games: holder.games.map((game) => (game.id === gameId ? { ...game, favourite } : game)),
  };
}

/**
 * A cached answer with game `gameId` marked (or unmarked) as a favourite wherever it appears: the
 * rows of a lobby answer, or the `games` of a game list. Anything else, or an answer without the
 * game, comes back as it was (the same object, so nothing re-renders).
 */
export function withFavourite<T>(data: T, gameId: string, favourite: boolean): T {
  if (hasCategories(data)) {
    const rows = data.response.categoryGamesList;
    const marked = rows.map((row) => markGames(row, gameId, favourite));
    if (marked.every((row, index) => row === rows[index])) return data;
    return { ...data, response: { ...data.response, categoryGamesList: marked } };
  }
  if (hasGames(data)) return markGames(data, gameId, favourite);
  return data;
}
