import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ZBaccaratRoundRequest,
  ZMoneyWheelRoundRequest,
  ZRouletteRoundRequest,
  type TBlackjackHand,
  type TBlackjackResponse,
  type TFreeRoundsState,
  type TMoneyState,
  type TRoundRequest,
  type TRoundResponse,
} from './api-contract';
import { baccaratBetsProblem } from './engines/baccarat';
import {
  actBlackjack,
  allowedBlackjackActions,
  dealBlackjack,
  handTotal,
  isValidBlackjackStake,
  type BlackjackAction,
  type BlackjackState,
} from './engines/blackjack';
import type { EngineId, RoundRecord } from './engines/engine-types';
import { blackjackOutcome, playRecordedBets } from './engines/replay';
import { moneyWheelBetsProblem } from './engines/money-wheel';
import { rouletteBetProblem } from './engines/roulette';
import { StudioError } from './errors';
import type { FreeRoundsStore, FreeRoundTaken } from './free-rounds';
import { createRecordingRng, type Rng } from './rng';
import type { RoundJournal } from './round-journal';
import { isPaused, type Session } from './sessions';
import { stakeRefusal } from './stake-refusals';
import { isSlotEngine, offeredStakes, stakeLadder, tableLimits } from './stakes';
import type { FreeRoundReport, Wallet } from './wallets';

// The rules of a round (DESIGN §7): minimum game cycle, stake or bet checks, debit the stake, run
// the engine, credit the win (zero closes a lost round), record the round. Every round ends completed
// or cancelled. Transaction ids are `${roundId}:d1` (stake), `${roundId}:d2` (blackjack double),
// `${roundId}:c1` (the win). While the casino has paused play (its page covers the game, or it
// refused a stake for a responsible-gambling reason) no stake is taken; a hand in play may finish.
// A real-money slot round of a player with free rounds of the game (DESIGN §11) is one of them: the
// grant's stake, no debit, and the win reported as `${roundId}:f1` through the free-round call;
// the minimum cycle and the pause hold all the same.

export type RoundServiceDeps = {
  rng: Rng;
  now: () => number;
  journal: RoundJournal;
  walletFor: (session: Session) => Wallet;
  freeRounds: Pick<FreeRoundsStore, 'offer' | 'take'>;
  reportFreeRound: FreeRoundReport;
  log: FastifyBaseLogger;
};

type Settled = { balance: number | null; isWinPending: boolean };

