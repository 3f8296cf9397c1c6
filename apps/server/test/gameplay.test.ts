import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameplayService, type GameplayService } from '../src/modules/gameplay/service';
import type { DomainEvent } from '../src/platform/events/events';
import { createTestApp, type TestApp, type TestPlayer } from './helper';
import {
  catalogueGames,
  fund,
  launchFor,
  nextId,
  providerPost,
  roundOf,
  STUDIO,
} from './provider-api-helper';

let t: TestApp;
/** What a subscriber of the app's facts was handed, in order. */
const settledFacts: DomainEvent<'round.settled'>[] = [];
let gameId: string;
let gameplay: GameplayService;
beforeAll(async () => {
  t = await createTestApp();
  t.app.events.subscribe('test.rounds', ['round.settled'], async (fact) => {
    settledFacts.push(fact);
  });
  gameId = (await catalogueGames(t.database.db, 1))[0]!.id;
  gameplay = createGameplayService({
    db: t.database.db,
    catalog: { gameNames: async () => new Map() },
    events: t.app.events,
  });
});
afterAll(() => t.close());

async function expectOk(call: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const response = await call;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
}

/** A round left open by the studio: two stakes and a win with more to come. */
async function openRoundWithAWin(player: TestPlayer): Promise<string> {
  const roundId = nextId('round');
  const base = { playerId: player.id, roundId, gameId, currency: player.currency };
  const debits = [nextId('debit'), nextId('debit')];
  await expectOk(providerPost(t.app, 'debit', { ...base, transactionId: debits[0], amount: 100 }));
  await expectOk(providerPost(t.app, 'debit', { ...base, transactionId: debits[1], amount: 20 }));
  await expectOk(
    providerPost(t.app, 'credit', {
      ...base,
      transactionId: nextId('credit'),
      debitTransactionId: debits[0],
      amount: 30,
      roundEnded: false,
    }),
  );
  return roundId;
}

describe('settleRound', () => {
  it('answers the settled round with its stakes and every win, in the caller’s transaction', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 10_000n);
    await launchFor(t, player, gameId);
    const roundId = await openRoundWithAWin(player);
    const key = { providerId: STUDIO.id, roundId, playerId: player.id, gameId };

    const settled = await t.database.db.transaction(async (tx) => {
      const round = await gameplay.openRoundOf(tx, key);
      if (round === undefined) throw new Error('the round is not open');
      return gameplay.settleRound(tx, round, 50n);
    });

    expect(settled).toMatchObject({
      providerId: STUDIO.id,
      roundId,
      playerId: player.id,
      gameId,
      currency: 'EUR',
      betMinor: 120n,
      winMinor: 80n,
    });
    expect(settled.settledAt).toBeInstanceOf(Date);

    // The fact was written with the settlement and reaches a subscriber exactly once.
    const before = settledFacts.length;
    await t.app.events.deliverDue();
    await t.app.events.deliverDue();
    const handed = settledFacts.slice(before).filter((fact) => fact.payload.roundId === settled.id);
    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({
      type: 'round.settled',
      playerId: player.id,
      payload: { gameId, currency: 'EUR', stakeMinor: '120', winMinor: '80' },
    });
    expect(await roundOf(t.database.db, roundId)).toEqual({
      status: 'completed',
      bet: '120',
      win: '80',
    });
    await expect(
      t.database.db.transaction((tx) => gameplay.openRoundOf(tx, key)),
    ).rejects.toMatchObject({ code: 'ROUND_CLOSED' });
  });

  it('leaves the round open when the money’s transaction rolls back', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 10_000n);
    await launchFor(t, player, gameId);
    const roundId = await openRoundWithAWin(player);
    const key = { providerId: STUDIO.id, roundId, playerId: player.id, gameId };

    await expect(
      t.database.db.transaction(async (tx) => {
        const round = await gameplay.openRoundOf(tx, key);
        if (round === undefined) throw new Error('the round is not open');
        await gameplay.settleRound(tx, round, 50n);
        throw new Error('the transfer failed');
      }),
    ).rejects.toThrow('the transfer failed');

    expect(await roundOf(t.database.db, roundId)).toEqual({
      status: 'open',
      bet: '120',
      win: '30',
    });
    // No settlement, no fact.
    await t.app.events.deliverDue();
    expect(settledFacts.filter((fact) => fact.playerId === player.id)).toEqual([]);
  });
});
