import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { TFreeRoundsGrantRequest } from '@playfair/contracts/free-rounds';
import type { TFreeRoundsState } from './api-contract';
import type { Session } from './sessions';
import { isSlotEngine } from './stakes';

// DESIGN §11 free rounds, as aggregators grant them: the casino grants a player `rounds` rounds of
// a game at a stake until a time (packages/contracts free-rounds.ts); the studio plays them with no
// debit and reports each through the provider API's free-round call. The grants live here, kept as
// an append-only file, `${dataDir}/free-rounds.jsonl` (each grant, cancel, round used and word of
// the casino on what is left), read again at start like rounds.jsonl.
//
// A grant names the casino's game id, the `game` of the launch; which engine plays that game is
// known only when it is launched. So any grant is kept, and only a real-money slot session takes
// it: a grant for a table game or blackjack is accepted and never played.

export type FreeRoundsEntry =
  | { type: 'grant'; grant: TFreeRoundsGrantRequest; at: string }
  | { type: 'cancel'; freeRoundsId: string; at: string }
  /** One round of the grant taken by `roundId`, counted before the round is played. */
  | { type: 'use'; freeRoundsId: string; roundId: string; at: string }
  /**
   * The casino's count of what is left, when lower than the studio's: its answer to a report, or
   * 0 with `code` when it refused one (the grant is used up or unknown to it), which ends the
   * grant. The studio never plays more than the casino says is left.
   */
  | { type: 'left'; freeRoundsId: string; roundsLeft: number; code?: string; at: string };

export type FreeRoundsGrantResult =
  | { kind: 'ok'; roundsLeft: number }
  /** The same id was granted with other terms. */
  | { kind: 'conflict' };

/** A round taken from a grant: played at the grant's stake. */
export type FreeRoundTaken = { freeRoundsId: string; stake: number };

export type FreeRoundsSession = Pick<
  Session,
  'mode' | 'engine' | 'playerId' | 'gameId' | 'currency' | 'maxStakeMinor'
>;

export type FreeRoundsStore = {
  /** Keeps a grant; the same id again answers what is left, other terms a conflict. */
  grant(request: TFreeRoundsGrantRequest): Promise<FreeRoundsGrantResult>;
  /** Ends what is left of a grant; null when the id is unknown. Idempotent. */
  cancel(freeRoundsId: string): Promise<number | null>;
  /** Rounds left of a grant (0 once cancelled, expired or used), or null when unknown. */
  roundsLeft(freeRoundsId: string): number | null;
  /** What the session's next round would play from, or null. */
  offer(session: FreeRoundsSession): TFreeRoundsState | null;
  /**
   * Takes one round of the grant the session plays from, or answers null. The count drops before
   * the first await, so two rounds started together never take the same one; it resolves once
   * the use is written.
   */
  take(session: FreeRoundsSession, roundId: string): Promise<FreeRoundTaken | null>;
  /** The casino answered a report: its count of what is left, or its refusal, which ends the grant. */
  settle(
    freeRoundsId: string,
    answer: { kind: 'ok'; roundsLeft: number } | { kind: 'refused'; code: string },
  ): Promise<void>;
  close(): Promise<void>;
};

export const FREE_ROUNDS_FILE = 'free-rounds.jsonl';

type GrantState = {
  request: TFreeRoundsGrantRequest;
  expiresAt: number;
  /** Grant order, to play the older of two grants expiring together first. */
  order: number;
  /** Rounds taken here, or counted by the casino when it said more were used. */
  used: number;
  /** Cancelled by the casino, or ended by its refusal of a report. */
  isEnded: boolean;
};