export function createRoundService(deps: RoundServiceDeps) {
  const { journal, log } = deps;

  /** One money-moving request per session at a time. */
  async function exclusive<T>(session: Session, work: () => Promise<T>): Promise<T> {
    if (session.isBusy) throw new StudioError('ROUND_IN_PROGRESS');
    session.isBusy = true;
    try {
      return await work();
    } finally {
      session.isBusy = false;
    }
  }

  /** The minimum game cycle: a round may not start sooner than minCycleMs after the last start. */
  function assertCycle(session: Session): void {
    if (session.lastRoundStartedAt === null) return;
    const wait = session.lastRoundStartedAt + session.minCycleMs - deps.now();
    if (wait > 0) throw new StudioError('MIN_CYCLE', { retryInMs: wait });
  }

  /** spec 001 §4: no stake while the casino has paused play. */
  function assertNotPaused(session: Session): void {
    if (isPaused(session)) throw new StudioError('GAME_PAUSED');
  }

  /** The casino paused play (its page's inview or submit_data, or a refused stake); idempotent. */
  function pause(session: Session): void {
    session.pausedAt ??= deps.now();
  }

  /** The casino says play may go on (its page's closed). */
  function resume(session: Session): void {
    session.pausedAt = null;
  }

  function nextRoundInMs(session: Session): number {
    if (session.lastRoundStartedAt === null) return 0;
    return Math.max(0, session.lastRoundStartedAt + session.minCycleMs - deps.now());
  }

  function stakesOf(session: Session): number[] {
    return offeredStakes(session.engine, session.currency, session.maxStakeMinor);
  }

  /**
   * A stake of the ladder, and for a slot within the casino's stake cap of the launch: the casino
   * would refuse a debit above it, so it is refused here and never sent (no money moves).
   */
  function assertStake(session: Session, stake: number): void {
    if (!stakeLadder(session.currency).includes(stake)) {
      throw new StudioError('STAKE_INVALID', { stakes: stakesOf(session) });
    }
    const cap = session.maxStakeMinor;
    if (isSlotEngine(session.engine) && cap !== null && stake > cap) {
      throw new StudioError('STAKE_ABOVE_CAP', { maxStakeMinor: cap });
    }
  }

  function record(
    session: Session,
    fields: Pick<
      RoundRecord,
      'roundId' | 'stake' | 'bets' | 'outcome' | 'win' | 'rngDraws' | 'status'
    > &
      Pick<Partial<RoundRecord>, 'freeRoundsId'> & {
        startedAt: number;
      },
  ): Promise<void> {
    const { startedAt, ...rest } = fields;
    return journal.append({
      type: 'round',
      ...rest,
      engine: session.engine,
      skin: session.skin,
      gameId: session.gameId,
      mode: session.mode,
      playerId: session.playerId,
      currency: session.currency,
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(deps.now()).toISOString(),
    });
  }

  /** Takes a stake; a refusal or an unknown fate ends here with the matching error. */
  async function takeStake(
    session: Session,
    roundId: string,
    transactionId: string,
    amount: number,
  ): Promise<number> {
    const debit = await deps.walletFor(session).debit(session, { roundId, transactionId, amount });
    switch (debit.kind) {
      case 'ok':
        return debit.balance;
      case 'insufficient':
        throw new StudioError('INSUFFICIENT_FUNDS', { balance: debit.balance });
      case 'refused': {
        const refusal = stakeRefusal(debit.code);
        if (refusal.isPausing) pause(session);
        throw new StudioError(refusal.code, { casinoCode: debit.code });
      }
      case 'cancelled':
        throw new StudioError('CASINO_UNAVAILABLE', { isRefundPending: debit.isRefundPending });
    }
  }

  /** Pays the win (zero closes a lost round); an undelivered credit keeps going in the background. */
  async function payWin(
    session: Session,
    roundId: string,
    win: number,
    balanceAfterStake: number,
  ): Promise<Settled> {
    const credit = await deps.walletFor(session).credit(session, {
      roundId,
      transactionId: `${roundId}:c1`,
      amount: win,
      debitTransactionId: `${roundId}:d1`,
    });
    if (credit.kind === 'ok') {
      session.lastBalance = credit.balance;
      return { balance: credit.balance, isWinPending: false };
    }
    if (credit.kind === 'refused') {
      log.error({ roundId, code: credit.code }, 'the casino refused a win: needs an operator');
    }
    return { balance: win === 0 ? balanceAfterStake : null, isWinPending: win > 0 };
  }

  /** The free rounds the session's next round would play (none in demo play, nor off the slots). */
  function freeRoundsOf(session: Session): TFreeRoundsState | null {
    return deps.freeRounds.offer(session);
  }

  /** Reports a free round's win; an undelivered report keeps going in the background. */
  async function reportFreeRound(
    session: Session,
    roundId: string,
    taken: FreeRoundTaken,
    win: number,
  ): Promise<Settled> {
    const report = await deps.reportFreeRound(session, {
      roundId,
      freeRoundsId: taken.freeRoundsId,
      amount: win,
    });
    if (report.kind === 'ok') {
      session.lastBalance = report.balance;
      return { balance: report.balance, isWinPending: false };
    }
    if (report.kind === 'refused') {
      // The casino will not count it (the grant is used up, cancelled or unknown to it): the grant
      // ended here too (free-rounds.ts settle), and the player hears that this spin did not count.
      throw new StudioError('FREE_ROUNDS_ENDED', {
        casinoCode: report.code,
        freeRounds: freeRoundsOf(session),
      });
    }
    return { balance: win === 0 ? session.lastBalance : null, isWinPending: win > 0 };
  }

  function money(session: Session, settled: Settled): TMoneyState {
    return { ...settled, currency: session.currency, nextRoundInMs: nextRoundInMs(session) };
  }

  async function cancelledRound(
    session: Session,
    roundId: string,
    startedAt: number,
    stake: number,
    bets: unknown,
  ) {
    await record(session, {
      roundId,
      stake,
      bets,
      outcome: null,
      win: 0,
      rngDraws: [],
      status: 'cancelled',
      startedAt,
    });
  }

  /** Bets of a table game: valid for its engine, whole chips, within the table limit. */
  function checkTableBets(
    session: Session,
    bets: readonly { amount: number }[],
    problem: string | null,
  ): number {
    if (problem) throw new StudioError('BETS_INVALID', { problem });
    const { chip, maxTotal } = tableLimits(session.engine, session.currency);
    if (bets.some((bet) => bet.amount % chip !== 0)) {
      throw new StudioError('BETS_INVALID', {
        problem: `every bet is a whole number of ${chip} chips`,
      });
    }
    const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
    if (stake > maxTotal)
      throw new StudioError('BETS_INVALID', { problem: `the table limit is ${maxTotal}` });
    return stake;
  }

  function checkSingleStepBets(
    session: Session,
    body: TRoundRequest,
  ): {
    stake: number;
    bets: unknown;
  } {
    switch (session.engine) {
      case 'roulette': {
        const parsed = ZRouletteRoundRequest.safeParse(body);
        if (!parsed.success) throw new StudioError('BETS_INVALID', {}, 'Roulette takes { bets }.');
        const { bets } = parsed.data;
        const problem = bets.map(rouletteBetProblem).find((found) => found !== null) ?? null;
        return { stake: checkTableBets(session, bets, problem), bets };
      }
      case 'baccarat': {
        const parsed = ZBaccaratRoundRequest.safeParse(body);
        if (!parsed.success) {
          throw new StudioError(
            'BETS_INVALID',
            {},
            'Baccarat takes { bets } on player, banker, tie.',
          );
        }
        const { bets } = parsed.data;
        return { stake: checkTableBets(session, bets, baccaratBetsProblem(bets)), bets };
      }
      case 'money-wheel': {
        const parsed = ZMoneyWheelRoundRequest.safeParse(body);
        if (!parsed.success) {
          throw new StudioError('BETS_INVALID', {}, 'The money wheel takes { bets } on numbers.');
        }
        const { bets } = parsed.data;
        return { stake: checkTableBets(session, bets, moneyWheelBetsProblem(bets)), bets };
      }
      case 'video-slot':
      case 'classic-slot':
      case 'blackjack': {
        if (!('stake' in body))
          throw new StudioError('STAKE_INVALID', { stakes: stakesOf(session) });
        assertStake(session, body.stake);
        return { stake: body.stake, bets: { stake: body.stake } };
      }
    }
  }

  /** A slot spin, a roulette or money-wheel spin, a baccarat coup: one request, one round. */
  function playRound(session: Session, body: TRoundRequest): Promise<TRoundResponse> {
    const singleStep: EngineId[] = [
      'video-slot',
      'classic-slot',
      'roulette',
      'baccarat',
      'money-wheel',
    ];
    if (!singleStep.includes(session.engine)) throw new StudioError('WRONG_GAME');
    const { stake, bets } = checkSingleStepBets(session, body);
    return exclusive(session, async () => {
      assertNotPaused(session);
      assertCycle(session);
      const roundId = randomUUID();
      const startedAt = deps.now();
      // The client's stake is checked all the same: a client that has not heard of the grant yet
      // sent one of its stakes, and the round is played at the grant's.
      const taken = await deps.freeRounds.take(session, roundId);
      if (taken) return playFreeRound(session, roundId, startedAt, taken);
      let balanceAfterStake: number;
      try {
        balanceAfterStake = await takeStake(session, roundId, `${roundId}:d1`, stake);
      } catch (error) {
        if (error instanceof StudioError && error.code === 'CASINO_UNAVAILABLE') {
          await cancelledRound(session, roundId, startedAt, stake, bets);
        }
        throw error;
      }
      session.lastRoundStartedAt = startedAt;
      session.lastBalance = balanceAfterStake;
      const recording = createRecordingRng(deps.rng);
      const { outcome, win } = playRecordedBets(recording, session.engine, bets);
      await record(session, {
        roundId,
        stake,
        bets,
        outcome,
        win,
        rngDraws: recording.draws,
        status: 'completed',
        startedAt,
      });
      const settled = await payWin(session, roundId, win, balanceAfterStake);
      return {
        success: true,
        roundId,
        engine: session.engine,
        stake,
        win,
        outcome,
        isFreeRound: false,
        freeRounds: freeRoundsOf(session),
        ...money(session, settled),
      };
    });
  }

  /** A slot round of a free-rounds grant: played at the grant's stake with nothing debited. */
  async function playFreeRound(
    session: Session,
    roundId: string,
    startedAt: number,
    taken: FreeRoundTaken,
  ): Promise<TRoundResponse> {
    session.lastRoundStartedAt = startedAt;
    const bets = { stake: taken.stake };
    const recording = createRecordingRng(deps.rng);
    const { outcome, win } = playRecordedBets(recording, session.engine, bets);
    await record(session, {
      roundId,
      stake: taken.stake,
      bets,
      outcome,
      win,
      rngDraws: recording.draws,
      status: 'completed',
      startedAt,
      freeRoundsId: taken.freeRoundsId,
    });
    const settled = await reportFreeRound(session, roundId, taken, win);
    return {
      success: true,
      roundId,
      engine: session.engine,
      stake: taken.stake,
      win,
      outcome,
      isFreeRound: true,
      freeRounds: freeRoundsOf(session),
      ...money(session, settled),
    };
  }

  function handView(roundId: string, state: BlackjackState): TBlackjackHand {
    const isOpen = state.phase === 'player';
    const dealer = isOpen ? state.dealer.slice(0, 1) : state.dealer;
    return {
      roundId,
      stake: state.stake,
      wager: state.wager,
      player: state.player,
      dealer,
      playerTotal: handTotal(state.player).total,
      dealerTotal: handTotal(dealer).total,
      phase: state.phase,
      result: state.result,
      win: state.win,
      allowed: allowedBlackjackActions(state),
    };
  }

  async function finishBlackjack(
    session: Session,
    balanceAfterStake: number,
  ): Promise<TBlackjackResponse> {
    const open = session.blackjack!;
    session.blackjack = null;
    const { state, roundId } = open;
    await record(session, {
      roundId,
      stake: state.wager,
      bets: { stake: state.stake, actions: state.actions },
      outcome: blackjackOutcome(state),
      win: state.win,
      rngDraws: open.draws,
      status: 'completed',
      startedAt: open.startedAt,
    });
    const settled = await payWin(session, roundId, state.win, balanceAfterStake);
    return { success: true, hand: handView(roundId, state), ...money(session, settled) };
  }

  /** Plays `action` on the open hand with the round's recording of draws. */
  function step(session: Session, action: BlackjackAction): void {
    const open = session.blackjack!;
    const recording = createRecordingRng(deps.rng);
    open.state = actBlackjack(recording, open.state, action);
    open.draws.push(...recording.draws);
  }

  function blackjack(
    session: Session,
    move: 'deal' | BlackjackAction,
    stake?: number,
  ): Promise<TBlackjackResponse> {
    if (session.engine !== 'blackjack') throw new StudioError('WRONG_GAME');
    return exclusive(session, async () => {
      if (move === 'deal') {
        if (session.blackjack) throw new StudioError('ROUND_IN_PROGRESS');
        if (stake === undefined || !isValidBlackjackStake(stake)) {
          throw new StudioError('STAKE_INVALID', { stakes: stakesOf(session) });
        }
        assertStake(session, stake);
        assertNotPaused(session);
        assertCycle(session);
        const roundId = randomUUID();
        const startedAt = deps.now();
        let balance: number;
        try {
          balance = await takeStake(session, roundId, `${roundId}:d1`, stake);
        } catch (error) {
          if (error instanceof StudioError && error.code === 'CASINO_UNAVAILABLE') {
            await cancelledRound(session, roundId, startedAt, stake, { stake, actions: [] });
          }
          throw error;
        }
        session.lastRoundStartedAt = startedAt;
        session.lastBalance = balance;
        const recording = createRecordingRng(deps.rng);
        const state = dealBlackjack(recording, stake);
        session.blackjack = {
          roundId,
          startedAt,
          state,
          draws: [...recording.draws],
          debitIds: [`${roundId}:d1`],
        };
        if (state.phase === 'settled') return finishBlackjack(session, balance);
        return {
          success: true,
          hand: handView(roundId, state),
          ...money(session, { balance, isWinPending: false }),
        };
      }
      const open = session.blackjack;
      if (!open) throw new StudioError('NO_OPEN_ROUND');
      if (!allowedBlackjackActions(open.state).includes(move)) {
        throw new StudioError('ACTION_NOT_ALLOWED', {
          allowed: allowedBlackjackActions(open.state),
        });
      }
      let balance = session.lastBalance;
      if (move === 'double') {
        // DESIGN §7: a double is a second debit in the same round; refused, the hand goes on.
        assertNotPaused(session);
        balance = await takeStake(session, open.roundId, `${open.roundId}:d2`, open.state.stake);
        open.debitIds.push(`${open.roundId}:d2`);
        session.lastBalance = balance;
      }
      step(session, move);
      if (open.state.phase === 'settled') return finishBlackjack(session, balance);
      return {
        success: true,
        hand: handView(open.roundId, open.state),
        ...money(session, { balance, isWinPending: false }),
      };
    });
  }

  /**
   * A hand left in play (session expired, studio stopping) is finished the way the game sheet
   * says: the player stands, and the round is settled.
   */
  async function finishAbandoned(session: Session): Promise<void> {
    if (!session.blackjack || session.isBusy) return;
    try {
      await exclusive(session, async () => {
        step(session, 'stand');
        await finishBlackjack(session, session.lastBalance);
      });
    } catch (error) {
      log.error({ err: error, sessionMode: session.mode }, 'could not finish an abandoned hand');
    }
  }

  async function balance(session: Session): Promise<number> {
    const value = await deps.walletFor(session).balance(session);
    if (value === null) throw new StudioError('CASINO_UNAVAILABLE');
    session.lastBalance = value;
    return value;
  }

  function openHand(session: Session): TBlackjackHand | null {
    return session.blackjack ? handView(session.blackjack.roundId, session.blackjack.state) : null;
  }

  return {
    playRound,
    blackjack,
    finishAbandoned,
    balance,
    openHand,
    freeRoundsOf,
    nextRoundInMs,
    pause,
    resume,
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
