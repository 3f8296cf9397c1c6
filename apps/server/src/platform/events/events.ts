import { MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import type { Database } from '../db/client';
import type { JobRunner } from '../jobs/jobs';
import {
  claimDueDelivery,
  deleteDelivery,
  findLatestPlayerEvent,
  listPlayerEventsAfter,
  insertEvent,
  recordFailedDelivery,
  type StoredEvent,
} from './repo';

// DESIGN §3: the facts modules act on without reaching into each other. A fact is written in the
// transaction of its change (a transactional outbox) and handed to each subscriber at least once;
// a subscriber runs in the transaction that deletes its delivery row, so what it writes to the
// database happens exactly once. Anything it does outside the database (a push to a browser) may
// happen again after a crash, and carries the fact's id for the receiver to see that.

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The app's facts: modules publish and subscribe through it; a job delivers them. */
    events: EventBus;
  }
}

/** Amounts are strings of minor units: JSON has no 64-bit integers. */
export type DomainEventPayloads = {
  /** A game round was closed with its stake and win (gameplay). */
  'round.settled': {
    roundId: string;
    gameId: string;
    currency: string;
    stakeMinor: string;
    winMinor: string;
  };
  /** A deposit's money reached the player's balance (payments). */
  'deposit.confirmed': { depositId: string; currency: string; amountMinor: string };
  /** A withdrawal was asked for and its money held (payments). */
  'withdrawal.requested': { withdrawalId: string; currency: string; amountMinor: string };
  /** A withdrawal's money left for the player's account (payments). */
  'withdrawal.paid': { withdrawalId: string; currency: string; amountMinor: string };
  /** A block, time-out or self-exclusion began (restrictions): who started it, and until when. */
  'player.restricted': {
    restriction: string;
    until: string | null;
    source?: 'player' | 'panic-button' | 'operator';
  };
  /**
   * A player's rewards changed (rewards): a bonus granted, converted, expired or forfeited, free
   * rounds granted or played, an offer opened or claimed. `what` names it.
   */
  'rewards.changed': {
    currency: string;
    what: string;
    /** The money the change is about (a bonus granted or converted, a cashback offered). */
    amountMinor?: string;
    /** A cashback offer's rule: the rounds a period needs, and the smallest cashback paid. */
    minRounds?: number;
    minCashbackMinor?: string;
  };
  /** A responsible-gambling limit began to apply or waits to (rg). */
  'limit.changed': {
    limitType: string;
    period: string;
    status: 'active' | 'future' | 'cancelled';
  };
  /** A notification was written for the player (notifications): pushed live, replayed if missed. */
  'notification.created': { notificationId: string };
  /** A round counted toward a race the player takes part in (promotions). */
  'race.scored': { raceId: string };
  /** A race started or was settled (promotions): about no one player, pushed to everyone. */
  'race.started': { raceId: string };
  'race.finished': { raceId: string };
  /**
   * The player answered the satisfaction survey (spec 001 §2 delighted): 0–10 and a comment, or
   * no score when they closed it.
   */
  'survey.answered': { score: number | null; comment: string | null };
  /**
   * A Peruvian player completed the MINCETUR migration (migrations): what the form gave that the
   * player's account keeps nowhere else (the nationality), for the compliance record.
   */
  'pe-migration.completed': { nationality: string; identityDocumentType: string };
};

export type DomainEventType = keyof DomainEventPayloads;

export const DOMAIN_EVENT_TYPES = [
  'round.settled',
  'deposit.confirmed',
  'withdrawal.requested',
  'withdrawal.paid',
  'player.restricted',
  'limit.changed',
  'rewards.changed',
  'notification.created',
  'race.scored',
  'race.started',
  'race.finished',
  'survey.answered',
  'pe-migration.completed',
] as const satisfies readonly DomainEventType[];

export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: {
    id: number;
    type: K;
    playerId: string | null;
    payload: DomainEventPayloads[K];
    occurredAt: Date;
  };
}[T];

/** Runs in the delivery's transaction: read and write through `tx`, never around it. */
export type EventHandler<T extends DomainEventType> = (
  event: DomainEvent<T>,
  tx: Database,
) => Promise<void>;

export type DeliveryOutcome = { delivered: number; failed: number };

export type EventBus = {
  /**
   * Registers a subscriber, by a name unique in the app, while the app is built: a fact is handed
   * to the subscribers known when it is published.
   */
  subscribe<T extends DomainEventType>(
    subscriber: string,
    types: readonly T[],
    handler: EventHandler<T>,
  ): void;
  /** Writes a fact in the caller's transaction; answers its id. */
  publish<T extends DomainEventType>(
    tx: Database,
    type: T,
    fact: { playerId: string | null; payload: DomainEventPayloads[T] },
  ): Promise<number>;
  /** Hands over due facts, one transaction each, until none is due or `limit` have run. */
  deliverDue(limit?: number): Promise<DeliveryOutcome>;
  /** A player's newest fact of `types` after `afterId` (what a reconnecting stream missed). */
  latestPlayerEvent<T extends DomainEventType>(
    playerId: string,
    types: readonly T[],
    afterId: number,
  ): Promise<DomainEvent<T> | undefined>;
  /** A player's facts of `types` after `afterId`, oldest first, at most `limit`. */
  playerEventsAfter<T extends DomainEventType>(
    playerId: string,
    types: readonly T[],
    afterId: number,
    limit: number,
  ): Promise<DomainEvent<T>[]>;
};

