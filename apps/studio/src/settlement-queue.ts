import type { FastifyBaseLogger } from 'fastify';
import type { CasinoClient, CasinoResult } from './casino-client';
import type { MoneyMove, RoundJournal } from './round-journal';

// DESIGN §7: a credit that cannot be delivered is never lost, and a debit whose fate is unknown is
// rolled back; both are retried with the same transaction id (idempotent at the casino) until the
// casino answers, in the background, backing off up to a minute between tries.

export type SettlementMove = Extract<MoneyMove, { action: 'credit' | 'rollback' }>;

export type SettlementQueue = {
  /** Sends now; when the casino cannot be reached, keeps retrying in the background. */
  deliver(move: SettlementMove): Promise<CasinoResult<{ balance: number }> | { kind: 'queued' }>;
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
}): SettlementQueue {
  const { client, journal, log } = options;
  const delays = options.delaysMs ?? BACKGROUND_DELAYS_MS;
  const queued = new Map<
    string,
    { move: SettlementMove; tries: number; timer: NodeJS.Timeout | null }
  >();
  let isClosed = false;

  async function send(move: SettlementMove): Promise<CasinoResult<{ balance: number }>> {
    const result =
      move.action === 'credit'
        ? await client.credit(move.request)
        : await client.rollback(move.request);
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
