import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { EngineId } from './engines/engine-types';
import type { StudioError } from './errors';
import { createCryptoRng } from './rng';
import type { JournalEntry, RoundJournal } from './round-journal';
import { createRoundService, type RoundService, type RoundServiceDeps } from './round-service';
import { createSessionStore, isPaused, type Session } from './sessions';
import { ACCOUNT_BLOCK_CODES, CASINO_PAUSE_CODES } from './stake-refusals';
import type { CreditOutcome, DebitOutcome, Wallet } from './wallets';

type Move = {
  action: 'debit' | 'credit' | 'free-round';
  transactionId: string;
  amount: number;
};

/** A wallet that answers each debit with the next of `debits` (then ok), and logs every move. */
function createWallet(debits: DebitOutcome[] = []) {
  const moves: Move[] = [];
  let balance = 100_000;
  const wallet: Wallet = {
    balance: () => Promise.resolve(balance),
    debit(_session, move) {
      moves.push({ action: 'debit', transactionId: move.transactionId, amount: move.amount });
      const answer = debits.shift();
      if (answer) return Promise.resolve(answer);
      balance -= move.amount;
      return Promise.resolve({ kind: 'ok', balance });
    },
    credit(_session, move) {
      moves.push({ action: 'credit', transactionId: move.transactionId, amount: move.amount });
      balance += move.amount;
      return Promise.resolve({ kind: 'ok', balance });
    },
  };
  return { wallet, moves, debits };
}

function createJournal() {
  const entries: JournalEntry[] = [];
  const journal: RoundJournal = {
    append: (entry) => {
      entries.push(entry);
      return Promise.resolve();
    },
    findRound: () => undefined,
    unsettled: () => ({ resend: [], orphanDebits: [], unreportedFreeRounds: [] }),
    close: () => Promise.resolve(),
  };
  return { journal, entries };
}

/** A grant of `left` free rounds at `stake` for whatever session asks (none by default). */
function createGrant(left = 0, stake = 50) {
  const grant = { left, stake };
  const freeRounds: RoundServiceDeps['freeRounds'] = {
    offer: () => (grant.left > 0 ? { left: grant.left, stake: grant.stake } : null),
    take() {
      if (grant.left === 0) return Promise.resolve(null);
      grant.left -= 1;
      return Promise.resolve({ freeRoundsId: 'grant-1', stake: grant.stake });
    },
  };
  return { grant, freeRounds };
}

function setup(
  options: {
    engine?: EngineId;
    debits?: DebitOutcome[];
    maxStakeMinor?: number | null;
    freeRounds?: number;
    reports?: CreditOutcome[];
  } = {},
) {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const { wallet, moves, debits } = createWallet(options.debits);
  const { journal, entries } = createJournal();
  const { grant, freeRounds } = createGrant(options.freeRounds);
  const reports = options.reports ?? [];
  const rounds = createRoundService({
    rng: createCryptoRng(),
    now: () => clock.now,
    journal,
    walletFor: () => wallet,
    freeRounds,
    reportFreeRound(_session, move) {
      moves.push({
        action: 'free-round',
        transactionId: `${move.roundId}:f1`,
        amount: move.amount,
      });
      return Promise.resolve(reports.shift() ?? { kind: 'ok', balance: 100_000 + move.amount });
    },
    log: pino({ level: 'silent' }),
  });
  const session: Session = createSessionStore({ now: () => clock.now }).create({
    mode: 'real',
    engine: options.engine ?? 'video-slot',
    skin: 'book-of-pharaoh',
    gameId: 'casino-game-1',
    playerId: 'player-1',
    currency: 'EUR',
    locale: 'en',
    origin: 'https://casino.example.com',
    minCycleMs: 0,
    maxStakeMinor: options.maxStakeMinor ?? null,
    demoBalance: 0,
    lastBalance: 100_000,
  });
  return { clock, rounds, session, moves, debits, entries, grant };
}

