import { parseAmountToMinor } from '@playfair/domain/money';
import { z } from 'zod';
import { ZCsrfErrorResponse } from './identity';

// Deposits, saved cards and withdrawals (spec 001 §2 quick deposit widget and card removal popup,
// §3 quick deposit method, §5, §7, §8). Every call needs a session; posts are form-encoded and carry
// the CSRF token (`X-CSRF-Token` header or `csrf_token` field, DESIGN §5). Amounts travel as
// integer strings of minor units (DESIGN §4); what a player types is a decimal of major units and is
// parsed by `parseAmountToMinor` in packages/domain/src/money.ts.

const ZMinorString = z.string().regex(/^\d+$/);
const ZCurrency = z.string().regex(/^[A-Z]{3}$/);

export const PAYMENT_PROVIDER_TYPES = ['card', 'bank_transfer'] as const;
export type PaymentProviderType = (typeof PAYMENT_PROVIDER_TYPES)[number];

/**
 * One form of the quick deposit widget (spec 001 §3 "Quick deposit method: providerType, limit.min,
 * limit.max"): a saved card, a new card, or a bank transfer. `id` goes into the deposit path.
 */
export const ZQuickDepositMethod = z.object({
  /** A saved card's account id, or `new-card` / `bank-transfer`. */
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  providerType: z.enum(PAYMENT_PROVIDER_TYPES),
  /** "Visa •••• 4242", or the method's name for a new card / a bank transfer. */
  label: z.string(),
  /** A saved card only: its account id for POST /user/card-removal, and its expiry "MM/YY". */
  accountId: z.string().optional(),
  expiry: z.string().optional(),
  /** Per method, in minor units of `data.currency`. */
  limit: z.object({ min: ZMinorString, max: ZMinorString }),
  /** The fields this form asks for besides the amount. */
  fields: z.array(
    z.enum(['cvc', 'card_number', 'expiry_month', 'expiry_year', 'holder', 'save_card', 'bank']),
  ),
});
export type TQuickDepositMethod = z.infer<typeof ZQuickDepositMethod>;

