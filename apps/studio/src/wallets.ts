import type { CasinoClient } from './casino-client';
import type { RoundJournal } from './round-journal';
import type { Session } from './sessions';
import type { SettlementMove, SettlementQueue } from './settlement-queue';

// Where a session's money lives: the casino's wallet through the provider API (real mode), or
// play money in the session (demo mode, which never calls the casino). DESIGN §7.

export type DebitOutcome =
  | { kind: 'ok'; balance: number }
  | { kind: 'insufficient'; balance: number | null }
  | { kind: 'refused'; code: string }
  /** The casino never answered: the debit was rolled back, or is being rolled back in the background. */
  | { kind: 'cancelled'; isRefundPending: boolean };

export type CreditOutcome =
  | { kind: 'ok'; balance: number }
  /** Not yet delivered: retried in the background with the same id until it lands. */
  | { kind: 'pending' }
  | { kind: 'refused'; code: string };

export type Wallet = {
  balance(session: Session): Promise<number | null>;
  debit(
    session: Session,
    move: { roundId: string; transactionId: string; amount: number },
  ): Promise<DebitOutcome>;
  credit(
    session: Session,
    move: { roundId: string; transactionId: string; amount: number; debitTransactionId: string },
  ): Promise<CreditOutcome>;
};

/**
 * A free round's report (DESIGN §11): only real play has free rounds, so only the casino's
 * wallet reports them. Answered like a credit: the casino's balance, pending, or refused.
 */
export type FreeRoundReport = (
  session: Session,
  move: { roundId: string; freeRoundsId: string; amount: number },
) => Promise<CreditOutcome>;

/** Demo play: the session's own play money. */
export function createDemoWallet(): Wallet {
  return {
    balance: (session) => Promise.resolve(session.demoBalance),
    debit(session, move) {
      if (session.demoBalance < move.amount) {
        return Promise.resolve({ kind: 'insufficient', balance: session.demoBalance });
      }
      session.demoBalance -= move.amount;
      return Promise.resolve({ kind: 'ok', balance: session.demoBalance });
    },
    credit(session, move) {
      session.demoBalance += move.amount;
      return Promise.resolve({ kind: 'ok', balance: session.demoBalance });
    },
  };
}

/** Real play: every move through the provider API, logged in the journal before it is sent. */
export function createCasinoWallet(deps: {
  client: CasinoClient;
  journal: RoundJournal;
  settlements: SettlementQueue;
}): Wallet & { freeRound: FreeRoundReport } {
  const { client, journal, settlements } = deps;
  const at = () => new Date().toISOString();

  /** A credit or a free round's report: journaled, then delivered until it lands. */
  async function settle(
    move: Extract<SettlementMove, { action: 'credit' | 'free-round' }>,
  ): Promise<CreditOutcome> {
    await journal.append({ type: 'move', ...move, state: 'sent', at: at() });
    const result = await settlements.deliver(move);
    if (result.kind === 'ok') return { kind: 'ok', balance: result.value.balance };
    if (result.kind === 'refused') return { kind: 'refused', code: result.code };
    return { kind: 'pending' };
  }

  return {
    async balance(session) {
      const result = await client.balance(session.playerId);
      return result.kind === 'ok' ? result.value.balance : null;
    },
    async debit(session, move) {
      const request = {
        playerId: session.playerId,
        transactionId: move.transactionId,
        roundId: move.roundId,
        gameId: session.gameId,
        amount: move.amount,
        currency: session.currency,
      };
      await journal.append({
        type: 'move',
        action: 'debit',
        request,
        state: 'sent',
        at: at(),
        round: { engine: session.engine, skin: session.skin },
      });
      const result = await client.debit(request);
      if (result.kind === 'ok') {
        await journal.append({
          type: 'move',
          state: 'done',
          transactionId: request.transactionId,
          at: at(),
        });
        return { kind: 'ok', balance: result.value.balance };
      }
      if (result.kind === 'refused') {
        await journal.append({
          type: 'move',
          state: 'refused',
          transactionId: request.transactionId,
          code: result.code,
          at: at(),
        });
        return result.code === 'INSUFFICIENT_FUNDS'
          ? { kind: 'insufficient', balance: result.balance }
          : { kind: 'refused', code: result.code };
      }
      // Fate unknown: the stake may have been taken. Roll it back (DESIGN §7); the casino treats a
      // rollback of a debit it never saw as done, and a repeated one as success.
      const rollback = {
        playerId: session.playerId,
        transactionId: `${request.transactionId}:rb`,
        roundId: request.roundId,
        gameId: request.gameId,
        originalTransactionId: request.transactionId,
      };
      await journal.append({
        type: 'move',
        action: 'rollback',
        request: rollback,
        state: 'sent',
        at: at(),
      });
      const undone = await settlements.deliver({ action: 'rollback', request: rollback });
      return { kind: 'cancelled', isRefundPending: undone.kind === 'queued' };
    },
    async credit(session, move) {
      const request = {
        playerId: session.playerId,
        transactionId: move.transactionId,
        roundId: move.roundId,
        gameId: session.gameId,
        amount: move.amount,
        currency: session.currency,
        debitTransactionId: move.debitTransactionId,
        roundEnded: true,
      };
      return settle({ action: 'credit', request });
    },
    freeRound(session, move) {
      return settle({
        action: 'free-round',
        request: {
          playerId: session.playerId,
          transactionId: `${move.roundId}:f1`,
          roundId: move.roundId,
          gameId: session.gameId,
          freeRoundsId: move.freeRoundsId,
          amount: move.amount,
          currency: session.currency,
        },
      });
    },
  };
}
