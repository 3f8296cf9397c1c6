import { DAY_MS, MINUTE_MS } from '@playfair/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestrictionsService } from '../src/modules/restrictions/service';
import { newCardFields, VISA_OK } from './payments-helper';
import { postLogin } from './helper';
import { catalogueGames, launchFor, nextId, providerPost } from './provider-api-helper';
import {
  activeLimits,
  createRgTestApp,
  errorCodeOf,
  recordMove,
  rgGet,
  rgPlayer,
  rgPost,
  rgPostJson,
  setLimit,
  type RgTestApp,
} from './rg-helper';

// Issue "Responsible gambling I", "Bad input, concurrency and bypass": each rule tried the way a
// player calling the API directly would try to get round it. Every attempt is refused and leaves
// the player's limits and money as they were.

let t: RgTestApp;
beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());

describe('getting round a limit', () => {
  it('a deposit over the deposit limit, straight to the deposit call', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'deposit', 'daily', '25');
    const answer = await rgPost(
      t,
      player,
      '/en/user/payment-deposit/new-card?qd=1',
      newCardFields(VISA_OK, '26'),
    );
    expect(answer.json()).toMatchObject({
      success: false,
      errors: [{ code: 'DEPOSIT_LIMIT_REACHED' }],
    });
  });

  it('a raise without the quiz where the market asks for it (ES)', async () => {
    const player = await rgPlayer(t, { country: 'ES' });
    expect(errorCodeOf(await setLimit(t, player, 'deposit', 'daily', '601'))).toBe(
      'LIMIT_QUIZ_REQUIRED',
    );
    // A quiz answered with unknown answers is no pass.
    await rgPostJson(t, player, '/en/rg/quiz/submit', {
      quizId: 1,
      questions: [101, 102, 103, 104].map((id) => ({ QuestionId: id, AnswerId: id * 10 + 9 })),
    });
    expect(errorCodeOf(await setLimit(t, player, 'deposit', 'daily', '601'))).toBe(
      'LIMIT_QUIZ_REQUIRED',
    );
  });

  it('a raise twice: the second waits for the first', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'loss', 'daily', '10');
    expect((await setLimit(t, player, 'loss', 'daily', '20')).json().Status).toBe('future');
    expect(errorCodeOf(await setLimit(t, player, 'loss', 'daily', '30'))).toBe('LIMIT_COOL_DOWN');
    // Nor by another route: the confirmation of a raise that needs none.
    const confirm = await rgPost(t, player, '/en/user/v2/limits/confirm', {
      LimitType: '2',
      Duration: '1',
      Confirm: 'yes',
    });
    expect(errorCodeOf(confirm)).toBe('LIMIT_NOTHING_TO_CONFIRM');
    expect((await activeLimits(t, player)).ActiveLimits[0]?.Amount).toBe('10.00');
  });

  it('a stake over the loss limit, straight to the provider API', async () => {
    const [game] = await catalogueGames(t.database.db, 1);
    const player = await rgPlayer(t, { country: 'FI' });
    await recordMove(t, player.id, 'deposit', 10_000n);
    await launchFor(t, player, game!.id, { now: t.clock.now });
    await setLimit(t, player, 'loss', 'daily', '1');
    const answer = await providerPost(t.app, 'debit', {
      playerId: player.id,
      transactionId: nextId('d'),
      roundId: nextId('r'),
      gameId: game!.id,
      amount: 101,
      currency: 'EUR',
    });
    expect(answer.json()).toMatchObject({ error: { code: 'LOSS_LIMIT_REACHED' } });
  });

  it('a limit set for another player’s id or with a forged token', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    const victim = await rgPlayer(t, { country: 'FI' });
    await rgPost(t, player, '/en/user/v2/limits', {
      LimitType: '1',
      Duration: '1',
      Amount: '5',
      playerId: victim.id,
    });
    expect((await activeLimits(t, victim)).ActiveLimits).toEqual([]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/en/user/v2/limits',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'pf_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      },
      payload: 'LimitType=1&Duration=1&Amount=5000',
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('getting round a break', () => {
  it('logging in while excluded, and using the old session', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await rgPost(t, player, '/en/user/self-exclusion', {
      duration: '4',
      password: player.password,
    });
    const login = await postLogin(t.app, { username: player.email, password: player.password });
    expect(login.json()).toMatchObject({ type: 'error', gtmError: 'self_excluded' });
    expect((await rgGet(t, player, '/en/user/v2/active-limits')).statusCode).toBe(401);
    expect(
      (
        await rgPost(t, player, '/en/user/self-exclusion', {
          duration: '1',
          password: player.password,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shortening a running exclusion, whoever asks', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await rgPost(t, player, '/en/user/self-exclusion', {
      duration: '5',
      password: player.password,
    });
    const restrictions = createRestrictionsService({
      db: t.database.db,
      events: { publish: async () => 0 },
      now: t.clock.now,
    });
    const shorter = t.database.db.transaction((tx) =>
      restrictions.startBreak(tx, {
        playerId: player.id,
        patch: { kind: 'time-out', until: new Date(t.clock.now().getTime() + DAY_MS) },
        source: 'operator',
        actor: 'support',
        reason: 'asked to end it early',
      }),
    );
    await expect(shorter).rejects.toMatchObject({ code: 'BREAK_CANNOT_SHORTEN' });
    // A longer one is taken.
    await t.database.db.transaction((tx) =>
      restrictions.startBreak(tx, {
        playerId: player.id,
        patch: { kind: 'self-exclusion', until: null },
        source: 'player',
        actor: `player:${player.id}`,
        reason: 'made permanent',
      }),
    );
    const later = await postLogin(t.app, { username: player.email, password: player.password });
    expect(later.json()).toMatchObject({ type: 'error' });
  });

  it('the panic button twice does not shorten the first press', async () => {
    const player = await rgPlayer(t, { country: 'DE' });
    const first = await rgPost(t, player, '/en/user/add-timeout');
    expect(first.statusCode).toBe(200);
    t.clock.advance(10 * MINUTE_MS);
    const again = await rgPost(t, player, '/en/user/add-timeout');
    expect(again.statusCode).toBe(401);
  });
});
