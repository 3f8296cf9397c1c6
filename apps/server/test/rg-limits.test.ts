import { DAY_MS, HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { LIMIT_ACTIVATION_JOB, SESSION_TIME_JOB } from '../src/modules/rg/jobs';
import { postLogin } from './helper';
import { newCardFields, VISA_OK } from './payments-helper';
import { catalogueGames, launchFor, nextId, providerPost } from './provider-api-helper';
import {
  activeLimits,
  createRgTestApp,
  loggedInAgain,
  errorCodeOf,
  recordMove,
  rgGet,
  rgPlayer,
  rgPost,
  rgPostJson,
  setLimit,
  type RgSession,
  type RgTestApp,
} from './rg-helper';

// Issue "Responsible gambling I", limits (DESIGN §10, spec 001 §4 "Deposit limit", §5, §8, §9):
// through the routes a player's browser calls, on a clock the test moves.

let t: RgTestApp;
beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());

function depositCard(session: RgSession, amount: string) {
  return rgPost(
    t,
    session,
    '/en/user/payment-deposit/new-card?qd=1',
    newCardFields(VISA_OK, amount),
  );
}

/** The right answers of the limit-raise quiz (apps/server/src/modules/rg/quiz.ts). */
const QUIZ_RIGHT = [
  { QuestionId: 101, AnswerId: 1012 },
  { QuestionId: 102, AnswerId: 1021 },
  { QuestionId: 103, AnswerId: 1033 },
  { QuestionId: 104, AnswerId: 1042 },
];

