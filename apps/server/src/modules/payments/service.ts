import { HISTORY_PAGE_SIZE, type THistoryQuery } from '@playfair/contracts/payments';
import { DAY_MS } from '@playfair/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import { AppError } from '../../platform/errors';
import type { WalletService } from '../wallet/service';
import type { PaymentBonuses, PaymentsContext } from './context';
import { createDeposits } from './deposits';
import type { PaymentProvider } from './payment-provider';
import { convertPendingWithdrawals, historyPage, type HistoryRow } from './repo';
import { createWithdrawals } from './withdrawals';

export { BANK_TRANSFER_METHOD_ID, NEW_CARD_METHOD_ID } from './deposit-methods';
export { failureMessageKeys } from './deposit-outcomes';
export type { DepositIssue, DepositOutcome } from './deposit-outcomes';
export type { WebhookOutcome } from './deposit-webhooks';
export type { QuickDepositView } from './quick-deposit';
export type { PaymentCardRow, PaymentRow, WithdrawalRow } from './repo';
export type { WithdrawalForm } from './withdrawals';

export type PaymentsDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'transfer' | 'checkPolicy' | 'balance'>;
  events: Pick<EventBus, 'publish'>;
  provider: PaymentProvider;
  now?: () => Date;
  log?: FastifyBaseLogger;
  bonuses?: PaymentBonuses;
};

export type HistoryPage = {
  items: HistoryRow[];
  page: number;
  pageSize: number;
  total: number;
};

export type ReconcileSummary = { settled: number; refunded: number; paidOut: number };

/** How a deposit's or withdrawal's method is named: the card's label, or the bank's name. */
export type MethodDescription =
  { method: 'card'; label: string } | { method: 'bank_transfer'; bankName: string };

/** The first instant of a YYYY-MM-DD day in UTC. */
function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * Deposits, saved cards and withdrawals (DESIGN §4 payments; spec 001 §2, §7 quick deposit and
 * card removal). Money reaches the wallet only through its `transfer`: a deposit when the provider
 * confirms it, a withdrawal's hold, release and payout on the player's and operator's decisions.
 */
export function createPaymentsService({
  db,
  wallet,
  events,
  provider,
  now = () => new Date(),
  log,
  bonuses,
}: PaymentsDependencies) {
  const context: PaymentsContext = { db, wallet, events, provider, now, log, bonuses };
  const deposits = createDeposits(context);
  const withdrawals = createWithdrawals(context);

  return {
    ...deposits,
    ...withdrawals,

    describeMethod(row: {
      method: 'card' | 'bank_transfer';
      methodDetail: string | null;
      currency: string;
    }): MethodDescription {
      if (row.method === 'card') return { method: 'card', label: row.methodDetail ?? '' };
      const bank = provider
        .banks(row.currency)
        .find((candidate) => candidate.id === row.methodDetail);
      return { method: 'bank_transfer', bankName: bank?.name ?? row.methodDetail ?? '' };
    },

    /** GET /user/transaction-history: deposits and withdrawals, newest first, by period (UTC days). */
    async history(playerId: string, query: THistoryQuery): Promise<HistoryPage> {
      if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
        throw new AppError('VALIDATION_ERROR', { fields: { to: 'error_validation' } });
      }
      const { rows, total } = await historyPage(db, {
        playerId,
        ...(query.from === undefined ? {} : { from: startOfDay(query.from) }),
        ...(query.to === undefined
          ? {}
          : { to: new Date(startOfDay(query.to).getTime() + DAY_MS) }),
        limit: HISTORY_PAGE_SIZE,
        offset: (query.page - 1) * HISTORY_PAGE_SIZE,
      });
      return { items: rows, page: query.page, pageSize: HISTORY_PAGE_SIZE, total };
    },

    /**
     * A currency migration, in its transaction (spec 000 §4): each withdrawal awaiting the
     * operator's decision converted on its own; the money held for them is converted by the
     * caller as their sum.
     */
    convertPendingWithdrawals(
      tx: Database,
      playerId: string,
      currencies: { from: string; to: string },
      convert: (amountMinor: bigint) => bigint,
    ) {
      return convertPendingWithdrawals(tx, playerId, currencies.from, currencies.to, convert);
    },

    /** One pass of the payment jobs' reconciliation: late confirmations, refunds, payouts. */
    async reconcile(): Promise<ReconcileSummary> {
      const { settled, refunded } = await deposits.reconcilePayments();
      const paidOut = await withdrawals.retryPayouts();
      return { settled, refunded, paidOut };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
