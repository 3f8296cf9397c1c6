import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind } from './schema';

// DESIGN §4: ledger_transfers is append-only, so this file has no function that updates or deletes
// a transfer; the only write to an account is adding a signed amount to its balance.

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type NewLedgerTransfer = typeof ledgerTransfers.$inferInsert;

export type AccountKey = { kind: LedgerAccountKind; ownerId: string | null; currency: string };

function accountKeyMatches(key: AccountKey) {
  return and(
    eq(ledgerAccounts.kind, key.kind),
    key.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, key.ownerId),
    eq(ledgerAccounts.currency, key.currency),
  );
}

export async function findAccount(
  db: Database,
  key: AccountKey,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(accountKeyMatches(key));
  return row;
}

/** The account, opened with a zero balance if it did not exist (safe when two callers race). */
export async function ensureAccount(db: Database, key: AccountKey): Promise<LedgerAccountRow> {
  await db
    .insert(ledgerAccounts)
    .values({ kind: key.kind, ownerId: key.ownerId, currency: key.currency })
    .onConflictDoNothing();
  const row = await findAccount(db, key);
  if (row === undefined) throw new Error(`ledger account ${key.kind}/${key.currency} is missing`);
  return row;
}

/** Locks the accounts in id order, so two transfers between the same accounts cannot deadlock. */
export async function lockAccounts(db: Database, ids: string[]): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/**
 * DESIGN §4, decision 003: the whole money write in one statement — both balances move and the
 * transfer row (claiming the idempotency key) is written with the balances they reached. The
 * table's CHECKs may refuse a balance (a player's cash below zero), the key's unique index a
 * reused key; either fails the statement and nothing of it stays. An account not locked before
 * (a system account) is locked here, by its UPDATE, until the transaction ends.
 */
export async function moveMoney(
  db: Database,
  row: Omit<NewLedgerTransfer, 'debitBalanceAfterMinor' | 'creditBalanceAfterMinor'>,
): Promise<{ id: string; debitBalanceAfterMinor: bigint; creditBalanceAfterMinor: bigint }> {
  const amount = sql`${row.amountMinor.toString()}::bigint`;
  const [moved] = await queryRows<{ id: string; debit_after: string; credit_after: string }>(
    db,
    sql`with d as (
          update ${ledgerAccounts} set balance_minor = balance_minor - ${amount}
          where id = ${row.debitAccountId}::uuid returning balance_minor
        ), c as (
          update ${ledgerAccounts} set balance_minor = balance_minor + ${amount}
          where id = ${row.creditAccountId}::uuid returning balance_minor
        )
        insert into ${ledgerTransfers}
          (idempotency_key, request_hash, kind, debit_account_id, credit_account_id, amount_minor,
           currency, debit_balance_after_minor, credit_balance_after_minor, metadata, created_at)
        select ${row.idempotencyKey}, ${row.requestHash}, ${row.kind}, ${row.debitAccountId}::uuid,
          ${row.creditAccountId}::uuid, ${amount}, ${row.currency}, d.balance_minor,
          c.balance_minor, ${JSON.stringify(row.metadata ?? {})}::jsonb,
          coalesce(${row.createdAt?.toISOString() ?? null}::timestamptz, now())
        from d, c
        returning id, debit_balance_after_minor::text as debit_after,
          credit_balance_after_minor::text as credit_after`,
  );
  if (moved === undefined)
    throw new Error('the money write answered no row (an account is missing)');
  return {
    id: moved.id,
    debitBalanceAfterMinor: BigInt(moved.debit_after),
    creditBalanceAfterMinor: BigInt(moved.credit_after),
  };
}

export async function findTransferByKey(
  db: Database,
  idempotencyKey: string,
): Promise<LedgerTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}

/** A player's cash movements in a window, as responsible-gambling limits count them. */
export type CashUsage = {
  /** Each deposit credited since the window's start, oldest first. */
  deposits: { at: Date; amountMinor: bigint }[];
  /** Stakes taken from cash, less stakes given back by a rollback. */
  stakedMinor: bigint;
  /** Net loss: what left cash for play (stakes, rolled-back wins) less what came back (wins, rolled-back stakes). */
  lostMinor: bigint;
};

/**
 * The player's cash account's deposits, stakes and play results since `since`, read through `db`
 * (the caller's transaction holding the account's lock, so no movement slips in before its own).
 * Served by the debit/credit account indexes on (account, created_at).
 */
export async function cashUsageSince(
  db: Database,
  accountId: string,
  since: Date,
): Promise<CashUsage> {
  const deposits = await queryRows<{ at: Date | string; amount_minor: string }>(
    db,
    sql`select ${ledgerTransfers.createdAt} as at, ${ledgerTransfers.amountMinor}::text as amount_minor
        from ${ledgerTransfers}
        where ${ledgerTransfers.creditAccountId} = ${accountId}
          and ${ledgerTransfers.kind} = 'deposit'
          and ${ledgerTransfers.createdAt} >= ${since}
        order by ${ledgerTransfers.createdAt}`,
  );
  const [play] = await queryRows<{
    out_bet: string;
    out_other: string;
    in_win: string;
    in_back: string;
  }>(
    db,
    sql`select
          coalesce(sum(amount_minor) filter (where debit_account_id = ${accountId} and kind = 'bet'), 0)::text as out_bet,
          coalesce(sum(amount_minor) filter (where debit_account_id = ${accountId} and kind = 'rollback'), 0)::text as out_other,
          coalesce(sum(amount_minor) filter (where credit_account_id = ${accountId} and kind = 'win'), 0)::text as in_win,
          coalesce(sum(amount_minor) filter (where credit_account_id = ${accountId} and kind = 'rollback'), 0)::text as in_back
        from ${ledgerTransfers}
        where (debit_account_id = ${accountId} or credit_account_id = ${accountId})
          and kind in ('bet', 'win', 'rollback')
          and created_at >= ${since}`,
  );
  const outBet = BigInt(play?.out_bet ?? '0');
  const outOther = BigInt(play?.out_other ?? '0');
  const inWin = BigInt(play?.in_win ?? '0');
  const inBack = BigInt(play?.in_back ?? '0');
  const staked = outBet - inBack;
  return {
    deposits: deposits.map((row) => ({
      at: new Date(row.at),
      amountMinor: BigInt(row.amount_minor),
    })),
    stakedMinor: staked > 0n ? staked : 0n,
    lostMinor: outBet + outOther - inWin - inBack,
  };
}
