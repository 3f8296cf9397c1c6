import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import type { SameStatementWrite } from '../gameplay/service';
import { providerTransactions } from './schema';

// DESIGN §4: provider_transactions is append-only (a trigger refuses UPDATE and DELETE), so this
// file only inserts and reads it.

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = typeof providerTransactions.$inferInsert;

export async function findTransaction(
  db: Database,
  providerId: string,
  transactionId: string,
): Promise<ProviderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/** The rollback (or tombstone) of a debit, if one was recorded; there is at most one. */
export async function findRollbackOf(
  db: Database,
  providerId: string,
  debitTransactionId: string,
): Promise<ProviderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.originalTransactionId, debitTransactionId),
      ),
    );
  return row;
}

export async function hasCreditFor(
  db: Database,
  providerId: string,
  debitTransactionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.debitTransactionId, debitTransactionId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The debits of a round that still stand: not rolled back. */
export async function countStandingDebits(
  db: Database,
  providerId: string,
  roundId: string,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${providerTransactions} d
        where d.provider_id = ${providerId} and d.round_id = ${roundId} and d.kind = 'debit'
          and not exists (
            select 1 from ${providerTransactions} r
            where r.provider_id = d.provider_id and r.original_transaction_id = d.transaction_id
          )`,
  );
  return row?.n ?? 0;
}

/**
 * Whether a rollback (tombstone) of this debit arrived before it, as a boolean expression: the
 * debit asks it in the same round trip as its round checks, under the player's lock.
 */
export function isRolledBackQuery(providerId: string, debitTransactionId: string): SQL {
  return sql`exists (
      select 1 from ${providerTransactions}
      where provider_id = ${providerId} and original_transaction_id = ${debitTransactionId}
    )`;
}

export type DebitRecord = {
  providerId: string;
  transactionId: string;
  playerId: string;
  roundId: string;
  gameId: string;
  amountMinor: bigint;
  currency: string;
  ledgerTransferId: string;
  requestHash: string;
  balanceAfterMinor: bigint;
  /** The stake's part taken from bonus money. */
  bonusAmountMinor: bigint;
};

/**
 * The debit's record as an INSERT … SELECT, written only when `onlyIf` holds, for the statement
 * that adds the stake to its round (one round trip under the player's lock).
 */
export function debitRecordWrite(debit: DebitRecord): SameStatementWrite {
  return (onlyIf) => sql`insert into ${providerTransactions}
      (provider_id, transaction_id, kind, player_id, round_id, game_id, amount_minor, currency,
       ledger_transfer_id, request_hash, balance_after_minor, bonus_amount_minor)
    select ${debit.providerId}, ${debit.transactionId}, 'debit', ${debit.playerId}::uuid,
       ${debit.roundId}, ${debit.gameId}, ${debit.amountMinor.toString()}::bigint, ${debit.currency},
       ${debit.ledgerTransferId}::uuid, ${debit.requestHash},
       ${debit.balanceAfterMinor.toString()}::bigint, ${debit.bonusAmountMinor.toString()}::bigint
    where ${onlyIf}`;
}

/**
 * The stakes of a round that stand (debits not rolled back): all of them, and their part taken
 * from bonus money — the share of a win that goes back to bonus (decision 009).
 */
export async function roundStakeSplit(
  db: Database,
  providerId: string,
  roundId: string,
): Promise<{ totalMinor: bigint; bonusMinor: bigint }> {
  const [row] = await queryRows<{ total: string | null; bonus: string | null }>(
    db,
    sql`select sum(d.amount_minor)::text as total, sum(d.bonus_amount_minor)::text as bonus
        from ${providerTransactions} d
        where d.provider_id = ${providerId} and d.round_id = ${roundId} and d.kind = 'debit'
          and not exists (select 1 from ${providerTransactions} r
            where r.provider_id = d.provider_id and r.original_transaction_id = d.transaction_id
              and r.kind = 'rollback')`,
  );
  return { totalMinor: BigInt(row?.total ?? '0'), bonusMinor: BigInt(row?.bonus ?? '0') };
}

/** A free round's record, written in the statement that adds its (zero) stake to its round. */
export function freeRoundRecordWrite(
  round: Omit<DebitRecord, 'ledgerTransferId' | 'bonusAmountMinor'> & {
    ledgerTransferId: string | null;
    bonusAmountMinor: bigint;
    freeRoundsId: string;
  },
): SameStatementWrite {
  return (onlyIf) => sql`insert into ${providerTransactions}
      (provider_id, transaction_id, kind, player_id, round_id, game_id, amount_minor, currency,
       ledger_transfer_id, request_hash, balance_after_minor, bonus_amount_minor, free_rounds_id)
    select ${round.providerId}, ${round.transactionId}, 'free_round', ${round.playerId}::uuid,
       ${round.roundId}, ${round.gameId}, ${round.amountMinor.toString()}::bigint, ${round.currency},
       ${round.ledgerTransferId}::uuid, ${round.requestHash},
       ${round.balanceAfterMinor.toString()}::bigint, ${round.bonusAmountMinor.toString()}::bigint,
       ${round.freeRoundsId}::uuid
    where ${onlyIf}`;
}

/**
 * Whether bonus money of the player is staked in a round still open: a debit with a bonus part,
 * not rolled back, whose round has no closing credit (served by the partial index on bonus debits).
 */
export async function hasOpenBonusStakes(db: Database, playerId: string): Promise<boolean> {
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select exists (
          select 1 from ${providerTransactions} d
          where d.player_id = ${playerId}::uuid and d.kind = 'debit' and d.bonus_amount_minor > 0
            and not exists (select 1 from ${providerTransactions} c
              where c.provider_id = d.provider_id and c.round_id = d.round_id
                and c.kind = 'credit' and c.round_ended)
            and not exists (select 1 from ${providerTransactions} r
              where r.provider_id = d.provider_id and r.original_transaction_id = d.transaction_id)
        ) as open`,
  );
  return row?.open === true;
}

export async function insertTransaction(
  db: Database,
  row: NewProviderTransaction,
): Promise<ProviderTransactionRow> {
  const [inserted] = await db.insert(providerTransactions).values(row).returning();
  if (inserted === undefined) throw new Error('the provider transaction insert answered no row');
  return inserted;
}
