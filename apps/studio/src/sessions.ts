import { randomBytes } from 'node:crypto';
import type { BlackjackState } from './engines/blackjack';
import type { EngineId } from './engines/engine-types';
import type { RngDraw } from './rng';
import type { StudioCurrency } from './stakes';

// The studio's own game sessions: a random 256-bit id, held in memory only, sent by the client as
// `Authorization: Bearer <id>` (a cross-site iframe loses its cookies). Idle sessions expire and
// the number of sessions is capped; the least recently used one goes first.

/** A blackjack hand in play: its state and what the round record needs when it ends. */
export type OpenBlackjackRound = {
  roundId: string;
  startedAt: number;
  state: BlackjackState;
  draws: RngDraw[];
  debitIds: string[];
};

export type Session = {
  id: string;
  mode: 'real' | 'demo';
  engine: EngineId;
  skin: string;
  gameId: string;
  playerId: string;
  currency: StudioCurrency;
  locale: string;
  origin: string;
  minCycleMs: number;
  /**
   * The casino's stake cap of this launch in minor units (its `maxStake`), or null without one.
   * It holds for the slots only (stakes.ts `offeredStakes`).
   */
  maxStakeMinor: number | null;
  /** Demo play money; the casino holds the real balance. */
  demoBalance: number;
  /** The balance as last answered (the casino's in real mode). */
  lastBalance: number;
  lastRoundStartedAt: number | null;
  /** Set while a request moves money for this session; a second one meanwhile is refused. */
  isBusy: boolean;
  blackjack: OpenBlackjackRound | null;
  /**
   * When the casino paused play (its page covers the game, or it refused a stake for a
   * responsible-gambling reason); null while play may go on. No round starts while it is set.
   */
  pausedAt: number | null;
  lastSeenAt: number;
};

export type NewSession = Omit<
  Session,
  'id' | 'isBusy' | 'blackjack' | 'lastSeenAt' | 'lastRoundStartedAt' | 'pausedAt'
>;

export type SessionStore = {
  create(data: NewSession): Session;
  /** The live session of an id, or undefined; touching it keeps it alive. */
  get(id: string): Session | undefined;
  /** Ends every idle session; returns them so open rounds can be finished. */
  sweep(): Session[];
  all(): Session[];
  size(): number;
};

export function isPaused(session: Session): boolean {
  return session.pausedAt !== null;
}

export const SESSION_IDLE_MS = 30 * 60_000;
export const MAX_SESSIONS = 50_000;

export function createSessionStore(options: {
  now: () => number;
  idleMs?: number;
  maxSessions?: number;
  onEvict?: (session: Session) => void;
}): SessionStore {
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const maxSessions = options.maxSessions ?? MAX_SESSIONS;
  // Insertion order is kept least recently used first: a touch moves a session to the end.
  const sessions = new Map<string, Session>();

  const isExpired = (session: Session) => options.now() - session.lastSeenAt >= idleMs;

  function evict(session: Session): void {
    sessions.delete(session.id);
    options.onEvict?.(session);
  }

  return {
    create(data) {
      while (sessions.size >= maxSessions) {
        const oldest = sessions.values().next().value;
        if (!oldest) break;
        evict(oldest);
      }
      const session: Session = {
        ...data,
        id: randomBytes(32).toString('base64url'),
        isBusy: false,
        blackjack: null,
        pausedAt: null,
        lastRoundStartedAt: null,
        lastSeenAt: options.now(),
      };
      sessions.set(session.id, session);
      return session;
    },
    get(id) {
      const session = sessions.get(id);
      if (!session) return undefined;
      if (isExpired(session) && !session.isBusy) {
        evict(session);
        return undefined;
      }
      session.lastSeenAt = options.now();
      sessions.delete(id);
      sessions.set(id, session);
      return session;
    },
    sweep() {
      const expired = [...sessions.values()].filter(
        (session) => isExpired(session) && !session.isBusy,
      );
      for (const session of expired) evict(session);
      return expired;
    },
    all: () => [...sessions.values()],
    size: () => sessions.size,
  };
}
