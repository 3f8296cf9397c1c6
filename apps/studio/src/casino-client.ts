import {
  PROVIDER_API_PREFIX,
  PROVIDER_ID_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  ZAuthenticateResponse,
  ZBalanceResponse,
  ZFreeRoundResponse,
  ZTransactionResponse,
  type TAuthenticateResponse,
  type TBalanceResponse,
  type TCreditRequest,
  type TDebitRequest,
  type TFreeRoundRequest,
  type TFreeRoundResponse,
  type TRollbackRequest,
  type TTransactionResponse,
} from '@playfair/contracts/provider-api';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import type { z } from 'zod';

// DESIGN §7: the studio reaches the casino only through the public provider API, as any vendor:
// HMAC-signed JSON, idempotent by transaction id. A call whose answer is lost (network error,
// timeout, 5xx, unreadable answer) is sent again with the same body, so the same transaction id;
// the casino answers a repeated id with its first answer (DESIGN §4).

export type CasinoResult<T> =
  | { kind: 'ok'; value: T }
  /** The casino answered and said no (4xx): the move did not happen. */
  | { kind: 'refused'; status: number; code: string; balance: number | null }
  /** No usable answer after every attempt: whether the move happened is unknown. */
  | { kind: 'unavailable'; reason: string };

export type CasinoClient = {
  authenticate(token: string): Promise<CasinoResult<TAuthenticateResponse>>;
  balance(playerId: string): Promise<CasinoResult<TBalanceResponse>>;
  debit(request: TDebitRequest): Promise<CasinoResult<TTransactionResponse>>;
  credit(request: TCreditRequest): Promise<CasinoResult<TTransactionResponse>>;
  rollback(request: TRollbackRequest): Promise<CasinoResult<TTransactionResponse>>;
  /** A free round played (DESIGN §11): no debit before it, the win in `amount`. */
  freeRound(request: TFreeRoundRequest): Promise<CasinoResult<TFreeRoundResponse>>;
};

export type CasinoClientOptions = {
  baseUrl: string;
  providerId: string;
  secret: string;
  timeoutMs?: number;
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_RETRY_DELAYS_MS = [200, 1_000] as const;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** The error code and, with INSUFFICIENT_FUNDS, the balance of an error answer. */
function readRefusal(body: unknown): { code: string; balance: number | null } {
  if (typeof body !== 'object' || body === null) return { code: 'UNKNOWN', balance: null };
  const record = body as Record<string, unknown>;
  const error = (
    typeof record.error === 'object' && record.error !== null ? record.error : {}
  ) as Record<string, unknown>;
  const code = typeof error.code === 'string' ? error.code : 'UNKNOWN';
  return { code, balance: readNumber(record.balance) ?? readNumber(error.balance) };
}

export function createCasinoClient(options: CasinoClientOptions): CasinoClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function attempt<T>(
    url: string,
    rawBody: string,
    schema: z.ZodType<T>,
  ): Promise<CasinoResult<T> | { kind: 'retry'; reason: string }> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [PROVIDER_ID_HEADER]: options.providerId,
          [PROVIDER_SIGNATURE_HEADER]: signProviderBody(options.secret, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (response.status >= 500) return { kind: 'retry', reason: `HTTP ${response.status}` };
    if (response.status >= 400)
      return { kind: 'refused', status: response.status, ...readRefusal(body) };
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      return { kind: 'retry', reason: `unreadable answer (HTTP ${response.status})` };
    return { kind: 'ok', value: parsed.data };
  }

  async function call<T>(
    path: string,
    payload: object,
    schema: z.ZodType<T>,
  ): Promise<CasinoResult<T>> {
    // One serialisation for every attempt: the retried bytes, signature and id are the same.
    const rawBody = JSON.stringify(payload);
    const url = `${base}${PROVIDER_API_PREFIX}${path}`;
    let reason = '';
    for (let index = 0; index <= retryDelays.length; index += 1) {
      if (index > 0) await sleep(retryDelays[index - 1]!);
      const result = await attempt(url, rawBody, schema);
      if (result.kind !== 'retry') return result;
      reason = result.reason;
    }
    return { kind: 'unavailable', reason };
  }

  return {
    authenticate: (token) => call('/authenticate', { token }, ZAuthenticateResponse),
    balance: (playerId) => call('/balance', { playerId }, ZBalanceResponse),
    debit: (request) => call('/debit', request, ZTransactionResponse),
    credit: (request) => call('/credit', request, ZTransactionResponse),
    rollback: (request) => call('/rollback', request, ZTransactionResponse),
    freeRound: (request) => call('/free-round', request, ZFreeRoundResponse),
  };
}
