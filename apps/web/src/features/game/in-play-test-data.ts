import type {
  THardRealityCheckStatus,
  TRealityCheckStatus,
  TRealityCheckSummary,
  TSessionLimits,
  TSessionOptionsResponse,
  TSessionStats,
} from '@playfair/contracts/game-session';
import type { TGameDetails } from '@playfair/contracts/games';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../test/fake-server';
import { passTime } from '../../test/fake-timers';
import { TEST_GAME } from './game-test-data';

// What the game feature's in-play tests build: a slot, the server's answers for real play, and
// stand-ins for the browser's cross-window channel and event stream.

export const STUDIO = 'https://studio.example';
export const LAUNCH_PATH = '/en/igc-game-url/g-101';

export const SLOT: TGameDetails = {
  ...TEST_GAME,
  gameId: 'g-101',
  slug: 'golden-reels',
  Name: 'Golden Reels',
  GameType: 'Video Slots',
};

export const PLAYER = { logged: true, userId: '42' } as const;

export function createLimits(overrides: Partial<TSessionLimits> = {}): TSessionLimits {
  return {
    SessionDuration: 60,
    NetLossMinor: '5000',
    NetLoss: '50.00',
    NetLossFormatted: '€50.00',
    EndsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    ...overrides,
  };
}

export function createSessionOptions(
  overrides: Partial<TSessionOptionsResponse['data']> = {},
): TSessionOptionsResponse {
  return {
    success: true,
    data: {
      required: true,
      meta: {
        title: 'Set your session limits',
        body: 'Choose how long you play and the most you may lose.',
        notice: null,
      },
      options: {
        SessionDuration: { '15': '15 minutes', '60': '1 hour' },
        NetLoss: { '10.00': '€10.00', '50.00': '€50.00' },
      },
      current: null,
      warnAtPercent: 80,
      ...overrides,
    },
  };
}

export function createRealityCheckStatus(
  overrides: Partial<TRealityCheckStatus> = {},
): TRealityCheckStatus {
  return {
    success: true,
    hasActiveRealityCheck: false,
    user: '42',
    remainingTime: 3_600,
    intervalMinutes: 60,
    kind: 'soft',
    sessionStart: new Date().toISOString(),
    ...overrides,
  };
}

export function createRealityCheckSummary(
  overrides: Partial<TRealityCheckSummary> = {},
): TRealityCheckSummary {
  return {
    ...createRealityCheckStatus({ hasActiveRealityCheck: true, remainingTime: 0 }),
    position: {
      bets: 42,
      wins: '1250',
      stake: '4200',
      net: '-2950',
      currency: 'EUR',
      winsFormatted: '€12.50',
      stakeFormatted: '€42.00',
      netFormatted: '-€29.50',
    },
    elapsedMinutes: 75,
    ...overrides,
  };
}

export function createHardStatus(
  overrides: Partial<THardRealityCheckStatus> = {},
): THardRealityCheckStatus {
  return {
    success: true,
    hasActiveRealityCheck: true,
    user: '42',
    remainingTime: 3_600,
    cooldownRemaining: null,
    dueIn: 0,
    isEnabled: true,
    ...overrides,
  };
}

export function createSessionStats(overrides: Partial<TSessionStats> = {}): TSessionStats {
  return {
    sessionId: 's1',
    gameId: 'g-101',
    bet: '1000',
    win: '250',
    loss: '750',
    netLoss: '750',
    currency: 'EUR',
    sessionStart: new Date().toISOString(),
    limits: createLimits(),
    netLossPercent: 15,
    ...overrides,
  };
}

/**
 * The answers of real play at the test slot: the launch counts its tokens, the reality check's
 * clock has an hour to go, every session call succeeds. Override what a test is about.
 */
export function inPlayServer(overrides: Record<string, FakeHandler> = {}) {
  let launches = 0;
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
    'GET /en/games/golden-reels': () => ({ body: { success: true, game: SLOT } }),
    [`GET ${LAUNCH_PATH}`]: () => {
      launches += 1;
      return { text: `${STUDIO}/play/video-slot?launch=token-${launches}` };
    },
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
    'GET /en/user/active-session': () => ({ body: { success: true, data: [] } }),
    'GET /en/user/close-session': () => ({ body: { success: true, closed: 1 } }),
    'GET /en/game/session/options': () => ({ body: createSessionOptions() }),
    'POST /en/game/session/options/set': () => ({
      body: { success: true, data: { sessionId: 's1', limits: createLimits() } },
    }),
    'POST /en/game/session/details': () => ({
      body: { success: true, data: { session: null } },
    }),
    'GET /en/reality-check/start': () => ({ body: createRealityCheckStatus() }),
    'GET /en/reality-check/get': () => ({ body: createRealityCheckStatus() }),
    ...overrides,
  });
}

/**
 * A stand-in for the browser's BroadcastChannel: what this window posts is recorded (a channel
 * never hears itself); `deliver` is another window speaking.
 */
export class FakeBroadcastChannel {
  static channels: FakeBroadcastChannel[] = [];
  static posted: { name: string; data: unknown }[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  isClosed = false;

  constructor(readonly name: string) {
    FakeBroadcastChannel.channels.push(this);
  }

  postMessage(data: unknown) {
    FakeBroadcastChannel.posted.push({ name: this.name, data });
  }

  close() {
    this.isClosed = true;
  }

  static deliver(name: string, data: unknown) {
    act(() => {
      for (const channel of FakeBroadcastChannel.channels) {
        if (channel.name === name && !channel.isClosed) {
          channel.onmessage?.(new MessageEvent('message', { data }));
        }
      }
    });
  }

  static reset() {
    FakeBroadcastChannel.channels = [];
    FakeBroadcastChannel.posted = [];
  }
}

/** A stand-in EventSource the test drives: one per opened stream. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  isClosed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
  }

  /** The server pushes `data` of `type` on every open stream. */
  static push(type: string, data: unknown) {
    act(() => {
      for (const source of FakeEventSource.opened) {
        if (source.isClosed) continue;
        for (const listener of source.listeners.get(type) ?? []) {
          listener(new MessageEvent(type, { data: JSON.stringify(data) }));
        }
      }
    });
  }
}

/** Stubs both browser stand-ins for a test. */
export function stubBrowserChannels() {
  FakeBroadcastChannel.reset();
  FakeEventSource.opened = [];
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  vi.stubGlobal('EventSource', FakeEventSource);
}

/**
 * Fake timers and a fake clock Testing Library knows about: the countdowns read the clock, so it
 * moves with the timers.
 */
export function startFakeClock(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** The timer of the real event loop, kept before a test fakes the global one. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets fake time pass, then the answers it released arrive. Reading a fetched answer takes turns
 * of the real event loop, and a zero-delay timer set while fake timers run (the query client's
 * notification) is due a millisecond later: each round yields a real turn and moves 1 ms.
 */
export async function passTimeAndAnswers(ms = 0): Promise<void> {
  await passTime(ms);
  for (let round = 0; round < 4; round += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}
