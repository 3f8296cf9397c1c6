import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '@playfair/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { cardBrandOf, cardDigits, isCvcValid, isExpired, isLuhnValid } from '../card-rules';
import {
  ProviderTimeoutError,
  type CardDetails,
  type ChargeResult,
  type DeclineReason,
  type PaymentProvider,
} from '../payment-provider';
import { sandboxBanks, sandboxMethods } from './limits';
import {
  claimOperation,
  findCard,
  findOperation,
  findOperationById,
  findPaymentOperation,
  insertCard,
  replaceApproveSecret,
  settleOperation,
  type SandboxOperationRow,
} from './repo';
import {
  cardBehaviourOf,
  isCardBehaviour,
  SANDBOX_TIMEOUT_WEBHOOK_DELAY_MS,
  type SandboxCardBehaviour,
} from './test-cards';
import {
  createSandboxWebhookQueue,
  queueSandboxEvent,
  verifySandboxWebhook,
  type SandboxWebhookQueue,
} from './webhooks';

/** The sandbox's pages live under this path (after the locale prefix). */
export const SANDBOX_BANK_PATH = '/payment-sandbox/bank';
/** A bank transfer not approved within this time is cancelled, as a bank session expires. */
export const SANDBOX_BANK_TRANSFER_LIFETIME_MS = 30 * MINUTE_MS;

export type SandboxBankTransferView = {
  id: string;
  amountMinor: bigint;
  currency: string;
  bank: string;
  locale: string | null;
};

export type SandboxProvider = PaymentProvider & {
  webhooks: SandboxWebhookQueue;
  /** The transfer the approval page shows, if the secret is its own and it is still pending. */
  pendingBankTransfer(id: string, secret: string): Promise<SandboxBankTransferView | null>;
  /** The player's answer on the bank's page; answers where to send the browser, or null. */
  answerBankTransfer(
    id: string,
    secret: string,
    answer: 'approve' | 'cancel',
  ): Promise<{ returnUrl: string } | null>;
};

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function isSecretMatch(secret: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** The card's problem as the PSP sees it, or null if it can be charged. */
function cardProblem(card: CardDetails, now: Date): DeclineReason | null {
  const digits = cardDigits(card.number);
  if (cardBrandOf(digits) === null || !isLuhnValid(digits) || !isCvcValid(card.cvc)) {
    return 'invalid_card';
  }
  if (card.expiryMonth < 1 || card.expiryMonth > 12) return 'invalid_card';
  if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, now)) return 'expired_card';
  return null;
}

function declineReasonOf(behaviour: SandboxCardBehaviour): DeclineReason | null {
  switch (behaviour) {
    case 'decline':
      return 'declined';
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'succeed':
    case 'timeout':
      return null;
  }
}

function chargeResultOf(operation: SandboxOperationRow): ChargeResult {
  if (operation.status === 'failed') {
    const reason = operation.reason;
    return {
      outcome: 'declined',
      providerRef: operation.id,
      reason:
        reason === 'insufficient_funds' || reason === 'invalid_card' || reason === 'expired_card'
          ? reason
          : 'declined',
    };
  }
  return { outcome: 'accepted', providerRef: operation.id };
}

/**
 * A payment provider that behaves like a real one (DESIGN §4 payments): its own records, its
 * limits per currency, test cards with documented outcomes (./test-cards.ts), a bank's approval
 * page, and signed webhooks sent after each outcome through its queue.
 */
