import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import {
  STUDIO_FREE_ROUNDS_PATH,
  type TFreeRoundsGrantRequest,
} from '@playfair/contracts/free-rounds';
import type { TRoundResponse } from '../src/api-contract';
import { FREE_ROUNDS_FILE } from '../src/free-rounds';
import {
  casinoCall,
  createTestStudio,
  journalLines,
  launch,
  moneyCallsOf,
  postAs,
  PROVIDER_ID,
  SECRET,
  type TestStudio,
} from './helper';
import { startProviderDouble, type ProviderDouble } from './provider-double';

const TOKEN = 'token-of-player-one-0123';
const HOUR_MS = 3_600_000;
const CANCEL_PATH = `${STUDIO_FREE_ROUNDS_PATH}/cancel`;
let studio: TestStudio;

beforeEach(async () => {
  studio = await createTestStudio();
  studio.casino.addPlayer(TOKEN, 'player-1', 100_000);
});
afterEach(() => studio.close());

const post = (sessionId: string, url: string, payload: unknown) =>
  postAs(studio, sessionId, url, payload);
const moneyCalls = () => moneyCallsOf(studio);

/** Free rounds of player-1 on casino-game-1: 3 at EUR 0.50, for a day. */
function grantOf(
  overrides: Partial<TFreeRoundsGrantRequest> = {},
  at: TestStudio = studio,
): TFreeRoundsGrantRequest {
  return {
    freeRoundsId: 'free-rounds-1',
    playerId: 'player-1',
    gameId: 'casino-game-1',
    rounds: 3,
    stake: 50,
    currency: 'EUR',
    expiresAt: new Date(at.clock.now + 24 * HOUR_MS).toISOString(),
    ...overrides,
  };
}

/** Grants free rounds at the casino (the double counts them) and at the studio. */
async function grant(request: TFreeRoundsGrantRequest, at: TestStudio = studio) {
  at.casino.addFreeRounds(request.freeRoundsId, request.playerId, request.rounds);
  const response = await casinoCall(at, STUDIO_FREE_ROUNDS_PATH, request);
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; freeRoundsId: string; roundsLeft: number }>();
}

async function spin(sessionId: string, stake = 100): Promise<TRoundResponse> {
  const response = await post(sessionId, '/api/rounds', { stake });
  expect(response.statusCode).toBe(200);
  return response.json<TRoundResponse>();
}

