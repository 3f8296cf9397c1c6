import type { TCategoryRow, TGameTile, TLobbyGamesResponse } from '@playfair/contracts/lobby';
import { ZCategoryRow, ZGameTile, ZLobbyGamesResponse } from '@playfair/contracts/lobby';

// Test answers built from the lobby contracts (packages/contracts/src/lobby.ts) and parsed with
// them, so a test never feeds the page a shape the server cannot send.

let games = 0;

/** A playable casino game; override what a test is about. */
export function createGameTile(overrides: Partial<TGameTile> = {}): TGameTile {
  games += 1;
  const slug = overrides.slug ?? `game-${games}`;
  return ZGameTile.parse({
    id: `g${games}`,
    name: `Game ${games}`,
    slug,
    url: `/en/game/${slug}`,
    urlForFun: `/en/game/${slug}?mode=demo`,
    vendor: 'Playfair Studio',
    vendorGameId: `skin-${games}`,
    isExclusive: false,
    inMaintenance: false,
    isOffline: false,
    isPromoted: false,
    favourite: false,
    minMaxLimit: '€0.10 – €100',
    childGameValue: null,
    gameImageHash: 'abcdef123456',
    gameAssetId: `asset-${games}`,
    gameType: 'Video Slots',
    isLive: false,
    tags: ['slots'],
    releasedAt: '2025-01-01T00:00:00.000Z',
    popularity: 0,
    ...overrides,
  });
}

export function createGameTiles(count: number, overrides: Partial<TGameTile> = {}): TGameTile[] {
  return Array.from({ length: count }, () => createGameTile(overrides));
}

/** A category row; its page title doubles as its heading. */
export function createCategoryRow(
  name: string,
  title: string,
  overrides: Partial<TCategoryRow> = {},
): TCategoryRow {
  const rowGames = overrides.games ?? createGameTiles(3);
  return ZCategoryRow.parse({
    id: `cat-${name}`,
    name,
    tag: 'popular',
    orderNo: 1,
    games: rowGames,
    total: rowGames.length,
    page: {
      title,
      description: `${title}: the description.`,
      content: `${title} is a category of games.`,
    },
    ...overrides,
  });
}

/** A getLobbyGames answer: the rows and the page of the view. */
export function createLobbyAnswer(
  rows: TCategoryRow[],
  page: Partial<TLobbyGamesResponse['page']> = {},
): TLobbyGamesResponse {
  return ZLobbyGamesResponse.parse({
    success: true,
    response: { categoryGamesList: rows },
    page: {
      title: 'Casino',
      description: 'Slots and table games.',
      content: 'Welcome to the casino.',
      ...page,
    },
  });
}