export async function openFreeRoundsStore(options: {
  dataDir: string;
  now: () => number;
  /**
   * Whether a round was recorded in the round journal. A use whose round never was (the studio
   * stopped between taking the round and playing it) is given back at start: the casino never
   * heard of it, so the player keeps it.
   */
  isRoundRecorded: (roundId: string) => boolean;
}): Promise<FreeRoundsStore> {
  await mkdir(options.dataDir, { recursive: true });
  const path = join(options.dataDir, FREE_ROUNDS_FILE);
  const grants = new Map<string, GrantState>();
  const byPlayerGame = new Map<string, GrantState[]>();
  const keyOf = (playerId: string, gameId: string) => JSON.stringify([playerId, gameId]);

  function index(entry: FreeRoundsEntry, isLoading: boolean): void {
    if (entry.type === 'grant') {
      if (grants.has(entry.grant.freeRoundsId)) return;
      const state: GrantState = {
        request: entry.grant,
        expiresAt: Date.parse(entry.grant.expiresAt),
        order: grants.size,
        used: 0,
        isEnded: false,
      };
      grants.set(entry.grant.freeRoundsId, state);
      const key = keyOf(entry.grant.playerId, entry.grant.gameId);
      byPlayerGame.set(key, [...(byPlayerGame.get(key) ?? []), state]);
      return;
    }
    const state = grants.get(entry.freeRoundsId);
    if (!state) return;
    switch (entry.type) {
      case 'cancel':
        state.isEnded = true;
        return;
      case 'use':
        if (!isLoading || options.isRoundRecorded(entry.roundId)) state.used += 1;
        return;
      case 'left':
        if (entry.code !== undefined) state.isEnded = true;
        state.used = Math.max(state.used, state.request.rounds - entry.roundsLeft);
        return;
    }
  }

  let existing = '';
  try {
    existing = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const line of existing.split('\n')) {
    if (line.trim() === '') continue;
    // A line cut short by a crash is the only one that can fail to parse; it is skipped.
    try {
      index(JSON.parse(line) as FreeRoundsEntry, true);
    } catch {
      continue;
    }
  }

  const handle: FileHandle = await open(path, 'a');
  if (existing !== '' && !existing.endsWith('\n')) await handle.appendFile('\n');
  // Appends are chained so lines never interleave and land in the order they were asked for.
  let tail: Promise<void> = Promise.resolve();
  const at = () => new Date(options.now()).toISOString();

  function append(entry: FreeRoundsEntry): Promise<void> {
    index(entry, false);
    const line = `${JSON.stringify(entry)}\n`;
    tail = tail.then(() => handle.appendFile(line));
    return tail;
  }

  function left(state: GrantState): number {
    return state.isEnded ? 0 : Math.max(0, state.request.rounds - state.used);
  }

  /** What the casino hears is left: nothing once the grant has expired. */
  function leftNow(state: GrantState): number {
    return state.expiresAt > options.now() ? left(state) : 0;
  }

  /**
   * The grant a session plays from: real money, a slot, the player and game of the grant, its
   * currency, not expired, rounds left, and a stake within the launch's stake cap (the market's
   * limit per spin holds for a free spin too). The one expiring first goes first.
   */
  function playable(session: FreeRoundsSession): GrantState | null {
    if (session.mode !== 'real' || !isSlotEngine(session.engine)) return null;
    const now = options.now();
    const cap = session.maxStakeMinor;
    const candidates = (byPlayerGame.get(keyOf(session.playerId, session.gameId)) ?? []).filter(
      (state) =>
        left(state) > 0 &&
        state.expiresAt > now &&
        state.request.currency === session.currency &&
        (cap === null || state.request.stake <= cap),
    );
    candidates.sort((a, b) => a.expiresAt - b.expiresAt || a.order - b.order);
    return candidates[0] ?? null;
  }

  return {
    async grant(request) {
      const known = grants.get(request.freeRoundsId);
      if (known) {
        return isDeepStrictEqual(known.request, request)
          ? { kind: 'ok', roundsLeft: leftNow(known) }
          : { kind: 'conflict' };
      }
      await append({ type: 'grant', grant: request, at: at() });
      return { kind: 'ok', roundsLeft: request.rounds };
    },
    async cancel(freeRoundsId) {
      const known = grants.get(freeRoundsId);
      if (!known) return null;
      if (!known.isEnded) await append({ type: 'cancel', freeRoundsId, at: at() });
      return 0;
    },
    roundsLeft(freeRoundsId) {
      const known = grants.get(freeRoundsId);
      return known ? leftNow(known) : null;
    },
    offer(session) {
      const state = playable(session);
      return state ? { left: left(state), stake: state.request.stake } : null;
    },
    async take(session, roundId) {
      const state = playable(session);
      if (!state) return null;
      const { freeRoundsId, stake } = state.request;
      await append({ type: 'use', freeRoundsId, roundId, at: at() });
      return { freeRoundsId, stake };
    },
    async settle(freeRoundsId, answer) {
      const known = grants.get(freeRoundsId);
      if (!known) return;
      if (answer.kind === 'refused') {
        if (known.isEnded) return;
        await append({ type: 'left', freeRoundsId, roundsLeft: 0, code: answer.code, at: at() });
        return;
      }
      // Only a lower count is news: the answer to an earlier round still counts the rounds taken
      // here since as left.
      if (answer.roundsLeft >= left(known)) return;
      await append({ type: 'left', freeRoundsId, roundsLeft: answer.roundsLeft, at: at() });
    },
    async close() {
      await tail;
      await handle.close();
    },
  };
}
