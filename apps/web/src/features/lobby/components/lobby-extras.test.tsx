import type { TAppConfig } from '@playfair/contracts/app-config';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/fake-server';
import { JackpotBanner } from './jackpot-banner';
import { JackpotCounter } from './jackpot-counter';
import { renderInLobby } from './lobby-test-providers';
import { HOUR_MS } from '@playfair/domain/constants';
import { createRace } from '../../../shared/races/race-test-data';
import { LobbyRaceWidget, type RaceSummary, RaceWidget } from './race-widget';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOBBY_FLAGS = { demoPlay: true, jackpotBanner: true, races: true, favourites: false };

function jackpot(GameName: string, Amount: number, Currency = 'EUR') {
  return { GameName, GameId: GameName.toLowerCase().replace(/\s/g, '-'), Amount, Currency };
}

describe('jackpot banner', () => {
  it('shows the top jackpots in the locale’s currency, HRK and ISK asked as EUR', async () => {
    const server = stubServer({
      'GET /is/jackpots/EUR': () => ({
        body: {
          success: true,
          Data: [
            jackpot('Small Pot', 1_000),
            jackpot('Mega Fortune', 2_345_678.9),
            jackpot('Hall of Gods', 54_321),
            jackpot('Arabian Nights', 99_000),
          ],
        },
      }),
    });
    await renderInLobby(<JackpotBanner />, {
      locale: 'is',
      currency: 'ISK',
      lobby: LOBBY_FLAGS,
    });

    const banner = await screen.findByRole('region', { name: 'Jackpots' });
    const items = [...banner.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      'Mega Fortune€2,345,678.90',
      'Arabian Nights€99,000.00',
      'Hall of Gods€54,321.00',
    ]);
    expect(server.callsTo('GET', '/is/jackpots/EUR')).toHaveLength(1);
  });

  it('is not asked for without the jackpot-banner feature', async () => {
    const server = stubServer({});
    await renderInLobby(<JackpotBanner />, { lobby: { ...LOBBY_FLAGS, jackpotBanner: false } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('only logs a failure (spec 000 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer({ 'GET /en/jackpots/EUR': () => ({ status: 500, body: {} }) });
    await renderInLobby(<JackpotBanner />, { lobby: LOBBY_FLAGS });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('jackpot counter (spec 001 §6)', () => {
  const counterConfig = (locale: string): Partial<TAppConfig> => ({ locale, lobby: LOBBY_FLAGS });

  it('counts the Play’n GO jackpot in RSD on the Serbian lobby, up from 100 under it', async () => {
    const server = stubServer({
      'GET /sr/jackpots/play-n-go/RSD': () => ({
        body: {
          success: true,
          Amount: 1_234_567.89,
          Currency: 'RSD',
          GameName: 'Big Win Cat',
          GameId: 'big-win-cat',
        },
      }),
    });
    await renderInLobby(<JackpotCounter />, counterConfig('sr'));

    const counter = await screen.findByRole('region', { name: 'Progressive jackpot' });
    expect(counter).toHaveTextContent('1.234.467,89 RSD');
    expect(counter).toHaveTextContent('Big Win Cat');
    expect(server.callsTo('GET', '/sr/jackpots/play-n-go/RSD')).toHaveLength(1);

    // The first step comes 180–360 ms later.
    await vi.waitFor(() => expect(counter).not.toHaveTextContent('1.234.467,89 RSD'));
    expect(counter).toHaveTextContent('1.234.4');
  });

  it('asks for EUR on the Croatian lobby', async () => {
    const server = stubServer({
      'GET /hr/jackpots/play-n-go/EUR': () => ({
        body: { success: true, Amount: 500, Currency: 'EUR', GameName: 'Pot', GameId: 'pot' },
      }),
    });
    await renderInLobby(<JackpotCounter />, counterConfig('hr'));
    expect(await screen.findByRole('region', { name: 'Progressive jackpot' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/hr/jackpots/play-n-go/EUR')).toHaveLength(1);
  });

  it('is not there for other locales', async () => {
    const server = stubServer({});
    await renderInLobby(<JackpotCounter />, counterConfig('fi'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});

describe('race widget (spec 000 §9)', () => {
  const race = (index: number): RaceSummary => ({
    id: `race-${index}`,
    name: `Race ${index}`,
    status: 'running',
    startsAt: '2026-05-01T12:00:00Z',
    endsAt: '2026-05-01T18:00:00Z',
    prize: '€500',
  });

  it('lists at most 5 races', async () => {
    await renderInLobby(
      <RaceWidget races={Array.from({ length: 7 }, (_, index) => race(index))} />,
      {
        lobby: LOBBY_FLAGS,
      },
    );
    const widget = screen.getByRole('region', { name: 'Races' });
    expect(widget.querySelectorAll('li')).toHaveLength(5);
    expect(widget).toHaveTextContent('Race 0');
    expect(widget).not.toHaveTextContent('Race 5');
  });

  it('renders nothing without races or with the feature off', async () => {
    const { container } = await renderInLobby(<RaceWidget races={[]} />, { lobby: LOBBY_FLAGS });
    expect(container.querySelector('section')).toBeNull();
    const off = await renderInLobby(<RaceWidget races={[race(1)]} />, {
      lobby: { ...LOBBY_FLAGS, races: false },
    });
    expect(off.container.querySelector('section')).toBeNull();
  });

  it('shows the listed races, running first then coming, at most 5, each linking to the races page', async () => {
    const soon = (name: string, startsInMs: number) =>
      createRace({
        name,
        status: 'upcoming',
        current: false,
        starts_at: new Date(Date.now() + startsInMs).toISOString(),
        ends_at: new Date(Date.now() + startsInMs + HOUR_MS).toISOString(),
      });
    const races = [
      soon('Later race', 3 * HOUR_MS),
      createRace({
        name: 'Evening sprint',
        prizes: [{ position: 1, item_translation: '€500 in cash' }],
      }),
      createRace({ name: 'Just ended', status: 'finished', current: false }),
      soon('Next race', HOUR_MS),
      soon('Third race', 4 * HOUR_MS),
      soon('Fourth race', 5 * HOUR_MS),
      soon('Fifth race', 6 * HOUR_MS),
    ];
    stubServer({ 'GET /en/get-races': () => ({ body: { success: true, races } }) });
    await renderInLobby(<LobbyRaceWidget />, { lobby: LOBBY_FLAGS });

    const widget = await screen.findByTestId('race-widget');
    const links = within(widget).getAllByRole('link');
    expect(links.map((link) => link.querySelector('span')?.textContent)).toEqual([
      'Evening sprint',
      'Next race',
      'Later race',
      'Third race',
      'Fourth race',
    ]);
    expect(links[0]).toHaveAttribute('href', '/en/races');
    expect(links[0]).toHaveTextContent(/€500 in cash/);
    expect(links[0]).toHaveTextContent(/Ends [A-Z][a-z]{2} \d/);
    expect(links[1]).toHaveTextContent(/Starts [A-Z][a-z]{2} \d/);
  });

  it('asks for no races with the feature off', async () => {
    const server = stubServer({});
    const { container } = await renderInLobby(<LobbyRaceWidget />, {
      lobby: { ...LOBBY_FLAGS, races: false },
    });
    expect(container.querySelector('section')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});
