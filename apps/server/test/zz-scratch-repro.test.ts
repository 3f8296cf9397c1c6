import { afterAll, beforeAll, expect, it } from 'vitest';
import { operatorHeaders, signedInPlayer, fund } from './payments-helper';
import { providerPost } from './provider-api-helper';
import { createRewardsTestApp, launchFor, slotGame, type RewardsTestApp } from './rewards-helper';

let t: RewardsTestApp;
beforeAll(async () => { t = await createRewardsTestApp(); });
afterAll(() => t.close());

const within = <T,>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

it('a stake while a bonus runs', async () => {
  const slot = await slotGame(t);
  console.log('slot', slot);
  const player = await signedInPlayer(t, { country: 'GB', currency: 'GBP' });
  await launchFor(t, player, slot.id, { now: t.clock.now });
  await fund(t, player, 1000n);
  const granted = await t.app.inject({
    method: 'POST', url: `/operator-api/v1/players/${player.id}/rewards`,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'bonus', amountMinor: '500', bonus: { wageringMultiplier: 2, wageringDays: 30, maxBetMinor: null, contributions: { slots: 100, table: 10, live: 0 } }, reason: 'test', idempotencyKey: 'k-repro-001' }),
  });
  console.log('grant', granted.statusCode, granted.body);
  const debit = providerPost(t.app, 'debit', { playerId: player.id, roundId: 'r-repro-1', gameId: slot.id, transactionId: 'd-repro-1', amount: 100, currency: 'GBP' });
  const result = await within(debit, 10_000);
  console.log('debit', result === 'timeout' ? 'TIMEOUT' : `${result.statusCode} ${result.body}`);
  expect(result).not.toBe('timeout');
}, 60_000);