/** GET /{locale}/user/qdu (spec 001 §7 "success, methods, data"). */
export const ZQuickDepositResponse = z.object({
  success: z.literal(true),
  methods: z.array(ZQuickDepositMethod),
  data: z.object({
    currency: ZCurrency,
    /** Suggested amounts (minor units) shown as buttons. */
    presets: z.array(ZMinorString),
    /** The sandbox's banks for a bank transfer: id and name. */
    banks: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type TQuickDepositResponse = z.infer<typeof ZQuickDepositResponse>;

export const DEPOSIT_FIELDS = {
  amount: 'amount',
  idempotencyKey: 'idempotency_key',
  cvc: 'cvc',
  cardNumber: 'card_number',
  expiryMonth: 'expiry_month',
  expiryYear: 'expiry_year',
  holder: 'holder',
  saveCard: 'save_card',
  bank: 'bank',
  csrfToken: 'csrf_token',
} as const;

/**
 * POST /{locale}/user/payment-deposit/{id}?qd=1, form-encoded. The amount is as typed ("20",
 * "20.5", "20,50"); the idempotency key is made once per attempt by the widget, so a double submit
 * or a retry after a lost answer deposits once.
 */
export const ZDepositRequest = z.object({
  [DEPOSIT_FIELDS.amount]: z.string().max(32),
  [DEPOSIT_FIELDS.idempotencyKey]: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  [DEPOSIT_FIELDS.cvc]: z.string().max(8).optional(),
  [DEPOSIT_FIELDS.cardNumber]: z.string().max(32).optional(),
  [DEPOSIT_FIELDS.expiryMonth]: z.string().max(4).optional(),
  [DEPOSIT_FIELDS.expiryYear]: z.string().max(4).optional(),
  [DEPOSIT_FIELDS.holder]: z.string().max(100).optional(),
  [DEPOSIT_FIELDS.saveCard]: z.string().max(8).optional(),
  [DEPOSIT_FIELDS.bank]: z.string().max(64).optional(),
  [DEPOSIT_FIELDS.csrfToken]: z.string().max(128).optional(),
});
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

/** The method id (and a withdrawal's `method`) of a bank transfer; a saved card goes by its id. */
export const BANK_TRANSFER_METHOD_ID = 'bank-transfer';

type Report = (field: string, key: string) => void;

function reporter(ctx: z.RefinementCtx): Report {
  return (field, key) => ctx.addIssue({ code: 'custom', path: [field], message: key });
}

/**
 * The form of one quick deposit method (spec 001 §3, §5), as the widget checks it before sending:
 * the amount as the server parses it (`parseAmountToMinor`), within the method's limits (minor
 * units), then every field the method asks for but "save this card". The amount comes first, as
 * on the server: a refused amount is the only issue. Messages are catalog keys.
 */
export function depositFormSchema(method: Pick<TQuickDepositMethod, 'fields' | 'limit'>) {
  return ZDepositRequest.omit({ idempotency_key: true, csrf_token: true }).superRefine(
    (form, ctx) => {
      const report = reporter(ctx);
      const minor = parseAmountToMinor(form.amount);
      if (minor === null || minor === 0n) return report('amount', 'payment_amount_invalid');
      if (minor < BigInt(method.limit.min)) return report('amount', 'deposit_below_min');
      if (minor > BigInt(method.limit.max)) return report('amount', 'deposit_above_max');
      for (const field of method.fields) {
        if (field !== DEPOSIT_FIELDS.saveCard && (form[field] ?? '').trim() === '') {
          report(field, 'validation_required');
        }
      }
    },
  );
}
export type TDepositForm = z.input<ReturnType<typeof depositFormSchema>>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** spec 001 §7/§8: success, or errors as a list of `msg` (the widget shows the first). */
export const ZDepositResponse = z.union([
  z.object({
    success: z.literal(true),
    paymentId: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    /** The optional service step (a bank's approval page) the widget opens before it is confirmed. */
    service: z.object({ url: z.string() }).optional(),
  }),
  z.object({
    success: z.literal(false),
    errors: z
      .array(
        z.object({
          msg: z.string(),
          code: z.string().optional(),
          /** The form field the error is about (`amount`, `card_number`, …), where there is one. */
          field: z.string().optional(),
          /** What `msg` names, as the error model's params (a limit's amount left, a date). */
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      )
      .min(1),
    /**
     * Set when a payment was started but its fate is not known yet (PAYMENT_TIMEOUT): the widget may
     * poll GET /user/payment/{paymentId}; the deposit is credited if the provider confirms it.
     */
    paymentId: z.string().optional(),
  }),
]);
export type TDepositResponse = z.infer<typeof ZDepositResponse>;
/** What the deposit post answers: the deposit answer, or csrf-error (spec 000 §4: refresh, retry). */
export const ZDepositAnswer = z.union([ZDepositResponse, ZCsrfErrorResponse]);
export type TDepositAnswer = z.infer<typeof ZDepositAnswer>;
/** The `?qd=1` of the quick deposit widget's post (spec 001 §7); any other value is the same call. */
export const ZDepositQuery = z.object({ qd: z.string().max(8).optional() });

/** GET /{locale}/user/payment/{paymentId}: the widget polls until the webhook has decided. */
export const ZPaymentStatusResponse = z.object({
  success: z.literal(true),
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: ZMinorString,
  currency: ZCurrency,
  /** A failed payment's reason, translated. */
  message: z.string().optional(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

/** POST /{locale}/user/card-removal, form-encoded `accountId` (spec 001 §7): `{ success }`. */
export const ZCardRemovalRequest = z.object({
  accountId: z.string().max(64),
  csrf_token: z.string().max(128).optional(),
});
export const ZCardRemovalResponse = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), errors: z.array(z.object({ msg: z.string() })).min(1) }),
]);
export type TCardRemovalResponse = z.infer<typeof ZCardRemovalResponse>;
export const ZCardRemovalAnswer = z.union([ZCardRemovalResponse, ZCsrfErrorResponse]);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const ZWithdrawal = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amountMinor: ZMinorString,
  currency: ZCurrency,
  formatted: z.string(),
  method: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** POST /{locale}/user/withdrawals (form: amount, method = a saved card's account id or `bank-transfer`, bank, idempotency_key). */
export const ZWithdrawalRequest = z.object({
  amount: z.string().max(32),
  method: z.string().max(64),
  bank: z.string().max(64).optional(),
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  /**
   * spec 000 §1 bonus forfeit warning: while a bonus runs a withdrawal forfeits it, so the server
   * refuses one without `1` here (409 BONUS_FORFEIT_UNCONFIRMED, nothing moves).
   */
  confirm_bonus_forfeit: z.enum(['0', '1']).optional(),
  csrf_token: z.string().max(128).optional(),
});
/**
 * The withdrawal form, as the balance tab checks it before sending: an amount as the server parses
 * it, not above the balance (minor units, when known; the server's ledger decides in the end), and
 * the bank of a bank transfer. Messages are catalog keys.
 */
export function withdrawalFormSchema({ balanceMinor }: { balanceMinor?: string | undefined }) {
  return ZWithdrawalRequest.omit({
    idempotency_key: true,
    csrf_token: true,
    confirm_bonus_forfeit: true,
  }).superRefine((form, ctx) => {
    const report = reporter(ctx);
    const minor = parseAmountToMinor(form.amount);
    if (minor === null || minor === 0n) report('amount', 'payment_amount_invalid');
    else if (balanceMinor !== undefined && minor > BigInt(balanceMinor)) {
      report('amount', 'withdraw_above_balance');
    }
    if (form.method === BANK_TRANSFER_METHOD_ID && (form.bank ?? '') === '') {
      report('bank', 'validation_required');
    }
  });
}
export type TWithdrawalForm = z.input<ReturnType<typeof withdrawalFormSchema>>;

export const ZWithdrawalResponse = z.object({ success: z.literal(true), withdrawal: ZWithdrawal });
export type TWithdrawalResponse = z.infer<typeof ZWithdrawalResponse>;
/** POST /user/withdrawals and …/{id}/cancel: the withdrawal, or csrf-error. Refusals are ZErrorResponse. */
export const ZWithdrawalAnswer = z.union([ZWithdrawalResponse, ZCsrfErrorResponse]);
/** POST /{locale}/user/withdrawals/{id}/cancel carries only the CSRF token. */
export const ZWithdrawalCancelRequest = z.object({ csrf_token: z.string().max(128).optional() });
/** GET /{locale}/user/withdrawals: the player's withdrawals, newest first. */
export const ZWithdrawalListResponse = z.object({
  success: z.literal(true),
  items: z.array(ZWithdrawal),
});

/** The account panel's transaction-history tab: deposits and withdrawals. */
export const ZTransactionHistoryItem = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  status: z.string(),
  amountMinor: ZMinorString,
  currency: ZCurrency,
  formatted: z.string(),
  method: z.string(),
  createdAt: z.string(),
});

/** A calendar day, YYYY-MM-DD. */
const ZIsoDate = z.iso.date();

/** Paging by period shared by the history calls: `from` and `to` are YYYY-MM-DD (inclusive). */
export const ZHistoryQuery = z.object({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;
export const HISTORY_PAGE_SIZE = 20;

/**
 * The dates a player picks for a history list (the account panel's period form): both days of
 * ZHistoryQuery, the first not after the second. Either problem is the period's, named on `from`.
 */
export const ZHistoryPeriodForm = z
  .object({ from: z.string(), to: z.string() })
  .superRefine(({ from, to }, ctx) => {
    const report = reporter(ctx);
    if (!ZIsoDate.safeParse(from).success || !ZIsoDate.safeParse(to).success) {
      report('from', 'history_dates_missing');
    } else if (from > to) report('from', 'history_dates_reversed');
  });
export type THistoryPeriodForm = z.input<typeof ZHistoryPeriodForm>;

/** GET /{locale}/user/transaction-history?from&to&page. */
export const ZTransactionHistoryResponse = z.object({
  success: z.literal(true),
  items: z.array(ZTransactionHistoryItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TTransactionHistoryResponse = z.infer<typeof ZTransactionHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// Operator API (server to server): `Authorization: Bearer <token>` of OPERATOR_API_KEYS; JSON.
// Refusals are ZErrorResponse: 401 OPERATOR_UNAUTHORIZED, 404 NOT_FOUND, 409 WITHDRAWAL_NOT_PENDING.
// ---------------------------------------------------------------------------------------------

export const PAYOUT_STATUSES = ['pending', 'paid'] as const;

/** A withdrawal as the operator sees it: whose it is, who decided and why, and the payout. */
export const ZOperatorWithdrawal = ZWithdrawal.extend({
  playerId: z.string(),
  /** The operator key's id, or `player` for a cancellation. */
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Approved withdrawals: `pending` until the provider has accepted the payout. */
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
});
export type TOperatorWithdrawal = z.infer<typeof ZOperatorWithdrawal>;

/** GET /operator-api/v1/withdrawals?status=pending: oldest first (a queue), at most `limit`. */
export const ZOperatorWithdrawalQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZOperatorWithdrawalListResponse = z.object({
  success: z.literal(true),
  items: z.array(ZOperatorWithdrawal),
});

/** POST /operator-api/v1/withdrawals/{id}/reject (JSON). */
export const ZOperatorRejectRequest = z.object({ reason: z.string().trim().min(1).max(500) });

/** POST …/approve and …/reject: the withdrawal after the decision (a repeated decision answers it again). */
export const ZOperatorDecisionResponse = z.object({
  success: z.literal(true),
  withdrawal: ZOperatorWithdrawal,
});
export type TOperatorDecisionResponse = z.infer<typeof ZOperatorDecisionResponse>;

/** The answer to the payment provider's webhook (POST /payments/webhooks/{provider}). */
export const ZPaymentWebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });
