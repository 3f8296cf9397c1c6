import { type TRace, type TRaceLeaderboardRow, ZRace } from '@playfair/contracts/races';
import { HOUR_MS } from '@playfair/domain/constants';

// Test races built from the races contract (packages/contracts/src/races.ts) and parsed with it,
// so a test never feeds the page a shape the server cannot send.

let races = 0;

function iso(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

/** A leaderboard row; `isOwn` marks the reader's. */
export function createRaceRow(
  position: number,
  overrides: Partial<TRaceLeaderboardRow> = {},
): TRaceLeaderboardRow {
  return {
    uid: `uid-${position}`,
    points: Math.max(0, 1_000 - position * 10),
    position,
    name: `p****${position}`,
    isOwn: false,
    ...overrides,
  };
}

/** A race running for the last hour and the next two, for a visitor; override what a test is about. */
export function createRace(overrides: Partial<TRace> = {}): TRace {
  races += 1;
  const raceId = overrides.raceId ?? `00000000-0000-4000-8000-${String(races).padStart(12, '0')}`;
  return ZRace.parse({
    id: raceId,
    raceId,
    name: `Race ${races}`,
    status: 'running',
    current: true,
    optin: false,
    isAutoOptIn: false,
    canOptIn: false,
    starts_at: iso(-HOUR_MS),
    ends_at: iso(2 * HOUR_MS),
    duration: 180,
    minStakeMinor: '20',
    minStakeFormatted: '€0.20',
    currency: 'EUR',
    pointsRule: { multiplier: 100, cap: 1_000 },
    game_whitelist: ['g-101'],
    games: [{ id: 'g-101', name: 'Golden Reels', slug: 'golden-reels' }],
    prize_collection_id: 'prizes-1',
    prizes: [
      { position: 1, item_translation: '€500 in cash' },
      { position: 2, item_translation: '€100 in cash' },
    ],
    entrants: 3,
    leaderboard: [createRaceRow(1), createRaceRow(2), createRaceRow(3)],
    ownPosition: null,
    stats: null,
    ownPrize: null,
    ...overrides,
  });
}

/** The race as a player who takes part in it at `position` reads it. */
export function joinedRace(position: number, overrides: Partial<TRace> = {}): TRace {
  return createRace({
    optin: true,
    canOptIn: false,
    ownPosition: position,
    stats: { spins: 12, wins: 5, losses: 7, points: 640, currentPoints: 40 },
    leaderboard: [
      createRaceRow(1),
      createRaceRow(2),
      createRaceRow(position, { uid: 'own', name: 'm****a', points: 640, isOwn: true }),
    ],
    ...overrides,
  });
}
