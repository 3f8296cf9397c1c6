import type { FastifyBaseLogger } from 'fastify';
import type { CasinoClient, CasinoResult } from './casino-client';
import type { MoneyMove, RoundJournal } from './round-journal';

// DESIGN §7: a credit that cannot be delivered is never lost, and a debit whose fate is unknown is
// rolled back; both are retried with the same transaction id (idempotent at the casino) until the
// casino answers, in the background, backing off up to a minute between tries. A free round's
// report (DESIGN §11) is a win like a credit and goes the same way.

export type SettlementMove = Extract<MoneyMove, { action: 'credit' | 'rollback' | 'free-round' }>;

/** The casino's answer to a settlement; a free round's also counts the grant's rounds left. */
export type SettlementResult = CasinoResult<{ balance: number; roundsLeft?: number }>;

export type SettlementQueue = {
  /** Sends now; when the casino cannot be reached, keeps retrying in the background. */
  deliver(move: SettlementMove): Promise<SettlementResult | { kind: 'queued' }>;
  /** Tries every queued move once, now. */
  drain(): Promise<void>;
  pending(): SettlementMove[];
  close(): void;
};

export const BACKGROUND_DELAYS_MS = [1_000, 5_000, 15_000, 60_000] as const;

/** Refusals that mean a rollback has nothing left to do: the debit never landed or is rolled back. */
const ROLLBACK_SETTLED = new Set(['TRANSACTION_NOT_FOUND', 'TRANSACTION_ROLLED_BACK']);

export function createSettlementQueue(options: {
  client: CasinoClient;
  journal: RoundJournal;
  log: FastifyBaseLogger;
  delaysMs?: readonly number[];
  /**
   * Told each answer once it is journaled, now or after a retry (free rounds keep the casino's
   * count of a grant, or end it when the casino refuses a report).
   */
  onAnswer?: (
    move: SettlementMove,
    result: Exclude<SettlementResult, { kind: 'unavailable' }>,
  ) => Promise<void>;
}): SettlementQueue {
  const { client, journal, log } = options;
  const delays = options.delaysMs ?? BACKGROUND_DELAYS_MS;
  const queued = new Map<
    string,
    { move: SettlementMove; tries: number; timer: NodeJS.Timeout | null }
  >();
  let isClosed = false;

  function call(move: SettlementMove): Promise<SettlementResult> {
    switch (move.action) {
      case 'credit':
        return client.credit(move.request);
      case 'rollback':
        return client.rollback(move.request);
      case 'free-round':
        return client.freeRound(move.request);
    }
  }

  async function send(move: SettlementMove): Promise<SettlementResult> {
    const result = await call(move);
    const transactionId = move.request.transactionId;
    const at = new Date().toISOString();
    if (result.kind === 'ok') {
      await journal.append({ type: 'move', state: 'done', transactionId, at });
    } else if (result.kind === 'refused') {
      const isSettled = move.action === 'rollback' && ROLLBACK_SETTLED.has(result.code);
      await journal.append({
        type: 'move',
        state: isSettled ? 'done' : 'refused',
        transactionId,
        code: result.code,
        at,
      });
      if (!isSettled) {
        log.error(
          { move, code: result.code },
          'the casino refused a settlement: needs an operator',
        );
      }
    }
    if (result.kind !== 'unavailable') await options.onAnswer?.(move, result);
    return result;
  }

  function schedule(transactionId: string): void {
    const entry = queued.get(transactionId);
    if (!entry || isClosed) return;
    const delay = delays[Math.min(entry.tries, delays.length - 1)]!;
    entry.timer = setTimeout(() => void retry(transactionId), delay);
    entry.timer.unref();
  }

  async function retry(transactionId: string): Promise<void> {
    const entry = queued.get(transactionId);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.tries += 1;
    const result = await send(entry.move);
    if (result.kind === 'unavailable') {
      log.warn(
        { transactionId, tries: entry.tries, reason: result.reason },
        'settlement still undelivered',
      );
      schedule(transactionId);
      return;
    }
    queued.delete(transactionId);
    log.info({ transactionId, tries: entry.tries }, 'settlement delivered');
  }

  function enqueue(move: SettlementMove): void {
    const transactionId = move.request.transactionId;
    if (queued.has(transactionId)) return;
    queued.set(transactionId, { move, tries: 0, timer: null });
    schedule(transactionId);
  }

  return {
    async deliver(move) {
      const result = await send(move);
      if (result.kind !== 'unavailable') return result;
      log.warn(
        { transactionId: move.request.transactionId, reason: result.reason },
        'settlement queued',
      );
      enqueue(move);
      return { kind: 'queued' };
    },
    async drain() {
      await Promise.all([...queued.keys()].map((transactionId) => retry(transactionId)));
    },
    pending: () => [...queued.values()].map((entry) => entry.move),
    close() {
      isClosed = true;
      for (const entry of queued.values()) if (entry.timer) clearTimeout(entry.timer);
    },
  };
}
