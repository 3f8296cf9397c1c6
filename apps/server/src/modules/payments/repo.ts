import { and, asc, desc, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import {
  paymentCards,
  payments,
  paymentWebhookEvents,
  withdrawals,
  type PaymentRowStatus,
  type WithdrawalRowStatus,
} from './schema';

export type PaymentCardRow = typeof paymentCards.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Saved cards
// ---------------------------------------------------------------------------------------------

export async function insertCard(
  db: Database,
  row: typeof paymentCards.$inferInsert,
): Promise<PaymentCardRow> {
  const [inserted] = await db.insert(paymentCards).values(row).returning();
  if (inserted === undefined) throw new Error('the card insert answered no row');
  return inserted;
}

/** The player's cards still offered, newest first. */
export async function listActiveCards(db: Database, playerId: string): Promise<PaymentCardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.playerId, playerId), isNull(paymentCards.removedAt)))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
}

export async function findActiveCard(
  db: Database,
  playerId: string,
  cardId: string,
): Promise<PaymentCardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.id, cardId),
        eq(paymentCards.playerId, playerId),
        isNull(paymentCards.removedAt),
      ),
    );
  return row;
}

export async function findCard(db: Database, cardId: string): Promise<PaymentCardRow | undefined> {
  const [row] = await db.select().from(paymentCards).where(eq(paymentCards.id, cardId));
  return row;
}

/** Stops offering the player's card; false when it is not theirs or already removed. */
export async function removeCard(
  db: Database,
  playerId: string,
  cardId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentCards)
    .set({ removedAt: at })
    .where(
      and(
        eq(paymentCards.id, cardId),
        eq(paymentCards.playerId, playerId),
        isNull(paymentCards.removedAt),
      ),
    )
    .returning({ id: paymentCards.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Payments (deposits)
// ---------------------------------------------------------------------------------------------

/** Claims the player's idempotency key; undefined when a payment already holds it. */
export async function insertPayment(
  db: Database,
  row: NewPayment,
): Promise<PaymentRow | undefined> {
  const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByKey(
  db: Database,
  playerId: string,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/** Locks the payment row until the transaction ends (read through the transaction). */
export async function lockPayment(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      NewPayment,
      'providerRef' | 'serviceUrl' | 'cardId' | 'methodDetail' | 'refundRef' | 'refundStatus'
    >
  >,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...changes, updatedAt: at })
    .where(eq(payments.id, id));
}

export async function markPaymentSucceeded(
  db: Database,
  id: string,
  changes: { transferId: string; providerRef: string },
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...changes, status: 'succeeded', failureCode: null, settledAt: at, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/** Ends a pending payment; undefined when it was no longer pending (someone else settled it). */
export async function settlePayment(
  db: Database,
  id: string,
  outcome: {
    status: Exclude<PaymentRowStatus, 'pending' | 'succeeded'>;
    failureCode: string | null;
    providerRef?: string;
    refundStatus?: 'pending';
    /** Set when the player is told in the answer that settles it. */
    outcomeShownAt?: Date;
  },
  at: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...outcome, settledAt: at, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** The player was told how the payment ended (the cashier's answer or poll). */
export async function markOutcomeShown(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ outcomeShownAt: at })
    .where(
      and(eq(payments.id, id), isNull(payments.outcomeShownAt), ne(payments.status, 'pending')),
    );
}

/**
 * The player's ended payments nobody told them of yet, marked told in the same statement: of two
 * pages loading at once, one gets each.
 */
export async function claimUnshownOutcomes(
  db: Database,
  playerId: string,
  at: Date,
): Promise<PaymentRow[]> {
  return db
    .update(payments)
    .set({ outcomeShownAt: at })
    .where(
      and(
        eq(payments.playerId, playerId),
        isNull(payments.outcomeShownAt),
        ne(payments.status, 'pending'),
      ),
    )
    .returning();
}

/** Pending payments older than `before`, and refunds still owed: the reconciliation's work. */
export async function listPaymentsToReconcile(
  db: Database,
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      or(
        and(eq(payments.status, 'pending'), lt(payments.createdAt, before)),
        eq(payments.refundStatus, 'pending'),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function isWebhookEventSeen(
  db: Database,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(
      and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)),
    );
  return row !== undefined;
}

export async function recordWebhookEvent(
  db: Database,
  row: typeof paymentWebhookEvents.$inferInsert,
): Promise<void> {
  await db.insert(paymentWebhookEvents).values(row).onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------
// Withdrawals
// ---------------------------------------------------------------------------------------------

export async function insertWithdrawal(db: Database, row: NewWithdrawal): Promise<void> {
  await db.insert(withdrawals).values(row);
}

export async function findWithdrawal(db: Database, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function findWithdrawalByKey(
  db: Database,
  playerId: string,
  idempotencyKey: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.idempotencyKey, idempotencyKey)));
  return row;
}

export async function lockWithdrawal(db: Database, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function decideWithdrawal(
  db: Database,
  id: string,
  decision: {
    status: Exclude<WithdrawalRowStatus, 'pending'>;
    decidedBy: string;
    rejectReason?: string;
    payoutStatus?: 'pending';
  },
  at: Date,
): Promise<void> {
  await db
    .update(withdrawals)
    .set({ ...decision, decidedAt: at })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')));
}

/** Marks a pending payout paid; false when it was not pending (paid already). */
export async function markPayoutPaid(
  db: Database,
  id: string,
  payoutRef: string,
): Promise<boolean> {
  const paid = await db
    .update(withdrawals)
    .set({ payoutStatus: 'paid', payoutRef })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.payoutStatus, 'pending')))
    .returning({ id: withdrawals.id });
  return paid.length > 0;
}

