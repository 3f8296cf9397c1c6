import type { RoundJournal } from './round-journal';
import type { SettlementQueue } from './settlement-queue';

// DESIGN §7 "every round ends completed or cancelled", across restarts: at start the journal says
// which money moves were left unanswered; they are finished here, in the background.

export async function recoverUnsettled(
  journal: RoundJournal,
  settlements: SettlementQueue,
): Promise<number> {
  const { resend, orphanDebits, unreportedFreeRounds } = journal.unsettled();
  const at = () => new Date().toISOString();
  const work: Promise<unknown>[] = [];
  for (const move of resend) {
    if (move.action !== 'debit') work.push(settlements.deliver(move));
  }
  const handledRounds = new Set<string>();
  for (const orphan of orphanDebits) {
    const { request, record } = orphan;
    if (record?.status === 'completed') {
      // Played and recorded, credit never sent: pay it, once per round.
      if (handledRounds.has(request.roundId)) continue;
      handledRounds.add(request.roundId);
      const credit = {
        playerId: request.playerId,
        transactionId: `${request.roundId}:c1`,
        roundId: request.roundId,
        gameId: request.gameId,
        amount: record.win,
        currency: request.currency,
        debitTransactionId: `${request.roundId}:d1`,
        roundEnded: true,
      };
      await journal.append({
        type: 'move',
        action: 'credit',
        request: credit,
        state: 'sent',
        at: at(),
      });
      work.push(settlements.deliver({ action: 'credit', request: credit }));
      continue;
    }
    const rollback = {
      playerId: request.playerId,
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
    work.push(settlements.deliver({ action: 'rollback', request: rollback }));
    if (orphan.round && !handledRounds.has(request.roundId)) {
      handledRounds.add(request.roundId);
      await journal.append({
        type: 'round',
        roundId: request.roundId,
        engine: orphan.round.engine,
        skin: orphan.round.skin,
        gameId: request.gameId,
        mode: 'real',
        playerId: request.playerId,
        currency: request.currency,
        stake: request.amount,
        bets: null,
        outcome: null,
        win: 0,
        rngDraws: [],
        status: 'cancelled',
        startedAt: orphan.startedAt,
        endedAt: at(),
      });
    }
  }
  for (const record of unreportedFreeRounds) {
    // A free round played and recorded whose report was never sent: it is owed its win.
    const report = {
      playerId: record.playerId,
      transactionId: `${record.roundId}:f1`,
      roundId: record.roundId,
      gameId: record.gameId,
      freeRoundsId: record.freeRoundsId,
      amount: record.win,
      currency: record.currency,
    };
    await journal.append({
      type: 'move',
      action: 'free-round',
      request: report,
      state: 'sent',
      at: at(),
    });
    work.push(settlements.deliver({ action: 'free-round', request: report }));
  }
  await Promise.all(work);
  return resend.length + orphanDebits.length + unreportedFreeRounds.length;
}
