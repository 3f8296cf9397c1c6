import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TBootData } from './api-contract';
import type { CasinoClient } from './casino-client';
import { ENGINE_IDS } from './engines/engine-types';
import { errorPage, gamePageCsp, type PageTemplates } from './launch-page';
import type { RoundService } from './round-service';
import type { SessionStore } from './sessions';
import { deriveSkin, SKIN_SLUG } from './skins';
import {
  DEMO_BALANCE,
  isStudioCurrency,
  offeredStakes,
  rouletteLimits,
  tableLimits,
  type StudioCurrency,
} from './stakes';

// The launch contract (README "Launch"): the casino frames
// GET /play/{engine}/{skin}?game=&mode=real|demo&token=&locale=&currency=&minCycleMs=&origin=
//   &maxStake=
// Bad or missing parameters answer 400 and nothing happens; in real mode the token goes once to
// the casino's authenticate call and the studio opens its own session.

const ZLaunchParams = z.strictObject({
  engine: z.enum(ENGINE_IDS),
  skin: z.string().regex(SKIN_SLUG),
});

/** The largest stake cap a launch may carry, in minor units. */
const MAX_STAKE_CAP = 100_000_000;

function launchQuery(casinoOrigins: readonly string[]) {
  return z
    .object({
      game: z.string().regex(/^[\x21-\x7e]{1,128}$/, { error: 'game must be the casino game id' }),
      mode: z.enum(['real', 'demo'], { error: 'mode must be real or demo' }),
      token: z.string().min(16).max(256).optional(),
      locale: z
        .string()
        .regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/, { error: 'locale must be a language code' })
        .default('en'),
      currency: z
        .string()
        .refine(isStudioCurrency, { error: 'currency is not one the studio plays in' })
        .transform((value) => value as StudioCurrency),
      minCycleMs: z
        .string()
        .regex(/^\d{1,6}$/, { error: 'minCycleMs must be a whole number of milliseconds' })
        .transform(Number)
        .refine((value) => value <= 600_000, { error: 'minCycleMs is at most 600000' }),
      origin: z.string().refine((value) => casinoOrigins.includes(value), {
        error: 'origin is not a casino this studio serves',
      }),
      // The casino's stake cap of the launch (the market's limit per spin), only when it has one.
      maxStake: z
        .string()
        .regex(/^\d{1,9}$/, { error: 'maxStake must be a whole number of minor units' })
        .transform(Number)
        .refine((value) => value >= 1 && value <= MAX_STAKE_CAP, {
          error: `maxStake is from 1 to ${MAX_STAKE_CAP}`,
        })
        .optional(),
    })
    .refine((query) => query.mode === 'demo' || query.token !== undefined, {
      error: 'real play needs a token',
      path: ['token'],
    });
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  problems: string[] = [],
) {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsHtml(request)) {
    const detail = problems.length > 0 ? `${message} (${problems.join('; ')})` : message;
    return reply.type('text/html; charset=utf-8').send(errorPage('The game cannot start', detail));
  }
  return reply.send({ success: false, error: { code, message, problems }, requestId: request.id });
}

export function registerLaunchRoutes(
  app: FastifyInstance,
  deps: {
    casinoOrigins: readonly string[];
    client: CasinoClient;
    sessions: SessionStore;
    rounds: RoundService;
    pages: PageTemplates;
  },
): void {
  const ZLaunchQuery = launchQuery(deps.casinoOrigins);

  app.get('/play/:engine/:skin', async (request, reply) => {
    const params = ZLaunchParams.safeParse(request.params);
    const query = ZLaunchQuery.safeParse(request.query);
    if (!params.success || !query.success) {
      const problems = [...(params.error?.issues ?? []), ...(query.error?.issues ?? [])].map(
        (issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`,
      );
      return refuse(
        request,
        reply,
        400,
        'LAUNCH_INVALID',
        'The launch link is not valid.',
        problems,
      );
    }
    const { engine, skin: slug } = params.data;
    const launch = query.data;

    let playerId = `demo-${randomUUID()}`;
    let balance = DEMO_BALANCE;
    if (launch.mode === 'real') {
      const answer = await deps.client.authenticate(launch.token!);
      if (answer.kind === 'refused') {
        return refuse(
          request,
          reply,
          401,
          'LAUNCH_REFUSED',
          'The casino did not accept this game session. Please reopen the game.',
        );
      }
      if (answer.kind === 'unavailable') {
        request.log.warn({ reason: answer.reason }, 'authenticate failed');
        return refuse(
          request,
          reply,
          503,
          'CASINO_UNAVAILABLE',
          'The casino cannot be reached. Please try again shortly.',
        );
      }
      if (answer.value.currency !== launch.currency) {
        return refuse(
          request,
          reply,
          400,
          'LAUNCH_INVALID',
          'The launch currency is not the player’s currency.',
        );
      }
      playerId = answer.value.playerId;
      balance = answer.value.balance;
    }

    const session = deps.sessions.create({
      mode: launch.mode,
      engine,
      skin: slug,
      gameId: launch.game,
      playerId,
      currency: launch.currency,
      locale: launch.locale,
      origin: launch.origin,
      minCycleMs: launch.minCycleMs,
      maxStakeMinor: launch.maxStake ?? null,
      demoBalance: DEMO_BALANCE,
      lastBalance: balance,
    });
    const limits = rouletteLimits(launch.currency);
    const table = tableLimits(engine, launch.currency);
    const boot: TBootData = {
      sessionId: session.id,
      mode: launch.mode,
      engine,
      gameId: launch.game,
      skin: deriveSkin(slug),
      locale: launch.locale,
      currency: launch.currency,
      balance,
      stakes: offeredStakes(engine, launch.currency, session.maxStakeMinor),
      maxStakeMinor: session.maxStakeMinor,
      rouletteChip: limits.chip,
      rouletteMaxTotal: limits.maxTotal,
      tableChips: table.chips,
      tableMaxTotal: table.maxTotal,
      minCycleMs: launch.minCycleMs,
      origin: launch.origin,
      hand: deps.rounds.openHand(session),
      freeRounds: deps.rounds.freeRoundsOf(session),
    };
    return reply
      .header('content-security-policy', gamePageCsp(launch.origin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(deps.pages.render(boot));
  });
}
