import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import { requestHash, sortedEntries } from '../../platform/idempotency';
import type { WalletService } from '../wallet/service';
import type { PaymentProvider } from './payment-provider';

/** What the payment services share: the database, the ledger, the provider and the clock. */
export type PaymentsContext = {
  db: Database;
  wallet: Pick<WalletService, 'transfer' | 'checkPolicy' | 'balance'>;
  /** Deposit confirmed, withdrawal requested and paid: written with the change they describe. */
  events: Pick<EventBus, 'publish'>;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger | undefined;
  /**
   * The running bonus (rewards, DESIGN §11): a withdrawal while one runs forfeits it, once the
   * player has confirmed (spec 000 §1 bonus forfeit warning). Without it there are no bonuses.
   */
  bonuses: PaymentBonuses | undefined;
};

export type PaymentBonuses = {
  runningBonusOf(
    playerId: string,
    currency: string,
  ): Promise<{ bonusId: string; balanceMinor: bigint } | null>;
  forfeit(playerId: string, currency: string, actor: string, reason: string): Promise<unknown>;
};

/** The player a call is for, as identity's profile carries it. */
export type PaymentPlayer = { id: string; currency: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from paths are checked before they reach a uuid column (a bad one is simply "not found"). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** SHA-256 of a request's meaning, so a reused idempotency key for another request is told apart. */
export function requestHashOf(payload: Record<string, string>): string {
  return requestHash(sortedEntries(payload));
}