async function freeRoundsLines(dataDir: string): Promise<string[]> {
  try {
    return (await readFile(join(dataDir, FREE_ROUNDS_FILE), 'utf8')).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('the casino’s signed free-rounds calls', () => {
  it('keep a grant signed by the casino and answer its rounds', async () => {
    const answer = await grant(grantOf());
    expect(answer).toEqual({ success: true, freeRoundsId: 'free-rounds-1', roundsLeft: 3 });
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(3);
    expect(await freeRoundsLines(studio.dataDir)).toHaveLength(1);
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    expect(boot.freeRounds).toEqual({ left: 3, stake: 50 });
  });

  it('refuse a call that is not the casino’s with 401, and keep nothing', async () => {
    const body = grantOf();
    for (const options of [
      { secret: 'another-secret-of-someone' },
      { providerId: 'another-provider' },
      { signature: null },
      { signature: 'sha256=not-hex' },
    ]) {
      const response = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, body, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'SIGNATURE_INVALID' },
      });
    }
    // Signed, then changed on the way: the signature is of other bytes.
    const tampered = await casinoCall(
      studio,
      STUDIO_FREE_ROUNDS_PATH,
      { ...body, rounds: 500 },
      { signature: signProviderBody(SECRET, JSON.stringify(body)) },
    );
    expect(tampered.statusCode).toBe(401);
    // Whitespace is bytes too: the signature holds for the body exactly as sent.
    const spaced = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, JSON.stringify(body), {
      signature: signProviderBody(SECRET, JSON.stringify(body, null, 2)),
    });
    expect(spaced.statusCode).toBe(401);
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBeNull();
    expect(await freeRoundsLines(studio.dataDir)).toEqual([]);
    const pretty = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, JSON.stringify(body, null, 2));
    expect(pretty.json()).toMatchObject({ success: true, roundsLeft: 3 });
  });

  it('refuse a body that is not a playable grant with 400, and keep nothing', async () => {
    const now = studio.clock.now;
    const cases: [string, unknown][] = [
      ['not JSON', '{"freeRoundsId":'],
      ['empty', ''],
      ['an unknown field', { ...grantOf(), bonus: true }],
      ['no rounds', grantOf({ rounds: 0 })],
      ['too many rounds', grantOf({ rounds: 501 })],
      ['a stake off the ladder', grantOf({ stake: 30 })],
      ['a currency the studio does not play', grantOf({ currency: 'XXX' })],
      ['an end already past', grantOf({ expiresAt: new Date(now - 1).toISOString() })],
      ['an end that is not a time', grantOf({ expiresAt: 'tomorrow' })],
      ['a missing player', { ...grantOf(), playerId: undefined }],
    ];
    for (const [name, payload] of cases) {
      const response = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    const large = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, {
      ...grantOf(),
      padding: 'x'.repeat(20_000),
    });
    expect(large.statusCode).toBe(413);
    const text = await studio.app.inject({
      method: 'POST',
      url: STUDIO_FREE_ROUNDS_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(grantOf()),
    });
    expect(text.statusCode).toBe(415);
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBeNull();
    expect(await freeRoundsLines(studio.dataDir)).toEqual([]);
    expect((await launch(studio, 'video-slot', { token: TOKEN })).freeRounds).toBeNull();
  });

  it('answer the same grant again with what is left, and other terms with 409', async () => {
    expect((await grant(grantOf())).roundsLeft).toBe(3);
    const boot = await launch(studio, 'classic-slot', { token: TOKEN });
    await spin(boot.sessionId);
    const again = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, grantOf());
    expect(again.json()).toEqual({ success: true, freeRoundsId: 'free-rounds-1', roundsLeft: 2 });

    const other = await casinoCall(studio, STUDIO_FREE_ROUNDS_PATH, grantOf({ rounds: 10 }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'FREE_ROUNDS_CONFLICT' } });
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(2);
    expect(await freeRoundsLines(studio.dataDir)).toHaveLength(2);
  });

  it('cancel what is left, again as often as asked; an unknown id is 404', async () => {
    await grant(grantOf());
    for (let time = 0; time < 2; time += 1) {
      const cancelled = await casinoCall(studio, CANCEL_PATH, { freeRoundsId: 'free-rounds-1' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({
        success: true,
        freeRoundsId: 'free-rounds-1',
        roundsLeft: 0,
      });
    }
    const unknown = await casinoCall(studio, CANCEL_PATH, { freeRoundsId: 'free-rounds-2' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'FREE_ROUNDS_NOT_FOUND' } });
    const unsigned = await casinoCall(
      studio,
      CANCEL_PATH,
      { freeRoundsId: 'free-rounds-1' },
      { signature: null },
    );
    expect(unsigned.statusCode).toBe(401);
    const bad = await casinoCall(studio, CANCEL_PATH, { freeRoundsId: '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('playing free rounds', () => {
  it('plays the rounds at the grant’s stake with no debit, reports each win, then debits again', async () => {
    await grant(grantOf());
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    expect(boot.freeRounds).toEqual({ left: 3, stake: 50 });

    const played: TRoundResponse[] = [];
    for (const left of [2, 1, 0]) {
      const round = await spin(boot.sessionId, 1000);
      expect(round).toMatchObject({
        stake: 50,
        isFreeRound: true,
        freeRounds: left > 0 ? { left, stake: 50 } : null,
        isWinPending: false,
      });
      // The balance shown is the casino's answer.
      expect(round.balance).toBe(studio.casino.balances.get('player-1'));
      played.push(round);
    }
    const wins = played.reduce((sum, round) => sum + round.win, 0);
    expect(moneyCalls().map((call) => call.path)).toEqual([
      'free-round',
      'free-round',
      'free-round',
    ]);
    expect(moneyCalls().map((call) => call.body)).toEqual(
      played.map((round) => ({
        playerId: 'player-1',
        transactionId: `${round.roundId}:f1`,
        roundId: round.roundId,
        gameId: 'casino-game-1',
        freeRoundsId: 'free-rounds-1',
        amount: round.win,
        currency: 'EUR',
      })),
    );
    expect(studio.casino.balances.get('player-1')).toBe(100_000 + wins);
    expect(studio.casino.freeRounds.get('free-rounds-1')?.left).toBe(0);

    const records = (await journalLines(studio.dataDir)).filter((line) => line.type === 'round');
    expect(records.map((record) => [record.freeRoundsId, record.stake])).toEqual([
      ['free-rounds-1', 50],
      ['free-rounds-1', 50],
      ['free-rounds-1', 50],
    ]);
    const replay = await studio.app.inject({
      method: 'GET',
      url: `/api/rounds/${played[0]!.roundId}`,
      headers: { authorization: `Bearer ${boot.sessionId}` },
    });
    expect(replay.json()).toMatchObject({
      isReplayMatch: true,
      round: { freeRoundsId: 'free-rounds-1' },
    });

    const paid = await spin(boot.sessionId, 1000);
    expect(paid).toMatchObject({ stake: 1000, isFreeRound: false, freeRounds: null });
    expect(
      moneyCalls()
        .slice(3)
        .map((call) => [call.path, call.body.amount]),
    ).toEqual([
      ['debit', 1000],
      ['credit', paid.win],
    ]);
    expect(studio.casino.balances.get('player-1')).toBe(100_000 + wins - 1000 + paid.win);
  });

  it('does not play a grant once it has expired', async () => {
    const tenMinutes = 10 * 60_000;
    await grant(grantOf({ expiresAt: new Date(studio.clock.now + tenMinutes).toISOString() }));
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    expect(boot.freeRounds).toEqual({ left: 3, stake: 50 });
    studio.clock.now += tenMinutes;
    const round = await spin(boot.sessionId);
    expect(round).toMatchObject({ stake: 100, isFreeRound: false, freeRounds: null });
    expect(moneyCalls().map((call) => call.path)).toEqual(['debit', 'credit']);
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(0);
    expect((await launch(studio, 'video-slot', { token: TOKEN })).freeRounds).toBeNull();
  });

  it('does not play a cancelled grant', async () => {
    await grant(grantOf());
    const boot = await launch(studio, 'classic-slot', { token: TOKEN });
    await casinoCall(studio, CANCEL_PATH, { freeRoundsId: 'free-rounds-1' });
    const round = await spin(boot.sessionId);
    expect(round).toMatchObject({ stake: 100, isFreeRound: false, freeRounds: null });
    expect(moneyCalls().map((call) => call.path)).toEqual(['debit', 'credit']);
  });

  it('never plays a grant in demo play, nor at a table game of the same id', async () => {
    await grant(grantOf());
    const demo = await launch(studio, 'video-slot', { mode: 'demo', token: undefined });
    expect(demo.freeRounds).toBeNull();
    const fun = await spin(demo.sessionId);
    expect(fun).toMatchObject({ stake: 100, isFreeRound: false, freeRounds: null });
    expect(fun.balance).toBe(100_000 - 100 + fun.win);
    expect(studio.casino.calls).toEqual([]);

    const roulette = await launch(studio, 'roulette', { token: TOKEN });
    expect(roulette.freeRounds).toBeNull();
    const table = await post(roulette.sessionId, '/api/rounds', {
      bets: [{ type: 'red', amount: 10 }],
    });
    expect(table.json()).toMatchObject({ stake: 10, isFreeRound: false, freeRounds: null });
    expect(moneyCalls().map((call) => call.path)).toEqual(['debit', 'credit']);
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(3);
  });

  it('does not play a grant above the launch’s stake cap', async () => {
    await grant(grantOf({ stake: 500 }));
    const capped = await launch(studio, 'video-slot', { token: TOKEN, maxStake: 200 });
    expect(capped.freeRounds).toBeNull();
    expect(await spin(capped.sessionId)).toMatchObject({ isFreeRound: false });
    const open = await launch(studio, 'video-slot', { token: TOKEN });
    expect(open.freeRounds).toEqual({ left: 3, stake: 500 });
  });

  it('takes each round once when two spins of the player start together', async () => {
    await grant(grantOf({ rounds: 1 }));
    const first = await launch(studio, 'video-slot', { token: TOKEN });
    const second = await launch(studio, 'video-slot', { token: TOKEN });
    const rounds = await Promise.all([spin(first.sessionId), spin(second.sessionId)]);
    expect(rounds.map((round) => round.isFreeRound).sort()).toEqual([false, true]);
    expect(
      moneyCalls()
        .map((call) => call.path)
        .sort(),
    ).toEqual(['credit', 'debit', 'free-round']);
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(0);
  });

  it('takes no free round while the casino has paused play', async () => {
    await grant(grantOf());
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    await post(boot.sessionId, '/api/session/pause', { isPaused: true });
    const held = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(held.json()).toMatchObject({ error: { code: 'GAME_PAUSED' } });
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(3);
    expect(moneyCalls()).toEqual([]);
  });

  it('ends the grant when the casino refuses a report, and goes back to debited rounds', async () => {
    await grant(grantOf());
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    studio.casino.refuseNext('free-round', 'FREE_ROUNDS_USED', 409);
    const refused = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'FREE_ROUNDS_ENDED', casinoCode: 'FREE_ROUNDS_USED', freeRounds: null },
    });
    expect(studio.freeRounds.roundsLeft('free-rounds-1')).toBe(0);
    expect(await spin(boot.sessionId)).toMatchObject({ stake: 100, isFreeRound: false });
    expect(moneyCalls().map((call) => call.path)).toEqual(['free-round', 'debit', 'credit']);
  });

  it('sends a report the casino did not answer again, with the same id, until it lands', async () => {
    await grant(grantOf());
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    studio.casino.failNext('free-round', 'unavailable', 3);
    const round = await spin(boot.sessionId);
    expect(round).toMatchObject({ isFreeRound: true, isWinPending: round.win > 0 });
    expect(round.balance).toBe(round.win > 0 ? null : 100_000);
    expect(studio.settlements.pending()).toHaveLength(1);
    expect(studio.casino.transactions.has(`${round.roundId}:f1`)).toBe(false);

    await studio.settlements.drain();
    expect(studio.settlements.pending()).toHaveLength(0);
    expect(studio.casino.transactions.has(`${round.roundId}:f1`)).toBe(true);
    expect(studio.casino.balances.get('player-1')).toBe(100_000 + round.win);
    expect(studio.casino.freeRounds.get('free-rounds-1')?.left).toBe(2);
    const reports = moneyCalls().filter((call) => call.path === 'free-round');
    expect(reports.length).toBeGreaterThan(3);
    expect(new Set(reports.map((call) => call.body.transactionId))).toEqual(
      new Set([`${round.roundId}:f1`]),
    );
  });
});