async function refusal(work: Promise<unknown>): Promise<StudioError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error === null) throw new Error('expected a refusal, the call succeeded');
  return error as StudioError;
}

/** The refusal of a call, whether it throws at once (a stake or bets check) or rejects later. */
function refusalOf(work: () => Promise<unknown>): Promise<StudioError> {
  return refusal(Promise.resolve().then(work));
}

/** Deals hands of 100 until one is in play and may be doubled (a natural settles at once). */
async function dealDoubleable(service: RoundService, session: Session): Promise<void> {
  for (;;) {
    const answer = await service.blackjack(session, 'deal', 100);
    if (answer.hand.allowed.includes('double')) return;
    if (answer.hand.phase === 'player') await service.blackjack(session, 'stand');
  }
}

const rounds = (entries: JournalEntry[]) => entries.filter((entry) => entry.type === 'round');

describe('the casino pause', () => {
  it('refuses to start a round while paused, without a debit, and plays after the resume', async () => {
    const { rounds: service, session, moves, entries, clock } = setup();
    service.pause(session);
    expect(session.pausedAt).toBe(clock.now);

    const error = await refusal(service.playRound(session, { stake: 100 }));
    expect(error).toMatchObject({
      code: 'GAME_PAUSED',
      message: 'The game is paused by the casino.',
    });
    expect(moves).toEqual([]);
    expect(rounds(entries)).toEqual([]);
    expect(session.lastRoundStartedAt).toBeNull();
    expect(session.isBusy).toBe(false);

    service.resume(session);
    expect(isPaused(session)).toBe(false);
    const round = await service.playRound(session, { stake: 100 });
    expect(round).toMatchObject({ success: true, stake: 100 });
    expect(moves.map((move) => move.action)).toEqual(['debit', 'credit']);
  });

  it('keeps the time it was first paused at when told again', () => {
    const { rounds: service, session, clock } = setup();
    service.pause(session);
    const pausedAt = clock.now;
    clock.now += 5_000;
    service.pause(session);
    expect(session.pausedAt).toBe(pausedAt);
  });

  it('refuses a blackjack deal and a double while paused, but lets the hand in play finish', async () => {
    const { rounds: service, session, moves } = setup({ engine: 'blackjack' });
    service.pause(session);
    expect(await refusal(service.blackjack(session, 'deal', 100))).toMatchObject({
      code: 'GAME_PAUSED',
    });
    expect(moves).toEqual([]);

    service.resume(session);
    await dealDoubleable(service, session);
    const debitsBefore = moves.filter((move) => move.action === 'debit').length;

    service.pause(session);
    expect(await refusal(service.blackjack(session, 'double'))).toMatchObject({
      code: 'GAME_PAUSED',
    });
    const stood = await service.blackjack(session, 'stand');
    expect(stood.hand.phase).toBe('settled');
    expect(moves.filter((move) => move.action === 'debit')).toHaveLength(debitsBefore);
    expect(moves.at(-1)).toMatchObject({ action: 'credit' });
  });
});

