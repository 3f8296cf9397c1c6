import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGameTiles } from '../../../shared/games/game-test-data';
import { useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { GamesGrid } from './games-grid';
import { renderInLobby } from './lobby-test-providers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const GAMES = createGameTiles(5_000);

function rowColumns(list: HTMLElement): string[] {
  return [...list.children].map((row) => (row as HTMLElement).style.gridTemplateColumns);
}

describe('games grid', () => {
  it('puts 5,000 games in the list with only the rows near the viewport in the page', async () => {
    const { container } = await renderInLobby(
      <GamesGrid games={GAMES} vertical="casino" label="Games in All" />,
    );
    const list = await screen.findByRole('list', { name: 'Games in All' });
    const tiles = within(list).getAllByRole('listitem');

    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(40);
    expect(tiles[0]).toHaveAttribute('aria-setsize', '5000');
    expect(tiles[0]).toHaveAttribute('aria-posinset', '1');
    expect(container.querySelectorAll('*').length).toBeLessThan(600);
    // The list is as tall as all its rows: 1,000 rows of five.
    expect(Number.parseFloat(list.style.height)).toBeGreaterThan(1_000 * 250);
    // The first row is on screen at once: its images load first.
    expect(within(tiles[0]!).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders the rows the window has scrolled to', async () => {
    await renderInLobby(<GamesGrid games={GAMES} vertical="casino" label="Games in All" />);
    const list = await screen.findByRole('list', { name: 'Games in All' });

    act(() => {
      window.scrollY = 100_000;
      window.dispatchEvent(new Event('scroll'));
    });
    const first = Number(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(1_500);
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(40);
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('lays the rows out again 500 ms after the window stops resizing', async () => {
    let width = 1_012;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'list' ? width : 0;
    });
    await renderInLobby(<GamesGrid games={GAMES} vertical="casino" label="Games in All" />);
    const list = await screen.findByRole('list', { name: 'Games in All' });
    expect(rowColumns(list)[0]).toBe('repeat(5, minmax(0, 1fr))');
    useFakeTimersWithTestingLibrary();

    width = 412;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(499);
    });
    expect(rowColumns(list)[0]).toBe('repeat(5, minmax(0, 1fr))');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(rowColumns(list)[0]).toBe('repeat(2, minmax(0, 1fr))');
  });
});
