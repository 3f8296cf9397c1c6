import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TFreeRoundsGrantRequest } from '@playfair/contracts/free-rounds';
import {
  FREE_ROUNDS_FILE,
  openFreeRoundsStore,
  type FreeRoundsSession,
  type FreeRoundsStore,
} from './free-rounds';

const DAY_MS = 86_400_000;
let dataDir: string;
let clock: { now: number };
const recorded = new Set<string>();
const opened: FreeRoundsStore[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studio-free-rounds-'));
  clock = { now: Date.UTC(2026, 0, 1) };
  recorded.clear();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  await rm(dataDir, { recursive: true, force: true });
});

async function openStore(): Promise<FreeRoundsStore> {
  const store = await openFreeRoundsStore({
    dataDir,
    now: () => clock.now,
    isRoundRecorded: (roundId) => recorded.has(roundId),
  });
  opened.push(store);
  return store;
}

/** Closes a store and opens it again on the same file, as a restart does. */
async function reopen(store: FreeRoundsStore): Promise<FreeRoundsStore> {
  opened.splice(opened.indexOf(store), 1);
  await store.close();
  return openStore();
}

function grantOf(overrides: Partial<TFreeRoundsGrantRequest> = {}): TFreeRoundsGrantRequest {
  return {
    freeRoundsId: 'grant-1',
    playerId: 'player-1',
    gameId: 'game-1',
    rounds: 3,
    stake: 50,
    currency: 'EUR',
    expiresAt: new Date(clock.now + DAY_MS).toISOString(),
    ...overrides,
  };
}

const slot: FreeRoundsSession = {
  mode: 'real',
  engine: 'video-slot',
  playerId: 'player-1',
  gameId: 'game-1',
  currency: 'EUR',
  maxStakeMinor: null,
};

/** Takes a round and records it, as a round that was played. */
async function play(store: FreeRoundsStore, roundId: string) {
  const taken = await store.take(slot, roundId);
  recorded.add(roundId);
  return taken;
}

describe('the free-rounds store', () => {
  it('offers a grant to a real slot session of its player, game and currency only', async () => {
    const store = await openStore();
    await store.grant(grantOf());
    expect(store.offer(slot)).toEqual({ left: 3, stake: 50 });
    for (const other of [
      { mode: 'demo' as const },
      { engine: 'roulette' as const },
      { engine: 'blackjack' as const },
      { playerId: 'player-2' },
      { gameId: 'game-2' },
      { currency: 'SEK' as const },
      { maxStakeMinor: 20 },
    ]) {
      expect(store.offer({ ...slot, ...other }), JSON.stringify(other)).toBeNull();
      expect(await store.take({ ...slot, ...other }, 'round-x')).toBeNull();
    }
    expect(store.offer({ ...slot, engine: 'classic-slot', maxStakeMinor: 50 })).toEqual({
      left: 3,
      stake: 50,
    });
    expect(store.roundsLeft('grant-1')).toBe(3);
  });

  it('counts a round taken at once, so rounds started together never share one', async () => {
    const store = await openStore();
    await store.grant(grantOf({ rounds: 2 }));
    const taken = await Promise.all(['a', 'b', 'c'].map((roundId) => store.take(slot, roundId)));
    expect(taken).toEqual([
      { freeRoundsId: 'grant-1', stake: 50 },
      { freeRoundsId: 'grant-1', stake: 50 },
      null,
    ]);
    expect(store.offer(slot)).toBeNull();
    expect(store.roundsLeft('grant-1')).toBe(0);
  });

  it('plays the grant expiring first, and none once expired', async () => {
    const store = await openStore();
    await store.grant(grantOf({ freeRoundsId: 'late', stake: 100 }));
    await store.grant(
      grantOf({ freeRoundsId: 'soon', expiresAt: new Date(clock.now + 60_000).toISOString() }),
    );
    expect(await play(store, 'r1')).toEqual({ freeRoundsId: 'soon', stake: 50 });
    clock.now += 60_000;
    expect(store.roundsLeft('soon')).toBe(0);
    expect(await play(store, 'r2')).toEqual({ freeRoundsId: 'late', stake: 100 });
    clock.now += DAY_MS;
    expect(store.offer(slot)).toBeNull();
  });

  it('answers the same grant again with what is left, and other terms as a conflict', async () => {
    const store = await openStore();
    expect(await store.grant(grantOf())).toEqual({ kind: 'ok', roundsLeft: 3 });
    await play(store, 'r1');
    expect(await store.grant(grantOf())).toEqual({ kind: 'ok', roundsLeft: 2 });
    expect(await store.grant(grantOf({ stake: 100 }))).toEqual({ kind: 'conflict' });
    expect(store.offer(slot)).toEqual({ left: 2, stake: 50 });
  });

  it('ends a grant on a cancel, idempotently, and knows no unknown id', async () => {
    const store = await openStore();
    await store.grant(grantOf());
    expect(await store.cancel('grant-1')).toBe(0);
    expect(await store.cancel('grant-1')).toBe(0);
    expect(await store.cancel('grant-2')).toBeNull();
    expect(store.offer(slot)).toBeNull();
    expect(store.roundsLeft('grant-2')).toBeNull();
    const lines = (await readFile(join(dataDir, FREE_ROUNDS_FILE), 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { type: string }).type)).toEqual([
      'grant',
      'cancel',
    ]);
  });

  it('follows the casino’s lower count, and ends the grant when it refuses a report', async () => {
    const store = await openStore();
    await store.grant(grantOf({ rounds: 5 }));
    await play(store, 'r1');
    await play(store, 'r2');
    // The answer to the first round counts the second as left still: no news.
    await store.settle('grant-1', { kind: 'ok', roundsLeft: 4 });
    expect(store.roundsLeft('grant-1')).toBe(3);
    // The casino counts a round played elsewhere.
    await store.settle('grant-1', { kind: 'ok', roundsLeft: 2 });
    expect(store.roundsLeft('grant-1')).toBe(2);
    await play(store, 'r3');
    expect(store.roundsLeft('grant-1')).toBe(1);
    await store.settle('grant-1', { kind: 'refused', code: 'FREE_ROUNDS_USED' });
    expect(store.roundsLeft('grant-1')).toBe(0);
    expect(store.offer(slot)).toBeNull();
    const again = await reopen(store);
    expect(again.roundsLeft('grant-1')).toBe(0);
  });

  it('reads its file again at start, giving back a round taken but never played', async () => {
    const store = await openStore();
    await store.grant(grantOf({ rounds: 4 }));
    await store.grant(grantOf({ freeRoundsId: 'grant-2', gameId: 'game-2' }));
    await store.cancel('grant-2');
    await play(store, 'r1');
    await play(store, 'r2');
    // Taken, and the studio stopped before the round was recorded.
    await store.take(slot, 'r3');
    expect(store.roundsLeft('grant-1')).toBe(1);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    // A line cut short by a crash is skipped.
    await appendFile(join(dataDir, FREE_ROUNDS_FILE), '{"type":"use","freeRou');

    const again = await openStore();
    expect(again.roundsLeft('grant-1')).toBe(2);
    expect(again.roundsLeft('grant-2')).toBe(0);
    expect(again.offer(slot)).toEqual({ left: 2, stake: 50 });
    await again.take(slot, 'r4');
    recorded.add('r4');
    const third = await reopen(again);
    expect(third.roundsLeft('grant-1')).toBe(1);
  });
});