describe('a stake the casino refuses', () => {
  it.each(CASINO_PAUSE_CODES)(
    'answers CASINO_PAUSED_PLAY for %s and pauses the session, moving no money',
    async (casinoCode) => {
      const {
        rounds: service,
        session,
        moves,
        entries,
      } = setup({
        debits: [{ kind: 'refused', code: casinoCode }],
      });
      const error = await refusal(service.playRound(session, { stake: 100 }));
      expect(error).toMatchObject({
        code: 'CASINO_PAUSED_PLAY',
        message: 'The casino has paused play: see the message on the casino page.',
        details: { casinoCode },
      });
      expect(isPaused(session)).toBe(true);
      expect(session.lastRoundStartedAt).toBeNull();
      expect(rounds(entries)).toEqual([]);
      expect(moves.map((move) => move.action)).toEqual(['debit']);

      // The next try does not reach the casino until the casino lets play go on.
      expect(await refusal(service.playRound(session, { stake: 100 }))).toMatchObject({
        code: 'GAME_PAUSED',
      });
      expect(moves).toHaveLength(1);
      service.resume(session);
      await service.playRound(session, { stake: 100 });
      expect(moves.map((move) => move.action)).toEqual(['debit', 'debit', 'credit']);
    },
  );

  it('pauses on a refused blackjack double and keeps the hand in play', async () => {
    const { rounds: service, session, moves, debits } = setup({ engine: 'blackjack' });
    await dealDoubleable(service, session);
    debits.push({ kind: 'refused', code: 'REALITY_CHECK_DUE' });
    expect(await refusal(service.blackjack(session, 'double'))).toMatchObject({
      code: 'CASINO_PAUSED_PLAY',
      details: { casinoCode: 'REALITY_CHECK_DUE' },
    });
    expect(isPaused(session)).toBe(true);
    expect(service.openHand(session)).toMatchObject({ phase: 'player', wager: 100 });
    const stood = await service.blackjack(session, 'stand');
    expect(stood.hand).toMatchObject({ phase: 'settled', wager: 100 });
    expect(moves.filter((move) => move.transactionId.endsWith(':d2'))).toHaveLength(1);
  });

  it('answers STAKE_ABOVE_CAP without pausing: a lower stake may be played at once', async () => {
    const {
      rounds: service,
      session,
      moves,
    } = setup({
      debits: [{ kind: 'refused', code: 'STAKE_ABOVE_CAP' }],
    });
    expect(await refusal(service.playRound(session, { stake: 1000 }))).toMatchObject({
      code: 'STAKE_ABOVE_CAP',
      details: { casinoCode: 'STAKE_ABOVE_CAP' },
    });
    expect(isPaused(session)).toBe(false);
    await service.playRound(session, { stake: 100 });
    expect(moves.map((move) => move.action)).toEqual(['debit', 'debit', 'credit']);
  });

  it.each(ACCOUNT_BLOCK_CODES)('answers PLAYER_BLOCKED for %s', async (casinoCode) => {
    const { rounds: service, session } = setup({ debits: [{ kind: 'refused', code: casinoCode }] });
    expect(await refusal(service.playRound(session, { stake: 100 }))).toMatchObject({
      code: 'PLAYER_BLOCKED',
      details: { casinoCode },
    });
    expect(isPaused(session)).toBe(false);
  });

  it('answers CASINO_REFUSED for any other code, without pausing', async () => {
    const { rounds: service, session } = setup({
      debits: [{ kind: 'refused', code: 'CURRENCY_MISMATCH' }],
    });
    expect(await refusal(service.playRound(session, { stake: 100 }))).toMatchObject({
      code: 'CASINO_REFUSED',
      details: { casinoCode: 'CURRENCY_MISMATCH' },
    });
    expect(isPaused(session)).toBe(false);
  });
});

describe('the casino’s stake cap of the launch', () => {
  it.each(['video-slot', 'classic-slot'] as const)(
    'refuses a %s stake above it with STAKE_ABOVE_CAP before any debit',
    async (engine) => {
      const { rounds: service, session, moves, entries } = setup({ engine, maxStakeMinor: 200 });
      const error = await refusalOf(() => service.playRound(session, { stake: 500 }));
      expect(error).toMatchObject({
        code: 'STAKE_ABOVE_CAP',
        message: 'This stake is above the limit the casino allows you. Choose a lower stake.',
        details: { maxStakeMinor: 200 },
      });
      expect(moves).toEqual([]);
      expect(rounds(entries)).toEqual([]);
      expect(session.lastRoundStartedAt).toBeNull();
      expect(isPaused(session)).toBe(false);
      expect(session.isBusy).toBe(false);

      // The cap itself may be staked, at once.
      expect(await service.playRound(session, { stake: 200 })).toMatchObject({ stake: 200 });
      expect(moves.map((move) => move.action)).toEqual(['debit', 'credit']);
    },
  );

  it('still answers STAKE_INVALID for a stake off the ladder, listing only the offered stakes', async () => {
    const { rounds: service, session, moves } = setup({ maxStakeMinor: 200 });
    expect(await refusalOf(() => service.playRound(session, { stake: 150 }))).toMatchObject({
      code: 'STAKE_INVALID',
      details: { stakes: [10, 20, 50, 100, 200] },
    });
    expect(moves).toEqual([]);
  });

  it('does not hold blackjack to it: the cap is for slots', async () => {
    const { rounds: service, session, moves } = setup({ engine: 'blackjack', maxStakeMinor: 200 });
    const answer = await service.blackjack(session, 'deal', 500);
    expect(answer.hand.stake).toBe(500);
    expect(moves[0]).toMatchObject({ action: 'debit', amount: 500 });
  });
});

