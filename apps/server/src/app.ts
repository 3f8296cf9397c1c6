import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type LogLevel } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { LobbyVertical } from '@playfair/contracts/lobby';
import { createBackgroundWork } from './platform/background';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import {
  createFrameworkErrorHandler,
  registerErrorHandler,
  type Translate,
} from './platform/errors';
import { parseFormBody } from './platform/http/form-body';
import { registerCompression } from './platform/http/compression';
import { createOperatorAuth } from './platform/http/operator-auth';
import { registerLocale, stripLocalePrefix } from './platform/http/locale';
import { generateRequestId } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerInputGuard } from './platform/http/input-guard';
import { registerXhrMarker } from './platform/http/xhr-marker';
import { createJobRunner, type JobRunner } from './platform/jobs/jobs';
import { loggerOptions } from './platform/logger';
import { createEventBus, scheduleEventDelivery } from './platform/events/events';
import { createLocalPushHub, createRedisPushHub } from './platform/push/hub';
import { pushRoutes } from './platform/push/routes';
import { connectRedis, pingRedis, waitForRedis, watchRedis } from './platform/redis';
import { bankIdRoutes } from './modules/bankid/routes';
import { createBankIdService } from './modules/bankid/service';
import { createBrandService } from './modules/brand/service';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { createJurisdictionsService } from './modules/jurisdictions/service';
import { gameImageRoutes } from './modules/game-images/routes';
import { createGameImageService } from './modules/game-images/service';
import { gamingRoutes } from './modules/gameplay/routes';
import { createGameplayService } from './modules/gameplay/service';
import { healthRoutes } from './modules/health/routes';
import { i18nRoutes } from './modules/i18n/routes';
import { operatorPlayerRoutes } from './modules/identity/operator-routes';
import { accountSettingsRoutes, identityPlugin } from './modules/identity/routes';
import {
  createAccountSettingsService,
  createIdentityService,
  createPlayerComplianceService,
  type IdentityOptions,
} from './modules/identity/service';
import {
  createMemoryThrottleStore,
  createRedisThrottleStore,
  type ThrottleStore,
} from './platform/throttle/throttle-store';
import { createI18nService } from './modules/i18n/service';
import { createRestrictionsService } from './modules/restrictions/service';
import { jackpotFeedRoutes, jackpotRoutes } from './modules/jackpots/routes';
import { createJackpotsService } from './modules/jackpots/service';
import { modalRoutes } from './modules/modals/routes';
import { createModalsService } from './modules/modals/service';
import { devOutboxRoutes } from './modules/notifications/routes';
import { createNotificationsService, sendersFromConfig } from './modules/notifications/service';
import { providerApiRoutes } from './modules/provider-api/routes';
import { createProviderApiService } from './modules/provider-api/service';
import { recoveryRoutes } from './modules/recovery/routes';
import { createRecoveryService } from './modules/recovery/service';
import { registrationRoutes } from './modules/registration/routes';
import { createRegistrationService } from './modules/registration/service';
import { createNotFoundHandler, type LobbyPageOf, siteRoutes } from './modules/site/routes';
import { createSiteService, type VisitorContext } from './modules/site/service';
import { createQueuedPaymentJobs, type PaymentJobs } from './modules/payments/jobs';
import { operatorRoutes } from './modules/payments/operator-routes';
import { paymentRoutes } from './modules/payments/routes';
import { createSandboxProvider } from './modules/payments/sandbox/provider';
import { sandboxBankRoutes } from './modules/payments/sandbox/routes';
import { createPaymentsService } from './modules/payments/service';
import { paymentWebhookRoutes, webhookPathOf } from './modules/payments/webhook-routes';
import { replayBalance, subscribeBalancePush } from './modules/wallet/push';
import { walletRoutes } from './modules/wallet/routes';
import { createAccountRestrictionPolicy } from './modules/wallet/policy';
import { createWalletService } from './modules/wallet/service';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** Write the demo brand, jurisdictions and catalogs first (idempotent). */
  seed?: boolean;
  /** Identity settings tests change: the clock, session lifetimes, login throttle policies. */
  identity?: Partial<IdentityOptions>;
  /** The clock of registration, recovery and the outbox (tests move it instead of sleeping). */
  now?: () => Date;
  /** Webhook delivery and reconciliation of payments; jobs unless a test runs them by hand. */
  paymentJobs?: PaymentJobs;
  /**
   * The job runner (platform/jobs): pg-boss on this database unless a test gives its own. It
   * starts when the app listens (an app only built, as in tests through app.inject, runs no
   * background work) and stops, waiting for running handlers, when the app closes.
   */
  jobs?: JobRunner;
  /** The process's logger (main.ts), shared with the database; made from the config otherwise. */
  logger?: FastifyBaseLogger;
};

