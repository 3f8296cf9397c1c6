import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { registerApiRoutes } from './api-routes';
import { createCasinoClient, type CasinoClient } from './casino-client';
import { DEFAULT_CLIENT_DIST, type StudioConfig } from './config';
import { errorBody, statusOf, StudioError } from './errors';
import { openFreeRoundsStore, type FreeRoundsStore } from './free-rounds';
import { registerFreeRoundsRoutes } from './free-rounds-routes';
import { loadPageTemplates } from './launch-page';
import { registerLaunchRoutes } from './launch-routes';
import { recoverUnsettled } from './recovery';
import { createCryptoRng, type Rng } from './rng';
import { openRoundJournal, type RoundJournal } from './round-journal';
import { createRoundService, type RoundService } from './round-service';
import { createSessionStore, type SessionStore } from './sessions';
import { createSettlementQueue, type SettlementQueue } from './settlement-queue';
import { createCasinoWallet, createDemoWallet } from './wallets';

// Builds the studio (DESIGN §2 apps/studio): launch pages, the client's session API, the built
// client assets, the casino's signed free-rounds calls, and the provider-API client that moves
// money. main.ts listens.

export const BODY_LIMIT_BYTES = 16 * 1024;
const SWEEP_INTERVAL_MS = 60_000;

export type BuildStudioOptions = {
  config: StudioConfig;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
  rng?: Rng;
  client?: CasinoClient;
  distDir?: string;
  settlementDelaysMs?: readonly number[];
};

export type Studio = {
  app: FastifyInstance;
  sessions: SessionStore;
  settlements: SettlementQueue;
  journal: RoundJournal;
  rounds: RoundService;
  freeRounds: FreeRoundsStore;
};

export async function buildStudio(options: BuildStudioOptions): Promise<Studio> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const distDir = options.distDir ?? DEFAULT_CLIENT_DIST;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
      // A launch URL carries the casino's token: it never reaches the log.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: every other body type answers 415.
  app.removeContentTypeParser('text/plain');

  const journal = await openRoundJournal(config.dataDir);
  const freeRounds = await openFreeRoundsStore({
    dataDir: config.dataDir,
    now,
    isRoundRecorded: (roundId) => journal.findRound(roundId) !== undefined,
  });
  const client =
    options.client ??
    createCasinoClient({
      baseUrl: config.casinoApiUrl,
      providerId: config.providerId,
      secret: config.providerSecret,
    });
  const settlements = createSettlementQueue({
    client,
    journal,
    log: app.log,
    ...(options.settlementDelaysMs ? { delaysMs: options.settlementDelaysMs } : {}),
    onAnswer: async (move, result) => {
      if (move.action !== 'free-round') return;
      await freeRounds.settle(
        move.request.freeRoundsId,
        result.kind === 'ok'
          ? { kind: 'ok', roundsLeft: result.value.roundsLeft ?? 0 }
          : { kind: 'refused', code: result.code },
      );
    },
  });
  const demoWallet = createDemoWallet();
  const casinoWallet = createCasinoWallet({ client, journal, settlements });
  // Filled below; sessions evicted before it exists have no open hands.
  const finishers: { rounds: RoundService | null } = { rounds: null };
  const sessions = createSessionStore({
    now,
    onEvict: (session) => void finishers.rounds?.finishAbandoned(session),
  });
  const rounds = createRoundService({
    rng: options.rng ?? createCryptoRng(),
    now,
    journal,
    walletFor: (session) => (session.mode === 'demo' ? demoWallet : casinoWallet),
    freeRounds,
    reportFreeRound: casinoWallet.freeRound,
    log: app.log,
  });
  finishers.rounds = rounds;

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // The game page is framed by the casino: frame-ancestors in its own CSP decides, not X-Frame-Options.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StudioError) {
      return reply.code(statusOf(error)).send(errorBody(error, request.id));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = Object.fromEntries(
        error.validation.map((issue) => [issue.instancePath || '/', issue.message]),
      );
      return reply
        .code(400)
        .send(errorBody(new StudioError('VALIDATION_ERROR', { fields }), request.id));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(errorBody(new StudioError('BODY_TOO_LARGE'), request.id));
    if (status === 415) {
      return reply.code(415).send(errorBody(new StudioError('UNSUPPORTED_MEDIA_TYPE'), request.id));
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send(errorBody(new StudioError('VALIDATION_ERROR'), request.id));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(new StudioError('INTERNAL_ERROR'), request.id));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(new StudioError('NOT_FOUND'), request.id)),
  );

  app.get('/health', async () => ({
    status: 'ok',
    sessions: sessions.size(),
    pendingSettlements: settlements.pending().length,
  }));

  const assetsDir = join(distDir, 'assets');
  if (existsSync(assetsDir)) {
    // Hashed file names: a changed file is a new URL, so a year and immutable is safe.
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      index: false,
      maxAge: '365d',
      immutable: true,
      preCompressed: false,
    });
  }

  registerLaunchRoutes(app, {
    casinoOrigins: config.casinoOrigins,
    client,
    sessions,
    rounds,
    pages: loadPageTemplates(distDir),
  });
  registerApiRoutes(app, { sessions, rounds, journal });
  await registerFreeRoundsRoutes(app, {
    providerId: config.providerId,
    secret: config.providerSecret,
    freeRounds,
    now,
  });

  const sweep = setInterval(() => sessions.sweep(), SWEEP_INTERVAL_MS);
  sweep.unref();

  app.addHook('onReady', async () => {
    const recovered = await recoverUnsettled(journal, settlements);
    if (recovered > 0) app.log.warn({ recovered }, 'finished money moves left from the last run');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    // Hands still in play are finished (the player stands) so every round ends before we stop.
    await Promise.all(sessions.all().map((session) => rounds.finishAbandoned(session)));
    settlements.close();
    await journal.close();
    await freeRounds.close();
  });

  return { app, sessions, settlements, journal, rounds, freeRounds };
}
