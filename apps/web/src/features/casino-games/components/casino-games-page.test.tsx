import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGameTile } from '../../../shared/games/game-test-data';
import { stubServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the casino games page (spec 000 §2, /{locale}/casino-games)', () => {
  it('lists every casino game A–Z under its letter, with an index of the letters', async () => {
    const games = ['Blackjack Pro', 'Aztec Sun', '7 Sevens', 'Book of Gold'].map((name, index) =>
      createGameTile({ id: `g${index}`, name, url: `game-${index}` }),
    );
    const requests = stubServer({
      'GET /en/all/casino/games': () => ({ body: { success: true, games, aliases: [] } }),
    });
    await renderApp('/en/casino-games');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All casino games' }),
    ).toBeVisible();
    expect(await screen.findByText('4 games')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Jump to a letter' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['#', 'A', 'B']);
    const groupB = screen.getByRole('region', { name: 'B' });
    expect(
      within(groupB)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Blackjack Pro'), expect.stringContaining('Book of Gold')]);
    expect(requests.callsTo('GET', '/en/all/casino/games')).toHaveLength(1);
  });
});