describe('setting, lowering and raising a limit', () => {
  it('applies a new limit at once, shows what is used and left, and a lower one at once', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    const set = await setLimit(t, player, 'deposit', 'daily', '100');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      Status: 'active',
      Limit: { LimitType: 1, Duration: 1, Amount: '100.00', SetBy: 'player' },
    });
    await recordMove(t, player.id, 'deposit', 3_000n);
    const limits = await activeLimits(t, player);
    expect(limits.ActiveLimits).toEqual([
      expect.objectContaining({
        LimitType: 1,
        Duration: 1,
        Amount: '100.00',
        Used: '30.00',
        Left: '70.00',
      }),
    ]);
    const lower = await setLimit(t, player, 'deposit', 'daily', '80,50');
    expect(lower.json()).toMatchObject({ Status: 'active', Limit: { Amount: '80.50' } });
    expect((await activeLimits(t, player)).ActiveLimits[0]?.Amount).toBe('80.50');
  });

  it('refuses the same value with limit_same_value', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'loss', 'weekly', '250');
    const same = await setLimit(t, player, 'loss', 'weekly', '250.00');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      error: {
        code: 'LIMIT_SAME_VALUE',
        messageKey: 'limit_same_value',
        message: 'No change in value',
      },
    });
  });

  it('makes a raise wait its cooling-off, refuses another change meanwhile, then applies it by the job', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'wager', 'daily', '100');
    const raise = await setLimit(t, player, 'wager', 'daily', '300');
    expect(raise.statusCode, raise.body).toBe(200);
    const startsAt = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(raise.json()).toMatchObject({
      Status: 'future',
      Limit: { Amount: '300.00', StartDate: startsAt, NeedsConfirmation: false },
    });
    const again = await setLimit(t, player, 'wager', 'daily', '50');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'LIMIT_COOL_DOWN' } });
    expect(again.json().error.message).toContain('1 day');

    const limits = await activeLimits(t, player);
    expect(limits.ActiveLimits.map((limit) => limit.Amount)).toEqual(['100.00']);
    expect(limits.FutureLimits).toEqual([
      expect.objectContaining({ LimitType: 3, Amount: '300.00', StartDate: startsAt }),
    ]);

    t.clock.advance(24 * HOUR_MS - MINUTE_MS);
    await t.runner.run(LIMIT_ACTIVATION_JOB);
    const nextDay = await loggedInAgain(t, player);
    expect((await activeLimits(t, nextDay)).ActiveLimits[0]?.Amount).toBe('100.00');
    t.clock.advance(MINUTE_MS);
    await t.runner.run(LIMIT_ACTIVATION_JOB);
    const after = await activeLimits(t, nextDay);
    expect(after.ActiveLimits[0]?.Amount).toBe('300.00');
    expect(after.FutureLimits).toEqual([]);
    // The player's open pages hear of it (the push rides on this fact).
    const [fact] = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from domain_events where type = 'limit.changed' and player_id = ${player.id}
          order by id desc limit 1`,
    );
    expect(fact?.payload).toEqual({ limitType: 'wager', period: 'daily', status: 'active' });
  });

  it('leaves one future limit when two raises race', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'deposit', 'weekly', '100');
    const answers = await Promise.all([
      setLimit(t, player, 'deposit', 'weekly', '200'),
      setLimit(t, player, 'deposit', 'weekly', '400'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await activeLimits(t, player)).FutureLimits).toHaveLength(1);
  });
});

describe('each market’s raise rule (its jurisdiction profile)', () => {
  // One case per market: what a raise of a daily deposit limit from 100 to 200 does.
  const cases = [
    { country: 'FI', waitHours: 24, confirmation: false },
    { country: 'GB', currency: 'GBP', waitHours: 24, confirmation: true },
    { country: 'NL', waitHours: 7 * 24, confirmation: false },
    { country: 'DE', waitHours: 7 * 24, confirmation: false },
    { country: 'ES', waitHours: 7 * 24, confirmation: false, quiz: true },
    { country: 'SE', currency: 'SEK', waitHours: 72, confirmation: false },
  ] as const;

  for (const market of cases) {
    it(`${market.country}: waits ${market.waitHours} h${'quiz' in market ? ' after the quiz' : ''}${market.confirmation ? ', then the player confirms' : ''}`, async () => {
      const player = await rgPlayer(t, {
        country: market.country,
        currency: 'currency' in market ? market.currency : 'EUR',
      });
      expect((await setLimit(t, player, 'deposit', 'daily', '100')).json().Status).toBe('active');
      if ('quiz' in market) {
        const refused = await setLimit(t, player, 'deposit', 'daily', '200');
        expect(errorCodeOf(refused)).toBe('LIMIT_QUIZ_REQUIRED');
        const passed = await rgPostJson(t, player, '/en/rg/quiz/submit', {
          quizId: 1,
          questions: QUIZ_RIGHT,
        });
        expect(passed.json()).toMatchObject({ Submissions: [{ IsPassed: true }] });
      }
      const raise = await setLimit(t, player, 'deposit', 'daily', '200');
      expect(raise.statusCode, raise.body).toBe(200);
      const { Limit } = raise.json<{ Limit: { StartDate: string; NeedsConfirmation: boolean } }>();
      const waitMs = Date.parse(Limit.StartDate) - t.clock.now().getTime();
      // SE also waits for the calendar day to end: never sooner than the 72 hours.
      expect(waitMs).toBeGreaterThanOrEqual(market.waitHours * HOUR_MS);
      if (market.country !== 'SE') expect(waitMs).toBe(market.waitHours * HOUR_MS);
      expect(Limit.NeedsConfirmation).toBe(market.confirmation);
    });
  }

  it('SE: a monthly raise never applies before the calendar month ends (Swedish time)', async () => {
    t.clock.set(new Date('2027-03-30T08:00:00Z'));
    const player = await rgPlayer(t, { country: 'SE', currency: 'SEK' });
    await setLimit(t, player, 'deposit', 'monthly', '1000');
    const raise = await setLimit(t, player, 'deposit', 'monthly', '2000');
    // 1 April 00:00 in Stockholm (CEST, UTC+2) is later than 72 hours on: 2 April 08:00 UTC wins.
    expect(raise.json().Limit.StartDate).toBe('2027-04-02T08:00:00.000Z');
    t.clock.set(new Date('2027-03-02T08:00:00Z'));
    const early = await rgPlayer(t, { country: 'SE', currency: 'SEK' });
    await setLimit(t, early, 'deposit', 'monthly', '1000');
    const wait = await setLimit(t, early, 'deposit', 'monthly', '2000');
    // Early in March the month's end (1 April, 00:00 CEST = 31 March 22:00 UTC) is later.
    expect(wait.json().Limit.StartDate).toBe('2027-03-31T22:00:00.000Z');
  });

  it('GB: a raise waits for the player’s confirmation after its 24 hours', async () => {
    const player = await rgPlayer(t, { country: 'GB', currency: 'GBP' });
    await setLimit(t, player, 'deposit', 'weekly', '100');
    await setLimit(t, player, 'deposit', 'weekly', '500');
    const early = await rgPost(t, player, '/en/user/v2/limits/confirm', {
      LimitType: '1',
      Duration: '2',
      Confirm: 'yes',
    });
    expect(errorCodeOf(early)).toBe('LIMIT_NOT_YET_CONFIRMABLE');
    t.clock.advance(25 * HOUR_MS);
    await t.runner.run(LIMIT_ACTIVATION_JOB);
    const back = await loggedInAgain(t, player);
    expect((await activeLimits(t, back)).ActiveLimits[0]?.Amount).toBe('100.00');
    const confirmed = await rgPost(t, back, '/en/user/v2/limits/confirm', {
      LimitType: '1',
      Duration: '2',
      Confirm: 'yes',
    });
    expect(confirmed.json()).toMatchObject({ Status: 'active', Limit: { Amount: '500.00' } });
    expect((await activeLimits(t, back)).ActiveLimits[0]?.Amount).toBe('500.00');
  });

  it('DE: a monthly deposit limit above EUR 1,000 is refused', async () => {
    const player = await rgPlayer(t, { country: 'DE' });
    const refused = await setLimit(t, player, 'deposit', 'monthly', '1000.01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'LIMIT_ABOVE_MAXIMUM' } });
    expect(refused.json().error.message).toContain('1000.00');
    expect((await setLimit(t, player, 'deposit', 'monthly', '1000')).statusCode).toBe(200);
  });
});

describe('Spain (spec 001 §9, §6 change-deposit-quiz)', () => {
  it('starts a player with 600 / 1,500 / 3,000 deposit limits', async () => {
    const player = await rgPlayer(t, { country: 'ES', locale: 'es' });
    const limits = await activeLimits(t, player);
    expect(
      limits.ActiveLimits.map((limit) => [limit.Duration, limit.Amount, limit.SetBy]).sort(),
    ).toEqual([
      [1, '600.00', 'system'],
      [2, '1500.00', 'system'],
      [3, '3000.00', 'system'],
    ]);
    expect(limits.Rules).toMatchObject({ isRaiseQuizRequired: true, isDepositLimitRequired: true });
  });

  it('answers the quiz, refuses it half answered, and keeps a failure for 7 days', async () => {
    const player = await rgPlayer(t, { country: 'ES' });
    const quiz = await rgPost(t, player, '/en/rg/quiz/get', { quizId: '1' });
    expect(quiz.statusCode).toBe(200);
    const body = quiz.json<{ QuizName: string; Questions: { Id: number; Answers: unknown[] }[] }>();
    expect(body.QuizName).not.toBe('rg_quiz_name');
    expect(body.Questions.map((question) => question.Id)).toEqual([101, 102, 103, 104]);

    const half = await rgPostJson(t, player, '/en/rg/quiz/submit', {
      quizId: 1,
      questions: QUIZ_RIGHT.slice(0, 2),
    });
    expect(half.json()).toMatchObject({
      error: { code: 'QUIZ_SELECT_ALL', message: 'All fields must be filled.' },
    });

    const wrong = QUIZ_RIGHT.map((answer, index) =>
      index === 0 ? { ...answer, AnswerId: 1011 } : answer,
    );
    const failed = await rgPostJson(t, player, '/en/rg/quiz/submit', {
      quizId: 1,
      questions: wrong,
    });
    const retryAt = new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(failed.json()).toMatchObject({ Submissions: [{ IsPassed: false }], RetryAt: retryAt });
    const again = await rgPostJson(t, player, '/en/rg/quiz/submit', {
      quizId: 1,
      questions: QUIZ_RIGHT,
    });
    expect(errorCodeOf(again)).toBe('QUIZ_LOCKED');
    expect(errorCodeOf(await setLimit(t, player, 'deposit', 'daily', '700'))).toBe(
      'LIMIT_QUIZ_REQUIRED',
    );
    // A lower limit needs no quiz.
    expect((await setLimit(t, player, 'deposit', 'daily', '500')).json().Status).toBe('active');

    t.clock.advance(7 * DAY_MS);
    const passed = await rgPostJson(t, await loggedInAgain(t, player), '/en/rg/quiz/submit', {
      quizId: 1,
      questions: QUIZ_RIGHT,
    });
    expect(passed.json()).toMatchObject({ Submissions: [{ IsPassed: true }], RetryAt: null });
    const submissions = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from rg_quiz_submissions where player_id = ${player.id}`,
    );
    expect(submissions[0]?.count).toBe(2);
  });
});

