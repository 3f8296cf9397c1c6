import { describe, expect, it } from 'vitest';
import { withFavourite } from './game-lists';
import { createCategoryRow, createGameTile, createLobbyAnswer } from './game-test-data';

describe('withFavourite', () => {
  const game = createGameTile();
  const other = createGameTile();

  it('marks the game in every row of a lobby answer', () => {
    const answer = createLobbyAnswer([
      createCategoryRow('popular', 'Popular', { games: [game, other] }),
      createCategoryRow('new', 'New', { games: [other, game] }),
    ]);

    const marked = withFavourite(answer, game.id, true);
    const rows = marked.response.categoryGamesList;
    expect(rows.map((row) => row.games.find((tile) => tile.id === game.id)?.favourite)).toEqual([
      true,
      true,
    ]);
    expect(rows[0]?.games[1]).toBe(answer.response.categoryGamesList[0]?.games[1]);
    expect(answer.response.categoryGamesList[0]?.games[0]?.favourite).toBe(false);
  });

  it('marks the game in a game list', () => {
    const list = { success: true, games: [{ ...game, favourite: true }, other], aliases: [] };
    expect(withFavourite(list, game.id, false).games[0]?.favourite).toBe(false);
  });

  it('gives back the same object when nothing changes, or for other answers', () => {
    const answer = createLobbyAnswer([createCategoryRow('new', 'New', { games: [other] })]);
    expect(withFavourite(answer, game.id, true)).toBe(answer);
    const jackpots = { success: true, Data: [] };
    expect(withFavourite(jackpots, game.id, true)).toBe(jackpots);
    expect(withFavourite(undefined, game.id, true)).toBeUndefined();
  });
});
