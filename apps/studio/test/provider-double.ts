import Fastify, { type FastifyInstance } from 'fastify';
import { isValidProviderSignature } from '@playfair/contracts/provider-signature';
import {
  PROVIDER_ID_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  ZAuthenticateRequest,
  ZBalanceRequest,
  ZCreditRequest,
  ZDebitRequest,
  ZFreeRoundRequest,
  ZRollbackRequest,
} from '@playfair/contracts/provider-api';
import { isDeepStrictEqual } from 'node:util';

// An in-test casino: the provider API as DESIGN §7 and packages/contracts/provider-api.ts describe
// it. It verifies every signature, keeps balances honestly, answers a repeated transaction id with
// its first answer, counts free rounds against its grants, and can be told to fail.

export type Fault =
  /** Answer 503 without doing anything. */
  | 'unavailable'
  /** Close the connection without doing anything. */
  | 'drop'
  /** Do the move, then answer 503: the caller cannot know it happened. */
  | 'lose-answer';

type Transaction = {
  kind: 'debit' | 'credit' | 'rollback' | 'free-round';
  body: unknown;
  answer: object;
  status: number;
};

export type ProviderDouble = {
  url: string;
  app: FastifyInstance;
  balances: Map<string, number>;
  transactions: Map<string, Transaction>;
  rolledBack: Set<string>;
  /** The casino's side of each free-rounds grant: whose it is and the rounds left. */
  freeRounds: Map<string, { playerId: string; left: number }>;
  calls: { path: string; body: Record<string, unknown> }[];
  addPlayer(token: string, playerId: string, balance: number, currency?: string): void;
  /** A grant of the casino's, so its free rounds are counted and paid. */
  addFreeRounds(freeRoundsId: string, playerId: string, rounds: number): void;
  failNext(path: string, fault: Fault, times?: number): void;
  /** The next call to `path` is refused with the error model's `code` (nothing happens). */
  refuseNext(path: string, code: string, status?: number): void;
  close(): Promise<void>;
};