function createThrottleStore(redis: Redis | undefined): ThrottleStore {
  return redis === undefined ? createMemoryThrottleStore() : createRedisThrottleStore(redis);
}

/** Builds the whole platform API and site on a migrated database; `main.ts` makes it listen. */
export async function buildApp({
  config,
  database,
  seed = true,
  identity: identityOptions = {},
  now = () => new Date(),
  paymentJobs,
  jobs: givenJobs,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const i18n = createI18nService(database.db);
  const translate: Translate = (locale, key) => i18n.translate(locale, key);
  const trust = config.trustProxy;
  const app = Fastify({
    ...(logger === undefined ? { logger: loggerOptions(config) } : { loggerInstance: logger }),
    genReqId: generateRequestId,
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies nearest the socket (as Fastify's number form does).
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    rewriteUrl: stripLocalePrefix,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // DESIGN §5: the router's own refusals of a path answer the one error model too.
    frameworkErrors: createFrameworkErrorHandler(translate),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // DESIGN §5: bodies are form-encoded or JSON; anything else (text/plain too) answers 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const brand = createBrandService(database.db, config.brand);
  const jurisdictions = createJurisdictionsService(database.db);
  if (seed) {
    await brand.seed();
    await jurisdictions.seed();
    await i18n.seed();
  } else {
    await Promise.all([brand.reload(), jurisdictions.reload(), i18n.reload()]);
  }
  const background = createBackgroundWork(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  // DESIGN §3: schedules and background work are jobs on the one job runner (decision 006). The
  // modules register theirs while the app is built; the runner starts once the app listens.
  const jobs = givenJobs ?? createJobRunner({ database, log: app.log });
  app.addHook('onListen', async () => {
    await jobs.start().catch((error: unknown) => {
      app.log.error({ err: error }, 'the job runner did not start: no background work runs');
    });
  });
  app.addHook('onClose', () => jobs.stop());
  // DESIGN §3: counters (login throttling, request limits) live in the process unless REDIS_URL
  // names a Redis that several processes share.
  const redis = connectRedis(config.redisUrl);
  if (redis !== undefined) watchRedis(app, redis);
  if (redis !== undefined && !(await waitForRedis(redis))) {
    app.log.warn('Redis does not answer yet: calls that need it answer 503 until it does');
  }
  const throttleStore = createThrottleStore(redis);
  // The throttle store owns the connection: closing it closes the one client.
  app.addHook('onClose', () => throttleStore.close());
  // DESIGN §5 operator API: one credential check for all its routes, throttled like the login.
  const operatorAuth = createOperatorAuth(config.operatorApiKeys, { throttle: throttleStore, now });
  // DESIGN §3: facts written with the changes they describe and handed to subscribers by a job;
  // live pushes to players' browsers, between processes through Redis when there is one.
  const events = createEventBus({
    db: database.db,
    now,
    onError: ({ subscriber, eventId, error }) =>
      app.log.warn(
        { err: error, subscriber, eventId },
        'event delivery failed; it will be retried',
      ),
  });
  app.decorate('events', events);
  scheduleEventDelivery(events, jobs);
  const pushHub = redis === undefined ? createLocalPushHub() : createRedisPushHub(redis);
  app.addHook('onClose', () => pushHub.close());
  // spec 000 §6, DESIGN §4 / §10: what stands between a player and play, read by identity (login,
  // the app configuration, the wallet's policy) and set through the operator API.
  const restrictions = createRestrictionsService({ db: database.db, events, now });
  // One clock for the app unless a test gives identity its own.
  const identity = createIdentityService({
    db: database.db,
    restrictions,
    throttleStore,
    now,
    ...identityOptions,
  });
  const wallet = createWalletService(database.db, {
    policies: [createAccountRestrictionPolicy(identity)],
  });
  subscribeBalancePush({ events, hub: pushHub, wallet });
  const site = createSiteService({
    brand,
    jurisdictions,
    i18n,
    staticAssetsUrl: config.staticAssetsUrl,
  });
  // DESIGN §7: the game catalogue (seeded like the brand) and the launch of games in the studio.
  const catalog = createCatalogService({
    db: database.db,
    studioUrl: config.studioUrl,
    // DESIGN §7: the catalogue's launch tokens are for the studio's provider id alone.
    studioProviderId: config.studioProviderId,
    site,
    jurisdictions,
    wallet,
    now,
  });
  if (seed) await catalog.seed();
  // spec 000 §3 / §7: jackpot pools, seeded for the catalogue's jackpot games, fed by providers.
  const jackpots = createJackpotsService({
    db: database.db,
    jackpotGames: () => catalog.jackpotGames(),
    now,
  });
  if (seed) await jackpots.seed();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerLocale(app);
  registerXhrMarker(app, translate);
  registerInputGuard(app);
  registerErrorHandler(app, translate);
  await registerSecurityHeaders(app, config.staticAssetsUrl, [config.studioUrl]);
  await registerCompression(app);
  await app.register(formBody, { bodyLimit: config.bodyLimitBytes, parser: parseFormBody });
  await app.register(cookie);

  const siteOptions = {
    site,
    identity,
    webDist: config.webDist,
    geoCountryHeader: config.geoCountryHeader,
    translate,
    // spec 000 §2: category addresses are pages only for categories the catalogue has.
    categoryExists: (vertical: LobbyVertical, slug: string) =>
      catalog.categoryExists(vertical, slug),
    // DESIGN §6 "Boot": a lobby page carries its first screen's answer.
    lobbyGames: (lobby: LobbyPageOf, visitor: VisitorContext) =>
      catalog.lobbyGames({ ...lobby, visitor }),
  };
  app.setNotFoundHandler(createNotFoundHandler(siteOptions));
  // Health checks log warnings and worse, unless the configured level is stricter still.
  const healthLogLevel: LogLevel = ['fatal', 'error', 'silent'].includes(config.logLevel)
    ? config.logLevel
    : 'warn';
  await app.register(healthRoutes, {
    pingDatabase: () => database.ping(),
    ...(redis === undefined ? {} : { pingRedis: () => pingRedis(redis) }),
    logLevel: healthLogLevel,
  });
  await app.register(i18nRoutes, { i18n });
  await app.register(identityPlugin, { identity, translate, jobs });

  const notifications = createNotificationsService({
    db: database.db,
    translate,
    brandName: () => brand.brand().name,
    senders: sendersFromConfig(config),
    now,
    log: app.log,
  });
  const registration = createRegistrationService({
    db: database.db,
    brand,
    jurisdictions,
    identity,
    notifications,
    now,
  });
  const recovery = createRecoveryService({
    db: database.db,
    registration,
    identity,
    notifications,
    now,
  });
  const bankid = createBankIdService(database.db, now);
  await app.register(registrationRoutes, {
    registration,
    bankid,
    identity,
    translate,
    geoCountryHeader: config.geoCountryHeader,
    now,
    redis,
  });
  await app.register(recoveryRoutes, { recovery, background, identity, translate, redis });
  const settings = createAccountSettingsService({
    db: database.db,
    identity,
    contacts: registration,
    notifications,
    now,
  });
  await app.register(accountSettingsRoutes, { settings, identity, translate });
  await app.register(operatorPlayerRoutes, {
    compliance: createPlayerComplianceService({ db: database.db, restrictions }),
    auth: operatorAuth,
  });
  await app.register(bankIdRoutes, { bankid, identity, jurisdictions, translate });
  await app.register(walletRoutes, { wallet, identity });
  await app.register(pushRoutes, {
    hub: pushHub,
    requirePlayer: identity.requirePlayer,
    playerIdOf: (request) => identity.playerOf(request).id,
    isSessionLive: (request) => identity.isPlayerSessionLive(request),
    replay: (playerId, afterId) => replayBalance({ events, wallet }, playerId, afterId),
  });
  // DESIGN §4 payments: the sandbox PSP stands in for a real one behind the same provider type.
  const paymentProvider = createSandboxProvider({
    db: database.db,
    secret: config.paymentSandboxSecret,
    now,
    log: app.log,
  });
  const payments = createPaymentsService({
    db: database.db,
    wallet,
    events,
    provider: paymentProvider,
    now,
    log: app.log,
  });
  await app.register(paymentRoutes, { payments, identity, translate });
  await app.register(paymentWebhookRoutes, { payments, providerName: paymentProvider.name });
  await app.register(operatorRoutes, { payments, auth: operatorAuth, translate });
  await app.register(sandboxBankRoutes, {
    sandbox: paymentProvider,
    translate,
    brandName: () => brand.brand().name,
  });
  const paymentWork =
    paymentJobs ?? createQueuedPaymentJobs({ jobs, webhookUrl: config.paymentWebhookUrl });
  paymentWork.attach(app, {
    webhookPath: webhookPathOf(paymentProvider.name),
    deliverWebhooks: (transport) => paymentProvider.webhooks.deliverDue(transport),
    reconcile: () => payments.reconcile(),
  });
  await app.register(catalogRoutes, {
    catalog,
    identity,
    geoCountryHeader: config.geoCountryHeader,
    translate,
    jobs,
  });
  // DESIGN §7: the player's rounds, game sessions and launches, and the provider API every game
  // vendor calls, which maps each call onto the wallet and gameplay.
  const gameplay = createGameplayService({
    db: database.db,
    events,
    catalog: {
      gameNames: async (gameIds) => {
        const found = await Promise.all(gameIds.map((gameId) => catalog.findGame(gameId)));
        return new Map(found.flatMap((game) => (game === null ? [] : [[game.id, game.name]])));
      },
    },
    now,
  });
  const providerApi = createProviderApiService({
    db: database.db,
    wallet,
    identity,
    gameplay,
    catalog: {
      consumeLaunchToken: (token, providerId) => catalog.consumeLaunchToken(token, providerId),
    },
  });
  await app.register(providerApiRoutes, {
    providerApi,
    providers: config.gameProviders,
    translate,
  });
  await app.register(gamingRoutes, { gameplay, identity, jobs });
  // spec 000 §3: the tiles' artwork, generated per game (global address, no locale).
  await app.register(gameImageRoutes, {
    gameImages: createGameImageService({ findGame: (gameId) => catalog.findGame(gameId) }),
  });
  await app.register(jackpotRoutes, { jackpots });
  await app.register(jackpotFeedRoutes, { jackpots, providers: config.gameProviders });
  // spec 001 §2: the modals the web loads as HTML fragments.
  await app.register(modalRoutes, {
    modals: createModalsService({ translate }),
    site,
    identity,
    geoCountryHeader: config.geoCountryHeader,
  });
  if (notifications.hasTransport) {
    notifications.scheduleDelivery(jobs);
  } else if (config.trustProxy === false) {
    // Without a transport nothing leaves; a person on this machine reads the codes instead.
    app.log.warn(
      'no mail or SMS transport: messages stay in the outbox; GET /dev/outbox shows them to ' +
        'callers on this machine only (a reverse proxy on this machine needs TRUST_PROXY set)',
    );
    await app.register(devOutboxRoutes, { notifications });
  } else {
    app.log.warn('no mail or SMS transport: messages stay in the outbox, which nobody can read');
  }
  await app.register(siteRoutes, siteOptions);
  return app;
}
