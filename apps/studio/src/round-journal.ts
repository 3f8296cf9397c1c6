import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  TCreditRequest,
  TDebitRequest,
  TFreeRoundRequest,
  TRollbackRequest,
} from '@playfair/contracts/provider-api';
import type { RoundRecord } from './engines/engine-types';

// DESIGN §7 round records, kept as an append-only audit file: `${dataDir}/rounds.jsonl`, one JSON
// object per line. Besides the round records it logs every money move before it is sent and once
// it is answered, so a restart finds what was left unsettled (a debit whose fate is unknown, a
// credit or a free round's report not yet delivered) and finishes it: every round ends completed
// or cancelled.

export type MoneyMove =
  | { action: 'debit'; request: TDebitRequest }
  | { action: 'credit'; request: TCreditRequest }
  | { action: 'rollback'; request: TRollbackRequest }
  /** A free round's report (DESIGN §11): no debit before it, its win in `amount`. */
  | { action: 'free-round'; request: TFreeRoundRequest };

export type JournalEntry =
  | ({ type: 'round' } & RoundRecord)
  | (MoneyMove & {
      type: 'move';
      state: 'sent';
      at: string;
      /** With a debit: the game, so a round cancelled at restart can be recorded. */
      round?: Pick<RoundRecord, 'engine' | 'skin'>;
    })
  | { type: 'move'; state: 'done' | 'refused'; transactionId: string; code?: string; at: string };

export type OrphanDebit = {
  request: TDebitRequest;
  round: Pick<RoundRecord, 'engine' | 'skin'> | undefined;
  startedAt: string;
  /** The round was played and recorded, only its credit was never sent. */
  record: RoundRecord | undefined;
};

export type UnsettledWork = {
  /** Credits, rollbacks and free-round reports sent but never answered: send again, same id. */
  resend: MoneyMove[];
  /**
   * Debits of rounds without a credit or a rollback: a recorded round is owed its credit, any
   * other round is rolled back and recorded cancelled.
   */
  orphanDebits: OrphanDebit[];
  /** Free rounds played and recorded whose report was never sent: send it. */
  unreportedFreeRounds: (RoundRecord & { freeRoundsId: string })[];
};

export type RoundJournal = {
  append(entry: JournalEntry): Promise<void>;
  findRound(roundId: string): RoundRecord | undefined;
  unsettled(): UnsettledWork;
  close(): Promise<void>;
};

export const JOURNAL_FILE = 'rounds.jsonl';

type MoveState = {
  move: MoneyMove;
  state: 'sent' | 'done' | 'refused';
  at: string;
  round?: Pick<RoundRecord, 'engine' | 'skin'>;
};

export async function openRoundJournal(dataDir: string): Promise<RoundJournal> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, JOURNAL_FILE);
  const rounds = new Map<string, RoundRecord>();
  const moves = new Map<string, MoveState>();

  function index(entry: JournalEntry): void {
    if (entry.type === 'round') {
      const { type: _type, ...record } = entry;
      rounds.set(record.roundId, record);
      return;
    }
    if (entry.state === 'sent') {
      moves.set(entry.request.transactionId, {
        move: { action: entry.action, request: entry.request } as MoneyMove,
        state: 'sent',
        at: entry.at,
        round: entry.round,
      });
      return;
    }
    const known = moves.get(entry.transactionId);
    if (known) known.state = entry.state;
  }

  let existing = '';
  try {
    existing = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const line of existing.split('\n')) {
    if (line.trim() === '') continue;
    // A line cut short by a crash is the only one that can fail to parse; it is skipped.
    try {
      index(JSON.parse(line) as JournalEntry);
    } catch {
      continue;
    }
  }

  const handle: FileHandle = await open(path, 'a');
  if (existing !== '' && !existing.endsWith('\n')) await handle.appendFile('\n');
  // Appends are chained so lines never interleave and land in the order they were asked for.
  let tail: Promise<void> = Promise.resolve();

  return {
    append(entry) {
      index(entry);
      const line = `${JSON.stringify(entry)}\n`;
      tail = tail.then(() => handle.appendFile(line));
      return tail;
    },
    findRound: (roundId) => rounds.get(roundId),
    unsettled() {
      const resend: MoneyMove[] = [];
      const settledRounds = new Set<string>();
      const rolledBack = new Set<string>();
      for (const { move, state } of moves.values()) {
        if (move.action === 'credit' || move.action === 'free-round') {
          settledRounds.add(move.request.roundId);
        }
        if (move.action === 'rollback') rolledBack.add(move.request.originalTransactionId);
        if (move.action !== 'debit' && state === 'sent') resend.push(move);
      }
      const orphanDebits: OrphanDebit[] = [];
      for (const { move, state, at, round } of moves.values()) {
        if (move.action !== 'debit' || state === 'refused') continue;
        const request = move.request;
        if (settledRounds.has(request.roundId) || rolledBack.has(request.transactionId)) continue;
        orphanDebits.push({ request, round, startedAt: at, record: rounds.get(request.roundId) });
      }
      const unreportedFreeRounds: UnsettledWork['unreportedFreeRounds'] = [];
      for (const record of rounds.values()) {
        const { freeRoundsId } = record;
        if (freeRoundsId === undefined || record.status !== 'completed') continue;
        if (settledRounds.has(record.roundId)) continue;
        unreportedFreeRounds.push({ ...record, freeRoundsId });
      }
      return { resend, orphanDebits, unreportedFreeRounds };
    },
    async close() {
      await tail;
      await handle.close();
    },
  };
}