describe('free rounds', () => {
  it('plays a round of the grant at its stake with no debit, and reports the win', async () => {
    const { rounds: service, session, moves, entries } = setup({ freeRounds: 2 });
    const round = await service.playRound(session, { stake: 1000 });
    expect(round).toMatchObject({
      stake: 50,
      isFreeRound: true,
      freeRounds: { left: 1, stake: 50 },
      balance: 100_000 + round.win,
      isWinPending: false,
    });
    expect(moves).toEqual([
      { action: 'free-round', transactionId: `${round.roundId}:f1`, amount: round.win },
    ]);
    expect(rounds(entries)[0]).toMatchObject({
      roundId: round.roundId,
      stake: 50,
      bets: { stake: 50 },
      freeRoundsId: 'grant-1',
      status: 'completed',
    });
    expect(session.lastRoundStartedAt).not.toBeNull();
  });

  it('goes back to debited rounds when the grant is used up', async () => {
    const { rounds: service, session, moves } = setup({ freeRounds: 1 });
    await service.playRound(session, { stake: 100 });
    const round = await service.playRound(session, { stake: 100 });
    expect(round).toMatchObject({ stake: 100, isFreeRound: false, freeRounds: null });
    expect(moves.map((move) => move.action)).toEqual(['free-round', 'debit', 'credit']);
  });

  it('takes no free round while paused or within the minimum cycle', async () => {
    const { rounds: service, session, grant, clock } = setup({ freeRounds: 3 });
    session.minCycleMs = 2_500;
    service.pause(session);
    expect(await refusal(service.playRound(session, { stake: 100 }))).toMatchObject({
      code: 'GAME_PAUSED',
    });
    service.resume(session);
    await service.playRound(session, { stake: 100 });
    expect(await refusal(service.playRound(session, { stake: 100 }))).toMatchObject({
      code: 'MIN_CYCLE',
    });
    expect(grant.left).toBe(2);
    clock.now += 2_500;
    expect(await service.playRound(session, { stake: 100 })).toMatchObject({ isFreeRound: true });
  });

  it('answers FREE_ROUNDS_ENDED when the casino refuses the report', async () => {
    const { rounds: service, session } = setup({
      freeRounds: 3,
      reports: [{ kind: 'refused', code: 'FREE_ROUNDS_USED' }],
    });
    expect(await refusal(service.playRound(session, { stake: 100 }))).toMatchObject({
      code: 'FREE_ROUNDS_ENDED',
      details: { casinoCode: 'FREE_ROUNDS_USED' },
    });
    expect(session.isBusy).toBe(false);
  });

  it('says the win is on its way while the report is undelivered', async () => {
    const { rounds: service, session } = setup({ freeRounds: 1, reports: [{ kind: 'pending' }] });
    const round = await service.playRound(session, { stake: 100 });
    expect(round.isWinPending).toBe(round.win > 0);
    expect(round.balance).toBe(round.win > 0 ? null : 100_000);
  });
});