export async function listPlayerWithdrawals(
  db: Database,
  playerId: string,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** The operator's queue: oldest first. */
export async function listWithdrawals(
  db: Database,
  status: WithdrawalRowStatus | undefined,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(status === undefined ? undefined : eq(withdrawals.status, status))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
}

export async function listUnpaidPayouts(db: Database, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'approved'), eq(withdrawals.payoutStatus, 'pending')))
    .orderBy(asc(withdrawals.decidedAt))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Transaction history: deposits and withdrawals together
// ---------------------------------------------------------------------------------------------

export type HistoryRow = {
  id: string;
  type: 'deposit' | 'withdrawal';
  status: string;
  amount_minor: string;
  currency: string;
  method: string;
  method_detail: string | null;
  created_at: string;
};

/**
 * One page of the player's deposits and withdrawals, newest first, created in [from, to). Amounts
 * and times leave the database as text so PGlite and node-postgres answer the same values.
 */
export async function historyPage(
  db: Database,
  query: { playerId: string; from?: Date; to?: Date; limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const period = (column: SQL): SQL => {
    const parts: SQL[] = [];
    if (query.from !== undefined)
      parts.push(sql`${column} >= ${query.from.toISOString()}::timestamptz`);
    if (query.to !== undefined) parts.push(sql`${column} < ${query.to.toISOString()}::timestamptz`);
    return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
  };
  const union = sql`
    select id::text as id, 'deposit' as type, status, amount_minor, currency, method, method_detail, created_at
      from payments where player_id = ${query.playerId} and ${period(sql`created_at`)}
    union all
    select id::text, 'withdrawal', status, amount_minor, currency, method, method_detail, created_at
      from withdrawals where player_id = ${query.playerId} and ${period(sql`created_at`)}`;
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select id, type, status, amount_minor::text as amount_minor, currency::text as currency,
          method, method_detail,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from (${union}) as history
        order by history.created_at desc, id desc
        limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from (${union}) as history`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * A currency migration (spec 000 §4): the player's withdrawals still awaiting a decision, locked,
 * each converted on its own by `convert` into `to`; answers each one's amounts before and after.
 */
export async function convertPendingWithdrawals(
  db: Database,
  playerId: string,
  from: string,
  to: string,
  convert: (amountMinor: bigint) => bigint,
): Promise<{ id: string; fromMinor: bigint; toMinor: bigint }[]> {
  const pending = await db
    .select({ id: withdrawals.id, amountMinor: withdrawals.amountMinor })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        eq(withdrawals.currency, from),
        eq(withdrawals.status, 'pending'),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .for('update');
  const converted = [];
  for (const row of pending) {
    const toMinor = convert(row.amountMinor);
    await db
      .update(withdrawals)
      .set({ amountMinor: toMinor, currency: to })
      .where(eq(withdrawals.id, row.id));
    converted.push({ id: row.id, fromMinor: row.amountMinor, toMinor });
  }
  return converted;
}