describe('the money policy: limits hold at the deposit and the stake', () => {
  it('refuses a deposit past a limit with what is still allowed and when more frees up', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'deposit', 'daily', '50');
    const firstAt = t.clock.now().getTime();
    await recordMove(t, player.id, 'deposit', 3_000n);
    t.clock.advance(20 * MINUTE_MS);
    const refused = await depositCard(player, '30');
    const [error] = refused.json<{ errors: { msg: string; code: string; params: unknown }[] }>()
      .errors;
    expect(error).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      params: { leftMinor: '2000', date: firstAt + DAY_MS },
    });
    expect(error?.msg).toContain('€20.00');
    expect((await depositCard(player, '20')).json()).toMatchObject({ success: true });
  });

  it('refuses a deposit larger than the whole limit without naming a date more frees up', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'deposit', 'daily', '30');
    const refused = await depositCard(player, '50');
    const [error] = refused.json<{ errors: { msg: string; code: string; params: unknown }[] }>()
      .errors;
    expect(error).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED', params: { leftMinor: '3000' } });
    expect(error?.params).not.toHaveProperty('date');
    expect(error?.msg).toBe(
      'This deposit would go over your deposit limit. You can still deposit €30.00 in this period.',
    );
  });

  it('refuses every deposit in a market that requires a limit until one exists (SE)', async () => {
    const player = await rgPlayer(t, { country: 'SE', currency: 'SEK' });
    expect((await depositCard(player, '200')).json()).toMatchObject({
      success: false,
      errors: [{ code: 'DEPOSIT_LIMIT_REQUIRED' }],
    });
    await setLimit(t, player, 'deposit', 'monthly', '5000');
    expect((await depositCard(player, '200')).json()).toMatchObject({ success: true });
  });

  it('credits one of two deposits racing past a limit and refunds the other', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'deposit', 'daily', '50');
    const started = await Promise.all([depositCard(player, '40'), depositCard(player, '40')]);
    expect(started.map((answer) => answer.json().success)).toEqual([true, true]);
    await t.jobs.flush();
    const payments = await queryRows<{ id: string; status: string; failure_code: string | null }>(
      t.database.db,
      sql`select id, status, failure_code from payments where player_id = ${player.id}
          order by status`,
    );
    expect(payments.map(({ status, failure_code }) => ({ status, failure_code }))).toEqual([
      { status: 'failed', failure_code: 'DEPOSIT_LIMIT_REACHED' },
      { status: 'succeeded', failure_code: null },
    ]);
    // Read back later, the refusal says why without the values it no longer has.
    const refused = await rgGet(t, player, `/en/user/payment/${payments[0]?.id}`);
    expect(refused.json().message).toMatch(
      /^This deposit was refused because it would have gone over your deposit limit\./,
    );
    const limits = await activeLimits(t, player);
    expect(limits.ActiveLimits[0]).toMatchObject({ Used: '40.00', Left: '10.00' });
  });

  it('refuses a stake past a loss limit or a wager limit at the debit', async () => {
    const [game] = await catalogueGames(t.database.db, 1);
    const player = await rgPlayer(t, { country: 'FI' });
    await recordMove(t, player.id, 'deposit', 100_000n);
    await launchFor(t, player, game!.id, { now: t.clock.now });
    await setLimit(t, player, 'loss', 'daily', '10');
    const debit = (amount: number) =>
      providerPost(t.app, 'debit', {
        playerId: player.id,
        transactionId: nextId('d'),
        roundId: nextId('r'),
        gameId: game!.id,
        amount,
        currency: 'EUR',
      });
    expect((await debit(600)).statusCode).toBe(200);
    const refused = await debit(500);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'LOSS_LIMIT_REACHED' } });
    expect((await debit(400)).statusCode).toBe(200);

    const other = await rgPlayer(t, { country: 'FI' });
    await recordMove(t, other.id, 'deposit', 100_000n);
    await launchFor(t, other, game!.id, { now: t.clock.now });
    await setLimit(t, other, 'wager', 'daily', '5');
    const stake = (amount: number) =>
      providerPost(t.app, 'debit', {
        playerId: other.id,
        transactionId: nextId('d'),
        roundId: nextId('r'),
        gameId: game!.id,
        amount,
        currency: 'EUR',
      });
    expect((await stake(500)).statusCode).toBe(200);
    expect(errorCodeOf(await stake(1))).toBe('WAGER_LIMIT_REACHED');
  });

  it('ends the sessions of a player whose time logged in today reached the limit', async () => {
    t.clock.set(new Date('2027-05-04T08:00:00Z'));
    const player = await rgPlayer(t, { country: 'FI' });
    const set = await setLimit(t, player, 'sessionTime', 'daily', '30');
    expect(set.json()).toMatchObject({ Status: 'active', Limit: { LimitType: 4, Amount: '30' } });
    expect(errorCodeOf(await setLimit(t, player, 'sessionTime', 'weekly', '30'))).toBe(
      'LIMIT_NOT_OFFERED',
    );
    for (let minutes = 0; minutes < 30; minutes += 10) {
      t.clock.advance(10 * MINUTE_MS);
      expect((await rgGet(t, player, '/en/user/wallet')).statusCode).toBe(200);
      await t.runner.run(SESSION_TIME_JOB);
    }
    expect((await rgGet(t, player, '/en/user/wallet')).statusCode).toBe(401);
    // The login waits for the next day (the default market counts its days in UTC).
    const refused = await postLogin(t.app, { username: player.email, password: player.password });
    expect(refused.json()).toMatchObject({ type: 'error', gtmError: 'session_time' });
    expect(refused.json().error).toContain('May 5, 2027');
    t.clock.set(new Date('2027-05-05T00:00:00Z'));
    expect((await loggedInAgain(t, player)).cookie).toBeTruthy();
  });
});

