import type { TGameDetails } from '@playfair/contracts/games';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { freeRoundsGrant, rewardsAnswer } from '../../../test/rewards';

beforeAll(preloadAppModals);

/** A stand-in EventSource the test drives: one per opened stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

const PLAYER = { logged: true, userId: '42' } as const;
const STUDIO = 'https://studio.example:3001';

const GAME: TGameDetails = {
  gameId: 'g-101',
  slug: 'golden-reels',
  Name: 'Golden Reels',
  GameType: 'Video Slots',
  vendor: 'Playfair Studio',
  aspectRatio: '16:9',
  forFun: true,
  isLive: false,
  inMaintenance: false,
  isOffline: false,
  description: '',
};

const OTHER_GAME = freeRoundsGrant({
  grantId: 'grant-9',
  gameSlug: 'lucky-sevens',
  gameName: 'Lucky Sevens',
  roundsLeft: 3,
  stakeFormatted: '€1.00',
});

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/user/wallet': () => ({
      body: {
        success: true,
        balanceMinor: '1250',
        currency: 'EUR',
        formatted: '€12.50',
        bonusMinor: '0',
        bonusFormatted: '€0.00',
      },
    }),
    'GET /en/games/golden-reels': () => ({ body: { success: true, game: GAME } }),
    'GET /en/igc-game-url/g-101': (request) => ({
      text: `${STUDIO}/play/video-slot?${request.query.get('mode') === 'demo' ? 'mode=demo' : 'launch=t'}`,
    }),
    ...overrides,
  });
}

describe('game view: free spins on this game (DESIGN §11)', () => {
  it("shows how many of the game's free spins are left and their stake", async () => {
    server({
      'GET /en/user/rewards': () => ({
        body: rewardsAnswer({ freeRounds: [OTHER_GAME, freeRoundsGrant({ roundsLeft: 7 })] }),
      }),
    });
    await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');

    const banner = await screen.findByTestId('free-spins-banner');
    expect(banner).toHaveRole('status');
    expect(banner).toHaveTextContent('Free spins: 7 left (€0.20 each)');
    expect(screen.queryByText(/€1\.00 each/)).not.toBeInTheDocument();
  });

  it('shows nothing when the free spins are for other games, or used up', async () => {
    const requests = server({
      'GET /en/user/rewards': () => ({
        body: rewardsAnswer({ freeRounds: [OTHER_GAME, freeRoundsGrant({ roundsLeft: 0 })] }),
      }),
    });
    await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');

    await vi.waitFor(() => expect(requests.callsTo('GET', '/en/user/rewards')).toHaveLength(1));
    expect(screen.queryByTestId('free-spins-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/Free spins/)).not.toBeInTheDocument();
  });

  it('counts down as the server pushes that a free spin was played', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let reads = 0;
    server({
      'GET /en/user/rewards': () => {
        reads += 1;
        return {
          body: rewardsAnswer({
            freeRounds: [freeRoundsGrant({ roundsLeft: reads === 1 ? 7 : 6 })],
          }),
        };
      },
    });
    await renderApp('/en/game/golden-reels', PLAYER);
    expect(await screen.findByTestId('free-spins-banner')).toHaveTextContent('7 left');

    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe('/en/user/events');
    stream!.emit('rewards', JSON.stringify({ kind: 'free-round' }));

    await vi.waitFor(() =>
      expect(screen.getByTestId('free-spins-banner')).toHaveTextContent(
        'Free spins: 6 left (€0.20 each)',
      ),
    );
    expect(reads).toBe(2);
  });

  it('asks nothing while the player plays for fun', async () => {
    const requests = server({
      'GET /en/user/rewards': () => ({ body: rewardsAnswer({ freeRounds: [freeRoundsGrant()] }) }),
    });
    await renderApp('/en/game/golden-reels?mode=demo', PLAYER);
    await screen.findByTitle('Golden Reels');

    expect(screen.queryByTestId('free-spins-banner')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/user/rewards')).toHaveLength(0);
  });
});