export function createSandboxProvider({
  db,
  secret,
  now = () => new Date(),
  log,
}: {
  db: Database;
  /** config.paymentSandboxSecret: signs the webhooks. */
  secret: string;
  now?: () => Date;
  log?: FastifyBaseLogger;
}): SandboxProvider {
  const webhooks = createSandboxWebhookQueue({ db, secret, now, ...(log ? { log } : {}) });

  function isWithinLimits(type: 'card' | 'bank_transfer', amountMinor: bigint, currency: string) {
    const method = sandboxMethods(currency).find((candidate) => candidate.type === type);
    return method !== undefined && amountMinor >= method.minMinor && amountMinor <= method.maxMinor;
  }

  /** The card behind a charge's source: its behaviour, or why it cannot be charged. */
  async function sourceOf(
    source: Parameters<PaymentProvider['charge']>[0]['source'],
  ): Promise<
    { behaviour: SandboxCardBehaviour; token: string | null } | { refused: DeclineReason }
  > {
    if (source.kind === 'card') {
      const problem = cardProblem(source.card, now());
      if (problem !== null) return { refused: problem };
      return { behaviour: cardBehaviourOf(cardDigits(source.card.number)), token: null };
    }
    const card = await findCard(db, source.token);
    if (card === undefined || !isCardBehaviour(card.behaviour) || !isCvcValid(source.cvc)) {
      return { refused: 'invalid_card' };
    }
    if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, now())) {
      return { refused: 'expired_card' };
    }
    return { behaviour: card.behaviour, token: card.token };
  }

  /** Cancels a bank transfer whose page was never answered in time (and says so by webhook). */
  async function expireIfStale(operation: SandboxOperationRow): Promise<SandboxOperationRow> {
    const at = now();
    if (
      operation.kind !== 'bank_transfer' ||
      operation.status !== 'pending' ||
      operation.expiresAt === null ||
      operation.expiresAt > at
    ) {
      return operation;
    }
    return db.transaction(async (tx) => {
      const settled = await settleOperation(tx, operation.id, 'cancelled', at);
      if (settled === undefined) return (await findOperationById(tx, operation.id)) ?? operation;
      await queueSandboxEvent(tx, {
        type: 'payment.cancelled',
        objectId: settled.id,
        reference: settled.reference,
        amountMinor: settled.amountMinor,
        currency: settled.currency,
        at,
      });
      return settled;
    });
  }

  async function pendingBankTransfer(
    id: string,
    pageSecret: string,
  ): Promise<SandboxBankTransferView | null> {
    const found = await findOperationById(db, id);
    if (found === undefined || found.kind !== 'bank_transfer') return null;
    if (!isSecretMatch(pageSecret, found.approveSecretHash)) return null;
    const operation = await expireIfStale(found);
    if (operation.status !== 'pending' || operation.bank === null) return null;
    return {
      id: operation.id,
      amountMinor: operation.amountMinor,
      currency: operation.currency,
      bank: operation.bank,
      locale: operation.locale,
    };
  }

  return {
    name: 'sandbox',
    webhooks,
    methods: sandboxMethods,
    banks: sandboxBanks,

    async tokenizeCard(card) {
      const at = now();
      const problem = cardProblem(card, at);
      if (problem !== null) return { refused: problem };
      const digits = cardDigits(card.number);
      const token = {
        token: newId('tok'),
        brand: cardBrandOf(digits) ?? 'Card',
        last4: digits.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
      await insertCard(db, { ...token, behaviour: cardBehaviourOf(digits), createdAt: at });
      return token;
    },

    async charge(request) {
      const earlier = await findOperation(db, 'charge', request.reference);
      if (earlier !== undefined) return chargeResultOf(earlier);
      const source = await sourceOf(request.source);
      const at = now();
      let status: 'succeeded' | 'failed' = 'succeeded';
      let reason: DeclineReason | null = null;
      if ('refused' in source) {
        status = 'failed';
        reason = source.refused;
      } else if (!isWithinLimits('card', request.amountMinor, request.currency)) {
        status = 'failed';
        reason = 'declined';
      } else {
        reason = declineReasonOf(source.behaviour);
        if (reason !== null) status = 'failed';
      }
      const isTimeout =
        !('refused' in source) && source.behaviour === 'timeout' && status !== 'failed';
      const { operation, isNew } = await db.transaction(async (tx) => {
        const claimed = await claimOperation(tx, {
          id: newId('ch'),
          kind: 'charge',
          reference: request.reference,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status,
          reason,
          token: 'token' in source ? source.token : null,
          createdAt: at,
          settledAt: at,
        });
        if (claimed.isNew) {
          await queueSandboxEvent(tx, {
            type: status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
            objectId: claimed.operation.id,
            reference: request.reference,
            amountMinor: request.amountMinor,
            currency: request.currency,
            reason,
            at,
            delayMs: isTimeout ? SANDBOX_TIMEOUT_WEBHOOK_DELAY_MS : 0,
          });
        }
        return claimed;
      });
      // The bank took the money, but the answer to the platform is "lost" (test card 0119).
      if (isNew && isTimeout) throw new ProviderTimeoutError('charge');
      return chargeResultOf(operation);
    },

    async startBankTransfer(request) {
      if (
        !isWithinLimits('bank_transfer', request.amountMinor, request.currency) ||
        !sandboxBanks(request.currency).some((bank) => bank.id === request.bank)
      ) {
        // A PSP answers such a request 400; the platform checks both before it asks.
        throw new Error('sandbox bank transfer: amount outside the limits or unknown bank');
      }
      const approveSecret = randomBytes(24).toString('base64url');
      const at = now();
      const { operation, isNew } = await claimOperation(db, {
        id: newId('bt'),
        kind: 'bank_transfer',
        reference: request.reference,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: 'pending',
        bank: request.bank,
        approveSecretHash: hashSecret(approveSecret),
        returnUrl: request.returnUrl,
        locale: request.locale,
        createdAt: at,
        expiresAt: new Date(at.getTime() + SANDBOX_BANK_TRANSFER_LIFETIME_MS),
      });
      // Asked again for the same reference: the same transfer, with a fresh page address.
      if (!isNew) await replaceApproveSecret(db, operation.id, hashSecret(approveSecret));
      const locale = encodeURIComponent(request.locale);
      return {
        providerRef: operation.id,
        serviceUrl: `/${locale}${SANDBOX_BANK_PATH}/${operation.id}?secret=${approveSecret}`,
      };
    },

    async payout(request) {
      const at = now();
      const type = request.destination.kind === 'card' ? 'card' : 'bank_transfer';
      if (!isWithinLimits(type, request.amountMinor, request.currency)) {
        throw new Error('sandbox payout: amount outside the method limits');
      }
      if (request.destination.kind === 'card') {
        const card = await findCard(db, request.destination.token);
        if (card === undefined) throw new Error('sandbox payout: unknown card token');
      }
      return db.transaction(async (tx) => {
        const { operation, isNew } = await claimOperation(tx, {
          id: newId('po'),
          kind: 'payout',
          reference: request.reference,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: 'succeeded',
          token: request.destination.kind === 'card' ? request.destination.token : null,
          bank: request.destination.kind === 'bank' ? request.destination.bank : null,
          createdAt: at,
          settledAt: at,
        });
        if (isNew) {
          await queueSandboxEvent(tx, {
            type: 'payout.paid',
            objectId: operation.id,
            reference: request.reference,
            amountMinor: request.amountMinor,
            currency: request.currency,
            at,
          });
        }
        return { providerRef: operation.id };
      });
    },

    async refund(request) {
      const charge = await findPaymentOperation(db, request.reference);
      if (charge === undefined || charge.status !== 'succeeded') {
        throw new Error('sandbox refund: no succeeded payment with this reference');
      }
      if (request.amountMinor > charge.amountMinor || request.currency !== charge.currency) {
        throw new Error('sandbox refund: more than was paid');
      }
      const at = now();
      return db.transaction(async (tx) => {
        const { operation, isNew } = await claimOperation(tx, {
          id: newId('re'),
          kind: 'refund',
          reference: request.reference,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: 'succeeded',
          createdAt: at,
          settledAt: at,
        });
        if (isNew) {
          await queueSandboxEvent(tx, {
            type: 'refund.succeeded',
            objectId: operation.id,
            reference: request.reference,
            amountMinor: request.amountMinor,
            currency: request.currency,
            at,
          });
        }
        return { refundRef: operation.id };
      });
    },

    async status(reference) {
      const found = await findPaymentOperation(db, reference);
      if (found === undefined) return { found: false };
      const operation = await expireIfStale(found);
      const reason = operation.reason;
      return {
        found: true,
        providerRef: operation.id,
        status: operation.status,
        amountMinor: operation.amountMinor,
        currency: operation.currency,
        ...(reason === 'declined' ||
        reason === 'insufficient_funds' ||
        reason === 'invalid_card' ||
        reason === 'expired_card'
          ? { reason }
          : {}),
      };
    },

    verifyWebhook(rawBody, headers) {
      return verifySandboxWebhook(secret, rawBody, headers);
    },

    pendingBankTransfer,

    async answerBankTransfer(id, pageSecret, answer) {
      const pending = await pendingBankTransfer(id, pageSecret);
      if (pending === null) return null;
      const at = now();
      return db.transaction(async (tx) => {
        const settled = await settleOperation(
          tx,
          id,
          answer === 'approve' ? 'succeeded' : 'cancelled',
          at,
        );
        if (settled === undefined) return null;
        await queueSandboxEvent(tx, {
          type: answer === 'approve' ? 'payment.succeeded' : 'payment.cancelled',
          objectId: settled.id,
          reference: settled.reference,
          amountMinor: settled.amountMinor,
          currency: settled.currency,
          at,
        });
        return { returnUrl: settled.returnUrl ?? '/' };
      });
    },
  };
}