describe('bad input changes nothing', () => {
  const attempts: [string, Record<string, string>][] = [
    ['an unknown limit type', { LimitType: '9', Duration: '1', Amount: '10' }],
    ['an unknown duration', { LimitType: '1', Duration: '7', Amount: '10' }],
    ['a negative amount', { LimitType: '1', Duration: '1', Amount: '-5' }],
    ['zero', { LimitType: '1', Duration: '1', Amount: '0' }],
    ['three decimals', { LimitType: '1', Duration: '1', Amount: '1.005' }],
    ['a word', { LimitType: '1', Duration: '1', Amount: 'ten' }],
    ['an oversized amount', { LimitType: '1', Duration: '1', Amount: '9'.repeat(40) }],
    ['minutes with decimals', { LimitType: '4', Duration: '1', Amount: '10.5' }],
    ['more minutes than a day', { LimitType: '4', Duration: '1', Amount: '1441' }],
    ['no amount', { LimitType: '1', Duration: '1' }],
  ];
  for (const [name, fields] of attempts) {
    it(`refuses ${name}`, async () => {
      const player = await rgPlayer(t, { country: 'FI' });
      const response = await rgPost(t, player, '/en/user/v2/limits', fields);
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('VALIDATION_ERROR');
      expect((await activeLimits(t, player)).ActiveLimits).toEqual([]);
    });
  }

  it('refuses a post without the session’s CSRF token', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    const response = await rgPost(t, { ...player, csrfToken: 'forged' }, '/en/user/v2/limits', {
      LimitType: '1',
      Duration: '1',
      Amount: '10',
    });
    expect(response.json()).toMatchObject({ type: 'csrf-error' });
    expect((await activeLimits(t, player)).ActiveLimits).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/v2/active-limits',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses quiz answers to questions it never asked', async () => {
    const player = await rgPlayer(t, { country: 'ES' });
    const response = await rgPostJson(t, player, '/en/rg/quiz/submit', {
      quizId: 1,
      questions: [...QUIZ_RIGHT.slice(1), { QuestionId: 101, AnswerId: 1021 }],
    });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(await rgPost(t, player, '/en/rg/quiz/get', { quizId: '77' }))).toBe(
      'QUIZ_NOT_FOUND',
    );
  });
});
