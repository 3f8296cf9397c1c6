import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBlackjackMove,
  ZPauseRequest,
  ZRoundRequest,
  type TBalanceResponse,
  type TBlackjackResponse,
  type TPauseResponse,
  type TRoundResponse,
} from './api-contract';
import { replayRound } from './engines/replay';
import { StudioError } from './errors';
import type { RoundJournal } from './round-journal';
import type { RoundService } from './round-service';
import { isPaused, type Session, type SessionStore } from './sessions';

// The client's session API (README "Client API"). Every call names its session with
// `Authorization: Bearer <id>`; no cookies, so no cross-site request can ride on them.

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

export function registerApiRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionStore; rounds: RoundService; journal: RoundJournal },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  function sessionOf(request: FastifyRequest): Session {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match ? deps.sessions.get(match[1]!) : undefined;
    if (!session) throw new StudioError('SESSION_INVALID');
    return session;
  }

  api.get('/api/balance', async (request): Promise<TBalanceResponse> => {
    const session = sessionOf(request);
    const balance = await deps.rounds.balance(session);
    return { success: true, balance, currency: session.currency };
  });

  api.post(
    '/api/rounds',
    { schema: { body: ZRoundRequest } },
    async (request): Promise<TRoundResponse> => {
      const session = sessionOf(request);
      return deps.rounds.playRound(session, request.body);
    },
  );

  api.post(
    '/api/blackjack/:move',
    {
      schema: {
        params: z.strictObject({ move: ZBlackjackMove }),
        body: z.strictObject({ stake: z.number().int().positive().safe().optional() }),
      },
    },
    async (request): Promise<TBlackjackResponse> => {
      const session = sessionOf(request);
      return deps.rounds.blackjack(session, request.params.move, request.body.stake);
    },
  );

  /** The casino's word on the game: no round starts while it is paused (spec 001 §4). */
  api.post(
    '/api/session/pause',
    { schema: { body: ZPauseRequest } },
    async (request): Promise<TPauseResponse> => {
      const session = sessionOf(request);
      if (request.body.isPaused) deps.rounds.pause(session);
      else deps.rounds.resume(session);
      return { success: true, isPaused: isPaused(session) };
    },
  );

  /** A round of this session's player, with the result of replaying its draws. */
  api.get(
    '/api/rounds/:roundId',
    { schema: { params: z.strictObject({ roundId: z.uuid() }) } },
    async (request) => {
      const session = sessionOf(request);
      const record = deps.journal.findRound(request.params.roundId);
      if (!record || record.playerId !== session.playerId || record.mode !== session.mode) {
        throw new StudioError('NOT_FOUND');
      }
      const isReplayMatch = record.status === 'completed' ? replayRound(record).isMatch : null;
      return { success: true, round: record, isReplayMatch };
    },
  );
}
