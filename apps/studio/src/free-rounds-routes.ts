import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  STUDIO_FREE_ROUNDS_PATH,
  ZFreeRoundsCancelRequest,
  ZFreeRoundsGrantRequest,
  type TFreeRoundsGrantResponse,
} from '@playfair/contracts/free-rounds';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER } from '@playfair/contracts/provider-api';
import { isValidProviderSignature } from '@playfair/contracts/provider-signature';
import { StudioError } from './errors';
import type { FreeRoundsStore } from './free-rounds';
import { isStudioCurrency, stakeLadder } from './stakes';

// The casino grants and cancels free rounds (DESIGN §11, packages/contracts free-rounds.ts) in
// calls signed as the studio signs its provider-API calls: `X-Provider-Id` is the studio's own
// provider id and `X-Playfair-Signature` the HMAC of the raw body with the shared secret. The
// signature covers the bytes as sent, so these routes read their body raw and parse it only once
// it is verified; a call that is not the casino's is refused before its body is looked at.

export async function registerFreeRoundsRoutes(
  app: FastifyInstance,
  deps: {
    providerId: string;
    secret: string;
    freeRounds: FreeRoundsStore;
    now: () => number;
  },
): Promise<void> {
  function verifiedBody(request: FastifyRequest): unknown {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
    const isCasino =
      request.headers[PROVIDER_ID_HEADER] === deps.providerId &&
      isValidProviderSignature(
        deps.secret,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
    if (!isCasino) throw new StudioError('SIGNATURE_INVALID');
    try {
      return JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      throw new StudioError('VALIDATION_ERROR', { fields: { '/': 'the body is not JSON' } });
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [`/${issue.path.join('/')}`, issue.message]),
    );
    throw new StudioError('VALIDATION_ERROR', { fields });
  }

  await app.register(async (scope) => {
    // The body stays the bytes that were signed (the app's body limit still holds).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => {
        done(null, body);
      },
    );

    scope.post(STUDIO_FREE_ROUNDS_PATH, async (request): Promise<TFreeRoundsGrantResponse> => {
      const grant = parse(ZFreeRoundsGrantRequest, verifiedBody(request));
      const known = deps.freeRounds.roundsLeft(grant.freeRoundsId);
      // A grant the studio could never play is refused, so the casino knows at once: the stake
      // must be one of the game's stakes in a currency the studio plays, the end still to come.
      // A grant already kept answers as kept, whatever the time.
      if (known === null) {
        if (!isStudioCurrency(grant.currency)) {
          throw new StudioError('VALIDATION_ERROR', {
            fields: { '/currency': 'not a currency the studio plays in' },
          });
        }
        if (!stakeLadder(grant.currency).includes(grant.stake)) {
          throw new StudioError('VALIDATION_ERROR', {
            fields: { '/stake': 'not one of the game’s stakes' },
            stakes: stakeLadder(grant.currency),
          });
        }
        if (Date.parse(grant.expiresAt) <= deps.now()) {
          throw new StudioError('VALIDATION_ERROR', { fields: { '/expiresAt': 'already past' } });
        }
      }
      const kept = await deps.freeRounds.grant(grant);
      if (kept.kind === 'conflict') throw new StudioError('FREE_ROUNDS_CONFLICT');
      if (known === null) {
        request.log.info(
          { freeRoundsId: grant.freeRoundsId, rounds: grant.rounds },
          'free rounds granted',
        );
      }
      return { success: true, freeRoundsId: grant.freeRoundsId, roundsLeft: kept.roundsLeft };
    });

    scope.post(
      `${STUDIO_FREE_ROUNDS_PATH}/cancel`,
      async (request): Promise<TFreeRoundsGrantResponse> => {
        const { freeRoundsId } = parse(ZFreeRoundsCancelRequest, verifiedBody(request));
        const roundsLeft = await deps.freeRounds.cancel(freeRoundsId);
        if (roundsLeft === null) throw new StudioError('FREE_ROUNDS_NOT_FOUND');
        return { success: true, freeRoundsId, roundsLeft };
      },
    );
  });
}