describe('a restart', () => {
  let casino: ProviderDouble;
  let dataDir: string;

  beforeEach(async () => {
    casino = await startProviderDouble({ providerId: PROVIDER_ID, secret: SECRET });
    casino.addPlayer(TOKEN, 'player-1', 100_000);
    dataDir = await mkdtemp(join(tmpdir(), 'studio-free-rounds-'));
  });
  afterEach(async () => {
    await casino.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the grants and what is left of them', async () => {
    const first = await createTestStudio({ casino, dataDir });
    await grant(grantOf({ rounds: 5 }, first), first);
    await grant(grantOf({ freeRoundsId: 'free-rounds-2', gameId: 'casino-game-2' }, first), first);
    await casinoCall(first, CANCEL_PATH, { freeRoundsId: 'free-rounds-2' });
    const boot = await launch(first, 'video-slot', { token: TOKEN });
    await postAs(first, boot.sessionId, '/api/rounds', { stake: 100 });
    await postAs(first, boot.sessionId, '/api/rounds', { stake: 100 });
    await first.close();

    const second = await createTestStudio({ casino, dataDir });
    try {
      expect(second.freeRounds.roundsLeft('free-rounds-1')).toBe(3);
      expect(second.freeRounds.roundsLeft('free-rounds-2')).toBe(0);
      expect((await launch(second, 'video-slot', { token: TOKEN })).freeRounds).toEqual({
        left: 3,
        stake: 50,
      });
      const again = await casinoCall(
        second,
        STUDIO_FREE_ROUNDS_PATH,
        grantOf({ rounds: 5 }, first),
      );
      expect(again.json()).toMatchObject({ roundsLeft: 3 });
    } finally {
      await second.close();
    }
  });

  it('sends a report the last run could not deliver', async () => {
    const first = await createTestStudio({ casino, dataDir });
    await grant(grantOf(), first);
    const boot = await launch(first, 'classic-slot', { token: TOKEN });
    casino.failNext('free-round', 'unavailable', 3);
    const response = await postAs(first, boot.sessionId, '/api/rounds', { stake: 100 });
    const { roundId, win } = response.json<TRoundResponse>();
    expect(first.settlements.pending()).toHaveLength(1);
    await first.close();

    const second = await createTestStudio({ casino, dataDir });
    try {
      expect(casino.transactions.has(`${roundId}:f1`)).toBe(true);
      expect(casino.balances.get('player-1')).toBe(100_000 + win);
      expect(casino.freeRounds.get('free-rounds-1')?.left).toBe(2);
      expect(second.settlements.pending()).toHaveLength(0);
      expect(second.freeRounds.roundsLeft('free-rounds-1')).toBe(2);
    } finally {
      await second.close();
    }
  });
});
