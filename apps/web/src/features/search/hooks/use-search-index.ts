import type { TAllGamesResponse, TGameTile } from '@playfair/contracts/lobby';
import { createSearchIndex, type SearchIndex } from '@playfair/domain/search';
import { useMemo } from 'react';

const EMPTY: TAllGamesResponse = { success: true, games: [], aliases: [] };

/** The vertical's list prepared for searching, once per answer (not per keystroke). */
export function useSearchIndex(answer: TAllGamesResponse | undefined): SearchIndex<TGameTile> {
  const { games, aliases } = answer ?? EMPTY;
  return useMemo(() => createSearchIndex(games, aliases), [games, aliases]);
}
