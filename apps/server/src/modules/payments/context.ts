import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import { requestHash, sortedEntries } from '../../platform/idempotency';
import type { WalletService } from '../wallet/service';
import type { PaymentProvider } from './payment-provider';

/** What the payment services share: the database, the ledger, the provider and the clock. */
export type PaymentsContext = {
  db: Database;
  wallet: Pick<WalletService, 'transfer' | 'checkPolicy'>;
  /** Deposit confirmed, withdrawal requested and paid: written with the change they describe. */
  events: Pick<EventBus, 'publish'>;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger | undefined;
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