/** The job that hands facts over, and how soon after a pass the next one runs. */
export const EVENT_DELIVERY_JOB = 'events.deliver';
export const EVENT_DELIVERY_INTERVAL_MS = SECOND_MS;

/** Hands facts over on the job runner: one pass at a time across every process. */
export function scheduleEventDelivery(
  bus: Pick<EventBus, 'deliverDue'>,
  jobs: Pick<JobRunner, 'every'>,
): void {
  jobs.every(EVENT_DELIVERY_JOB, EVENT_DELIVERY_INTERVAL_MS, async () => {
    await bus.deliverDue();
  });
}

/** Tries a delivery this many times; then it stays, given up, for the operator. */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** 1 s, 2 s, 4 s … at most 10 minutes between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(SECOND_MS * 2 ** Math.max(0, attempts - 1), 10 * MINUTE_MS);
}

export type EventBusOptions = {
  db: Database;
  now?: () => Date;
  onError?: (details: { subscriber: string; eventId: number; error: unknown }) => void;
};

function toEvent(row: StoredEvent): DomainEvent {
  return {
    id: row.id,
    type: row.type as DomainEventType,
    playerId: row.playerId,
    payload: row.payload,
    occurredAt: row.occurredAt,
  } as DomainEvent;
}

export function createEventBus({
  db,
  now = () => new Date(),
  onError = () => {},
}: EventBusOptions): EventBus {
  const handlers = new Map<string, { types: ReadonlySet<string>; handle: EventHandler<never> }>();
  let hasPublished = false;

  function subscribersOf(type: DomainEventType): string[] {
    return [...handlers].filter(([, { types }]) => types.has(type)).map(([name]) => name);
  }

  async function deliverOne(names: readonly string[]): Promise<'none' | 'delivered' | 'failed'> {
    let claimed: { subscriber: string; eventId: number; attempts: number } | undefined;
    try {
      return await db.transaction(async (tx) => {
        const due = await claimDueDelivery(tx, names, now());
        if (due === undefined) return 'none';
        const { delivery, event } = due;
        claimed = delivery;
        const handler = handlers.get(delivery.subscriber)!;
        await handler.handle(toEvent(event) as never, tx);
        await deleteDelivery(tx, delivery.subscriber, delivery.eventId);
        return 'delivered';
      });
    } catch (error) {
      if (claimed === undefined) throw error;
      const attempts = claimed.attempts + 1;
      onError({ subscriber: claimed.subscriber, eventId: claimed.eventId, error });
      await recordFailedDelivery(
        db,
        claimed.subscriber,
        claimed.eventId,
        error instanceof Error ? error.message.slice(0, 1_000) : String(error).slice(0, 1_000),
        attempts >= MAX_DELIVERY_ATTEMPTS
          ? null
          : new Date(now().getTime() + retryDelayMs(attempts)),
      );
      return 'failed';
    }
  }

  return {
    subscribe(subscriber, types, handler) {
      if (hasPublished) {
        throw new Error(`subscriber ${subscriber} came after the first fact was published`);
      }
      if (handlers.has(subscriber)) throw new Error(`subscriber ${subscriber} is registered twice`);
      handlers.set(subscriber, {
        types: new Set(types),
        handle: handler as EventHandler<never>,
      });
    },

    async publish(tx, type, { playerId, payload }) {
      hasPublished = true;
      const at = now();
      return insertEvent(tx, { type, playerId, payload, occurredAt: at }, subscribersOf(type), at);
    },

    async latestPlayerEvent(playerId, types, afterId) {
      const row = await findLatestPlayerEvent(db, playerId, types, afterId);
      return row === undefined ? undefined : (toEvent(row) as DomainEvent<(typeof types)[number]>);
    },

    async playerEventsAfter(playerId, types, afterId, limit) {
      const rows = await listPlayerEventsAfter(db, playerId, types, afterId, limit);
      return rows.map((row) => toEvent(row) as DomainEvent<(typeof types)[number]>);
    },

    async deliverDue(limit = 100) {
      const names = [...handlers.keys()];
      const outcome: DeliveryOutcome = { delivered: 0, failed: 0 };
      for (let run = 0; run < limit; run += 1) {
        const result = await deliverOne(names);
        if (result === 'none') break;
        outcome[result] += 1;
      }
      return outcome;
    },
  };
}
