import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import {
  createEventBus,
  EVENT_DELIVERY_INTERVAL_MS,
  EVENT_DELIVERY_JOB,
  MAX_DELIVERY_ATTEMPTS,
  scheduleEventDelivery,
  retryDelayMs,
  type DomainEvent,
  type EventBus,
} from '../src/platform/events/events';
import { listAbandonedDeliveries } from '../src/platform/events/repo';
import { createManualJobRunner } from '../src/platform/jobs/manual';
import { openTestDatabase, type TestDatabase } from './helper';

const SETTLED = {
  roundId: 'r-1',
  gameId: '110075',
  currency: 'EUR',
  stakeMinor: '100',
  winMinor: '250',
} as const;

describe('the events outbox', () => {
  let database: TestDatabase;
  let clock: Date;
  const now = () => clock;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table seen (subscriber text, event_id bigint)`);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock = new Date('2026-11-25T12:00:00Z');
    await database.db.execute(sql`delete from seen`);
    await database.db.execute(sql`delete from event_deliveries`);
    await database.db.execute(sql`delete from domain_events`);
  });

  /** A subscriber that writes what it saw through the delivery's transaction. */
  function recording(bus: EventBus, name: string, fail: () => boolean = () => false) {
    bus.subscribe(name, ['round.settled'], async (event, tx) => {
      await tx.execute(sql`insert into seen values (${name}, ${event.id})`);
      if (fail()) throw new Error(`${name} is down`);
    });
  }

  async function seen(): Promise<{ subscriber: string; event_id: string }[]> {
    return queryRows(database.db, sql`select * from seen order by subscriber, event_id`);
  }

  it('writes a fact only with its transaction', async () => {
    const bus = createEventBus({ db: database.db, now });
    recording(bus, 'ledger');
    await expect(
      database.db.transaction(async (tx) => {
        await bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await bus.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(await seen()).toEqual([]);
  });

  it('hands a round-settled fact to its subscriber exactly once', async () => {
    const bus = createEventBus({ db: database.db, now });
    const received: DomainEvent[] = [];
    bus.subscribe('races', ['round.settled'], async (event) => {
      received.push(event);
    });
    const id = await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
    );
    expect(await bus.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(await bus.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(received).toEqual([
      { id, type: 'round.settled', playerId: 'p-1', payload: SETTLED, occurredAt: clock },
    ]);
  });

  it('is handed over by a recurring job on the job runner', async () => {
    const bus = createEventBus({ db: database.db, now });
    recording(bus, 'ledger');
    const jobs = createManualJobRunner();
    scheduleEventDelivery(bus, jobs);
    expect(jobs.registered().get(EVENT_DELIVERY_JOB)).toMatchObject({
      kind: 'every',
      intervalMs: EVENT_DELIVERY_INTERVAL_MS,
    });
    await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
    );
    await jobs.run(EVENT_DELIVERY_JOB);
    expect(await seen()).toHaveLength(1);
  });

  it('retries a failed subscriber with backoff, undoing what its failed try wrote', async () => {
    const bus = createEventBus({ db: database.db, now });
    let isDown = true;
    recording(bus, 'rewards', () => isDown);
    await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
    );
    expect(await bus.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(await seen()).toEqual([]);
    // Not due again before its delay.
    clock = new Date(clock.getTime() + retryDelayMs(1) - 1);
    expect(await bus.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    isDown = false;
    clock = new Date(clock.getTime() + 1);
    expect(await bus.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(await seen()).toHaveLength(1);
  });

  it('gives up after the last try and keeps the delivery for the operator', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ db: database.db, now, onError: (e) => errors.push(e) });
    recording(bus, 'broken', () => true);
    const id = await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
    );
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await bus.deliverDue()).toEqual({ delivered: 0, failed: 1 });
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
    }
    expect(await bus.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    const [abandoned] = await listAbandonedDeliveries(database.db);
    expect(abandoned).toMatchObject({
      subscriber: 'broken',
      eventId: id,
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: 'broken is down',
      nextAttemptAt: null,
    });
    expect(errors).toHaveLength(MAX_DELIVERY_ATTEMPTS);
  });

  it('keeps subscribers apart: one failing does not hold back another', async () => {
    const bus = createEventBus({ db: database.db, now });
    recording(bus, 'a-broken', () => true);
    recording(bus, 'b-working');
    await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
    );
    expect(await bus.deliverDue()).toEqual({ delivered: 1, failed: 1 });
    expect((await seen()).map((row) => row.subscriber)).toEqual(['b-working']);
  });

  it('hands each fact over once when two processes deliver at the same time', async () => {
    const buses = [
      createEventBus({ db: database.db, now }),
      createEventBus({ db: database.db, now }),
    ];
    for (const bus of buses) recording(bus, 'ledger');
    const ids: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      ids.push(
        await database.db.transaction((tx) =>
          buses[index % 2]!.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
        ),
      );
    }
    const outcomes = await Promise.all(buses.map((bus) => bus.deliverDue()));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.delivered, 0)).toBe(20);
    expect((await seen()).map((row) => Number(row.event_id))).toEqual(ids);
  });

  it('answers a player’s newest fact after an id, for a push stream to replay', async () => {
    const bus = createEventBus({ db: database.db, now });
    const first = await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-1', payload: SETTLED }),
    );
    const second = await database.db.transaction((tx) =>
      bus.publish(tx, 'deposit.confirmed', {
        playerId: 'p-1',
        payload: { depositId: 'd-1', currency: 'EUR', amountMinor: '2000' },
      }),
    );
    await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: 'p-2', payload: SETTLED }),
    );
    const latest = await bus.latestPlayerEvent(
      'p-1',
      ['round.settled', 'deposit.confirmed'],
      first,
    );
    expect(latest?.id).toBe(second);
    expect(await bus.latestPlayerEvent('p-1', ['round.settled'], first)).toBeUndefined();
  });

  it('refuses a subscriber that comes after the first fact, and a name used twice', async () => {
    const bus = createEventBus({ db: database.db, now });
    recording(bus, 'ledger');
    expect(() => recording(bus, 'ledger')).toThrow(/twice/);
    await database.db.transaction((tx) =>
      bus.publish(tx, 'round.settled', { playerId: null, payload: SETTLED }),
    );
    expect(() => recording(bus, 'late')).toThrow(/after the first fact/);
  });
});
