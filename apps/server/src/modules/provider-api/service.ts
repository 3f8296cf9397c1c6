import type {
  TCreditRequest,
  TDebitRequest,
  TFreeRoundRequest,
  TRollbackRequest,
} from '@playfair/contracts/provider-api';
import {
  authenticate,
  balance,
  type LaunchTokenConsumer,
  type PlayerBalance,
} from './authenticate';
import {
  createProviderCalls,
  type ProviderCallDependencies,
  type TransactionAnswer,
} from './calls';
import { credit } from './credit';
import { debit } from './debit';
import { freeRound, type FreeRoundAnswer } from './free-round';
import { rollback } from './rollback';

// The provider API is the vendors' transport (DESIGN §7): it recognises the caller, makes each
// money call idempotent by the provider's transaction id, and maps the call onto the wallet (the
// money) and gameplay (rounds, sessions, launches). One file per call.

export type { LaunchTokenConsumer } from './authenticate';
export { InsufficientFundsError, type TransactionAnswer } from './calls';
export {
  createProviderRequestVerifier,
  type ProviderCredentials,
  type ProviderRequestVerifier,
} from './signature';

export type ProviderApiDependencies = ProviderCallDependencies & {
  catalog: { consumeLaunchToken: LaunchTokenConsumer };
};

export type ProviderApiService = {
  /** Trades the calling provider's launch token for its player and opens the launch. */
  authenticate(providerId: string, token: string): Promise<PlayerBalance & { playerId: string }>;
  balance(playerId: string): Promise<PlayerBalance>;
  debit(providerId: string, request: TDebitRequest): Promise<TransactionAnswer>;
  credit(providerId: string, request: TCreditRequest): Promise<TransactionAnswer>;
  rollback(providerId: string, request: TRollbackRequest): Promise<TransactionAnswer>;
  freeRound(providerId: string, request: TFreeRoundRequest): Promise<FreeRoundAnswer>;
};

export function createProviderApiService({
  catalog,
  ...dependencies
}: ProviderApiDependencies): ProviderApiService {
  const calls = createProviderCalls(dependencies);
  return {
    authenticate: (providerId, token) =>
      authenticate(calls, catalog.consumeLaunchToken, providerId, token),
    balance: (playerId) => balance(calls, playerId),
    debit: (providerId, request) => debit(calls, providerId, request),
    credit: (providerId, request) => credit(calls, providerId, request),
    rollback: (providerId, request) => rollback(calls, providerId, request),
    freeRound: (providerId, request) => freeRound(calls, providerId, request),
  };
}