export async function startProviderDouble(options: {
  providerId: string;
  secret: string;
}): Promise<ProviderDouble> {
  const app = Fastify({ logger: false });
  const tokens = new Map<string, string>();
  const currencies = new Map<string, string>();
  const balances = new Map<string, number>();
  const transactions = new Map<string, Transaction>();
  const rolledBack = new Set<string>();
  const credited = new Set<string>();
  const freeRounds: ProviderDouble['freeRounds'] = new Map();
  const faults = new Map<string, Fault[]>();
  const refusals = new Map<string, { code: string; status: number }[]>();
  const calls: ProviderDouble['calls'] = [];

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  const fail = (code: string, status: number, extra: object = {}) => ({
    status,
    answer: {
      success: false,
      error: { code, codeId: null, messageKey: code, message: code, ...extra },
      requestId: 'double',
    },
  });

  type Handler = (body: Record<string, unknown>) => { status: number; answer: object };

  const handlers: Record<string, Handler> = {
    authenticate(body) {
      const { token } = ZAuthenticateRequest.parse(body);
      const playerId = tokens.get(token);
      if (!playerId) return fail('PROVIDER_TOKEN_INVALID', 401);
      return {
        status: 200,
        answer: {
          success: true,
          playerId,
          currency: currencies.get(playerId)!,
          balance: balances.get(playerId)!,
        },
      };
    },
    balance(body) {
      const { playerId } = ZBalanceRequest.parse(body);
      if (!balances.has(playerId)) return fail('PLAYER_NOT_FOUND', 404);
      return {
        status: 200,
        answer: {
          success: true,
          balance: balances.get(playerId)!,
          currency: currencies.get(playerId)!,
        },
      };
    },
    debit(body) {
      const request = ZDebitRequest.parse(body);
      const balance = balances.get(request.playerId)!;
      if (balance < request.amount) return fail('INSUFFICIENT_FUNDS', 402, { balance });
      balances.set(request.playerId, balance - request.amount);
      return ok(request.playerId, request.transactionId);
    },
    credit(body) {
      const request = ZCreditRequest.parse(body);
      const debit = transactions.get(request.debitTransactionId);
      if (!debit || debit.kind !== 'debit') return fail('TRANSACTION_NOT_FOUND', 404);
      if (rolledBack.has(request.debitTransactionId)) return fail('TRANSACTION_ROLLED_BACK', 409);
      credited.add(request.debitTransactionId);
      balances.set(request.playerId, balances.get(request.playerId)! + request.amount);
      return ok(request.playerId, request.transactionId);
    },
    rollback(body) {
      const request = ZRollbackRequest.parse(body);
      const debit = transactions.get(request.originalTransactionId);
      if (!debit || debit.kind !== 'debit') return fail('TRANSACTION_NOT_FOUND', 404);
      if (credited.has(request.originalTransactionId)) return fail('ROLLBACK_NOT_ALLOWED', 409);
      rolledBack.add(request.originalTransactionId);
      const amount = (debit.body as { amount: number }).amount;
      balances.set(request.playerId, balances.get(request.playerId)! + amount);
      return ok(request.playerId, request.transactionId);
    },
    'free-round'(body) {
      const request = ZFreeRoundRequest.parse(body);
      const grant = freeRounds.get(request.freeRoundsId);
      if (!grant || grant.playerId !== request.playerId) return fail('FREE_ROUNDS_NOT_FOUND', 404);
      if (grant.left === 0) return fail('FREE_ROUNDS_USED', 409);
      grant.left -= 1;
      balances.set(request.playerId, balances.get(request.playerId)! + request.amount);
      const answer = ok(request.playerId, request.transactionId);
      return { status: 200, answer: { ...answer.answer, roundsLeft: grant.left } };
    },
  };

  function ok(playerId: string, transactionId: string) {
    return {
      status: 200,
      answer: {
        success: true,
        balance: balances.get(playerId)!,
        currency: currencies.get(playerId)!,
        transactionId: `casino-${transactionId}`,
      },
    };
  }

  app.post('/provider-api/v1/:call', async (request, reply) => {
    const raw = request.body as string;
    const call = (request.params as { call: string }).call;
    if (request.headers[PROVIDER_ID_HEADER] !== options.providerId) {
      return reply.code(401).send(fail('PROVIDER_UNKNOWN', 401).answer);
    }
    const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
    if (
      !isValidProviderSignature(
        options.secret,
        raw,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      return reply.code(401).send(fail('PROVIDER_SIGNATURE_INVALID', 401).answer);
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ path: call, body });
    const fault = faults.get(call)?.shift();
    if (fault === 'unavailable') return reply.code(503).send({ success: false });
    if (fault === 'drop') {
      request.raw.socket.destroy();
      return reply;
    }
    const refusal = refusals.get(call)?.shift();
    if (refusal) {
      const refused = fail(refusal.code, refusal.status);
      return reply.code(refused.status).send(refused.answer);
    }
    const handler = handlers[call];
    if (!handler) return reply.code(404).send(fail('NOT_FOUND', 404).answer);
    const transactionId = typeof body.transactionId === 'string' ? body.transactionId : null;
    let result: { status: number; answer: object };
    const known = transactionId ? transactions.get(transactionId) : undefined;
    if (known) {
      result = isDeepStrictEqual(known.body, body) ? known : fail('TRANSACTION_CONFLICT', 409);
    } else {
      result = handler(body);
      if (transactionId && result.status === 200) {
        transactions.set(transactionId, { kind: call as Transaction['kind'], body, ...result });
      }
    }
    if (fault === 'lose-answer') return reply.code(503).send({ success: false });
    return reply.code(result.status).send(result.answer);
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    balances,
    transactions,
    rolledBack,
    freeRounds,
    calls,
    addPlayer(token, playerId, balance, currency = 'EUR') {
      tokens.set(token, playerId);
      balances.set(playerId, balance);
      currencies.set(playerId, currency);
    },
    addFreeRounds(freeRoundsId, playerId, rounds) {
      freeRounds.set(freeRoundsId, { playerId, left: rounds });
    },
    failNext(path, fault, times = 1) {
      faults.set(path, [...(faults.get(path) ?? []), ...Array<Fault>(times).fill(fault)]);
    },
    refuseNext(path, code, status = 403) {
      refusals.set(path, [...(refusals.get(path) ?? []), { code, status }]);
    },
    close: () => app.close(),
  };
}
