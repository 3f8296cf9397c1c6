import { isSupportedLocale } from '@playfair/domain/locales';
import { firstReasonAgainst } from '@playfair/domain/play-eligibility';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createBackgroundWork } from './platform/background';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import type { Translate } from './platform/errors';
import { createEventBus, scheduleEventDelivery } from './platform/events/events';
import { createOperatorAuth } from './platform/http/operator-auth';
import { createServer, registerHttpConventions } from './platform/http/server';
import { createJobRunner, type JobRunner } from './platform/jobs/jobs';
import { createLocalPushHub, createRedisPushHub } from './platform/push/hub';
import { pushRoutes } from './platform/push/routes';
import { connectRedis, pingRedis, waitForRedis, watchRedis } from './platform/redis';
import {
  createMemoryThrottleStore,
  createRedisThrottleStore,
} from './platform/throttle/throttle-store';
import { bankIdPlugin } from './modules/bankid/plugin';
import { createBankIdService } from './modules/bankid/service';
import { createBrandService } from './modules/brand/service';
import { catalogPlugin } from './modules/catalog/plugin';
import { createCatalogService } from './modules/catalog/service';
import { gameImagesPlugin } from './modules/game-images/plugin';
import { createGameImageService } from './modules/game-images/service';
import { gameplayPlugin } from './modules/gameplay/plugin';
import { createGameplayService } from './modules/gameplay/service';
import { healthPlugin } from './modules/health/plugin';
import { i18nPlugin } from './modules/i18n/plugin';
import { createI18nService } from './modules/i18n/service';
import { createPlayerAuth, identityPlugin } from './modules/identity/plugin';
import {
  createAccountSettingsService,
  createIdentityService,
  createPlayerComplianceService,
  loginInfoActions,
  type IdentityOptions,
} from './modules/identity/service';
import { jackpotsPlugin } from './modules/jackpots/plugin';
import { kycPlugin } from './modules/kyc/plugin';
import { createDocumentStoreFromConfig, createKycService } from './modules/kyc/service';
import { createJackpotsService } from './modules/jackpots/service';
import { consentsPlugin } from './modules/consents/plugin';
import { createConsentsService } from './modules/consents/service';
import { createJurisdictionsService } from './modules/jurisdictions/service';
import { modalsPlugin } from './modules/modals/plugin';
import { migrationsPlugin } from './modules/migrations/plugin';
import {
  createCurrencyMigration,
  createLugasMigration,
  createPeruMigration,
  createSandboxLugasFile,
} from './modules/migrations/service';
import { createModalsService } from './modules/modals/service';
import { notificationsPlugin } from './modules/notifications/plugin';
import {
  createInboxService,
  createNotificationsService,
  sendersFromConfig,
} from './modules/notifications/service';
import type { PaymentJobs } from './modules/payments/jobs';
import { paymentsPlugin } from './modules/payments/plugin';
import { createSandboxProvider } from './modules/payments/sandbox/provider';
import { createPaymentsService } from './modules/payments/service';
import { providerApiPlugin } from './modules/provider-api/plugin';
import { createProviderApiService } from './modules/provider-api/service';
import { recoveryPlugin } from './modules/recovery/plugin';
import { createRecoveryService } from './modules/recovery/service';
import { registersPlugin } from './modules/registers/plugin';
import { createSandboxRegisterClient } from './modules/registers/sandbox/client';
import { createRegistersService } from './modules/registers/service';
import { registrationPlugin } from './modules/registration/plugin';
import { createRegistrationService } from './modules/registration/service';
import { createRestrictionsService } from './modules/restrictions/service';
import { sitePlugin } from './modules/site/plugin';
import { createSiteService } from './modules/site/service';
import {
  createAccountRestrictionPolicy,
  createRetiredCurrencyPolicy,
} from './modules/wallet/policy';
import { rgPlugin } from './modules/rg/plugin';
import { createInPlayService, createRgService } from './modules/rg/service';
import { walletPlugin } from './modules/wallet/plugin';
import { replayBalance } from './modules/wallet/push';
import { createWalletService } from './modules/wallet/service';
import { promotionsPlugin } from './modules/promotions/plugin';
import { createRacesService, demoRaceTemplate } from './modules/promotions/races';
import {
  amountsOf,
  createPromotionsService,
  DEMO_PROMOTION_COUNTRIES,
  demoDrawTemplate,
  type PromotionsDependencies,
} from './modules/promotions/service';
import { rewardsPlugin } from './modules/rewards/plugin';
import {
  createHttpFreeRoundsVendor,
  createRewardsService,
  SEED_FREE_SPINS_GAME,
  type FreeRoundsVendor,
  type RewardsGame,
} from './modules/rewards/service';

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
  /**
   * Where free rounds are granted (DESIGN §11): the game providers' signed free-rounds call over
   * HTTP (the studio at STUDIO_URL) unless a test gives its own.
   */
  freeRoundsVendor?: FreeRoundsVendor;
};

/**
 * Builds the whole platform API and site on a migrated database; `main.ts` makes it listen. First
 * the platform (server, background work, jobs, Redis, events, push), then the modules' services,
 * then the platform's hooks and each module's plugin (its routes, jobs and event subscribers).
 */
export async function buildApp({
  config,
  database,
  seed = true,
  identity: identityOptions = {},
  now = () => new Date(),
  paymentJobs,
  jobs: givenJobs,
  logger,
  freeRoundsVendor,
}: AppDependencies): Promise<FastifyInstance> {
  const { db } = database;
  const i18n = createI18nService(db);
  const translate: Translate = (locale, key, params) => i18n.translate(locale, key, params);
  const app = createServer({ config, logger, translate });
  // The texts, the brand and the jurisdictions are kept in memory, written first when seeding.
  const brand = createBrandService(db, config.brand);
  const jurisdictions = createJurisdictionsService(db);
  if (seed) {
    await brand.seed();
    await jurisdictions.seed();
    await i18n.seed();
  } else {
    await Promise.all([brand.reload(), jurisdictions.reload(), i18n.reload()]);
  }

  // --- Platform ---------------------------------------------------------------------------------
  const background = createBackgroundWork(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  // DESIGN §3: schedules and background work are jobs on the one job runner (decision 006). The
  // modules' plugins register theirs while the app is built; the runner starts once it listens.
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
  const throttleStore =
    redis === undefined ? createMemoryThrottleStore() : createRedisThrottleStore(redis);
  // The throttle store owns the connection: closing it closes the one client.
  app.addHook('onClose', () => throttleStore.close());
  // DESIGN §5 operator API: one credential check for all its routes, throttled like the login.
  const operatorAuth = createOperatorAuth(config.operatorApiKeys, { throttle: throttleStore, now });
  // DESIGN §3: facts written with the changes they describe and handed to subscribers by a job;
  // live pushes to players' browsers, between processes through Redis when there is one.
  const events = createEventBus({
    db,
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
  // Players' notifications: written with their news, pushed live, kept in the inbox.
  const inbox = createInboxService({
    db,
    events,
    hub: pushHub,
    text: (locale, key) => i18n.translate(locale, key),
    now,
  });

  // --- Services ---------------------------------------------------------------------------------
  // spec 000 §6, DESIGN §4 / §10: what stands between a player and play, read by identity (login,
  // the app configuration, the wallet's policy) and set through the operator API.
  const restrictions = createRestrictionsService({ db, events, now });
  // DESIGN §10: the national self-exclusion registers (one sandbox standing for Spelpaus, OASIS,
  // CRUKS, GAMSTOP and RGIAJ) and our own exclusion list, asked at registration and every login.
  // It reads players through identity, bank ID and registration (closures: they are made below).
  const registerClient = createSandboxRegisterClient(db, now);
  if (seed) await registerClient.seed();
  const registers = createRegistersService({
    db,
    client: registerClient,
    jurisdictions,
    players: {
      personOf: (playerId, tx) => identity.personOf(playerId, tx),
      withdrawMarketingConsent: async (playerId, tx) => {
        await identity.withdrawMarketingConsent(playerId, tx);
        // spec 001 §2 marketing consents: the withdrawal is in each channel's history too.
        await consents.withdrawAll(playerId, tx);
      },
    },
    bankIdentities: { personalNumberOf: (playerId, tx) => bankid.personalNumberOf(playerId, tx) },
    registrations: {
      withdrawGroupMarketingConsent: (playerId, tx) =>
        registration.withdrawGroupMarketingConsent(playerId, tx),
    },
    secret: config.exclusionListSecret,
    now,
  });
  // One clock for the app unless a test gives identity its own.
  const identity = createIdentityService({
    db,
    restrictions,
    nationalRegisters: registers,
    // A closure: the rg service is made below, from identity.
    sessionTime: { sessionTimeUsedUntil: (player) => rg.sessionTimeUsedUntil(player) },
    throttleStore,
    now,
    ...identityOptions,
  });
  // The one reader of the session cookie: every module's routes ask it who is calling.
  const auth = createPlayerAuth(identity);
  // DESIGN §10: limits, the quiz, breaks and their audit; its limits are one of the wallet's
  // policies, and it counts what the wallet moved (a closure: the wallet is made just below).
  const rg = createRgService(
    {
      db,
      events,
      jurisdictions,
      wallet: { cashUsageSince: (...args) => wallet.cashUsageSince(...args) },
      identity,
      restrictions,
      players: { accountOf: (playerId, tx) => identity.accountOf(playerId, tx) },
      now,
    },
    translate,
  );
  const wallet = createWalletService(db, {
    policies: [
      createRetiredCurrencyPolicy(),
      createAccountRestrictionPolicy(identity),
      rg.policy(),
    ],
    now,
  });
  const { staticAssetsUrl, geoCountryHeader } = config;
  const site = createSiteService({ brand, jurisdictions, i18n, staticAssetsUrl });
  // spec 001 §2 / §7 marketing consents: asked where the market asks, the player's flag in step.
  const consents = createConsentsService({
    db,
    now,
    translate,
    profileFor: (country) => jurisdictions.profileFor(country),
    setMarketingConsent: (playerId, isConsented, tx) =>
      identity.setMarketingConsent(playerId, isConsented, tx),
    events,
  });
  // DESIGN §7: the game catalogue (seeded like the brand) and the launch of games in the studio;
  // its launch tokens are for the studio's provider id alone.
  const catalog = createCatalogService({
    db,
    studioUrl: config.studioUrl,
    studioProviderId: config.studioProviderId,
    site,
    jurisdictions,
    wallet,
    // A closure: the in-play service is made below, from gameplay.
    beforeRealLaunch: async (player, game) => {
      // spec 001 §2: a German (LUGAS) or Peruvian migration the player awaits comes before play.
      lugasMigration.assertMayPlayForReal(player);
      peruMigration.assertMayPlayForReal(player);
      return inPlay.beforeRealLaunch(player, game);
    },
    now,
  });
  if (seed) await catalog.seed();
  // spec 000 §3 / §7: jackpot pools, seeded for the catalogue's jackpot games, fed by providers.
  const jackpots = createJackpotsService({ db, jackpotGames: () => catalog.jackpotGames(), now });
  if (seed) await jackpots.seed();
  const brandName = () => brand.brand().name;
  const notifications = createNotificationsService({
    db,
    translate,
    brandName,
    senders: sendersFromConfig(config),
    now,
    log: app.log,
  });
  const registration = createRegistrationService({
    db,
    brand,
    jurisdictions,
    identity,
    notifications,
    registers,
    limits: rg,
    // spec 001 §3: the registration's marketing answer is the player's first consents.
    consents: {
      recordRegistration: (playerId, isConsented) =>
        consents.recordRegistration(playerId, isConsented),
    },
    now,
  });
  const recovery = createRecoveryService({ db, registration, identity, notifications, now });
  const bankid = createBankIdService(db, now);
  const settings = createAccountSettingsService({
    db,
    identity,
    contacts: registration,
    notifications,
    now,
  });
  const compliance = createPlayerComplianceService({ db, restrictions });
  // DESIGN §4 payments: the sandbox PSP stands in for a real one behind the same provider type.
  const paymentProvider = createSandboxProvider({
    db,
    secret: config.paymentSandboxSecret,
    now,
    log: app.log,
  });
  const payments = createPaymentsService({
    db,
    wallet,
    events,
    provider: paymentProvider,
    now,
    log: app.log,
    // Closures: the rewards service is made below, from the catalogue.
    bonuses: {
      runningBonusOf: (playerId, currency) => rewards.runningBonusOf(playerId, currency),
      forfeit: (playerId, currency, actor, reason) =>
        rewards.forfeit(playerId, currency, actor, reason),
    },
  });
  // DESIGN §7: the player's rounds, game sessions and launches, and the provider API every game
  // vendor calls, which maps each call onto the wallet and gameplay.
  const gameplay = createGameplayService({
    db,
    events,
    catalog: {
      gameNames: async (gameIds) => {
        const found = await Promise.all(gameIds.map((gameId) => catalog.findGame(gameId)));
        return new Map(found.flatMap((game) => (game === null ? [] : [[game.id, game.name]])));
      },
    },
    now,
  });
  // DESIGN §10 in play: the check screen's session limits, one game at a time, the reality-check
  // clock; the launch asks it first and the debit asks its guard under the player's lock.
  const inPlay = createInPlayService({
    db,
    jurisdictions,
    features: (country) => brand.features(country),
    gameplay,
    games: {
      // spec 001 §3 names a game by its page's last path segment (the slug); the catalogue's id
      // is read too.
      find: async (idOrSlug) => {
        const game =
          (await catalog.findGame(idOrSlug)) ??
          (await catalog.gameDetails(idOrSlug).then(
            (details) => catalog.findGame(details.gameId),
            () => null,
          ));
        return game === null ? null : { id: game.id, isSlot: game.engine.endsWith('-slot') };
      },
    },
    players: {
      find: async (playerId) => {
        const player = await identity.findPlayer(playerId);
        if (player === undefined) return undefined;
        const person = await identity.personOf(playerId);
        return { ...player, dateOfBirth: person?.dateOfBirth ?? null };
      },
    },
    sessionTimeLeftMinutes: (player) => rg.sessionTimeLeftMinutes(player),
    translate,
    now,
  });
  // DESIGN §11: bonus money, free rounds and cashback; the provider API asks it on the money path.
  const gameTypes = new Map<string, RewardsGame | null>();
  const rewards = createRewardsService({
    db,
    wallet,
    events,
    profileFor: (country) => jurisdictions.profileFor(country),
    findPlayer: (playerId, tx) => identity.accountOf(playerId, tx),
    // A game's type and provider never change: each is read once per process. Inside a
    // transaction (`tx`) only the id is looked up, through it.
    findGame: async (idOrSlug, tx) => {
      const known = gameTypes.get(idOrSlug);
      if (known !== undefined) return known;
      const game =
        (await catalog.findGame(idOrSlug, tx)) ??
        (tx !== undefined
          ? null
          : await catalog.gameDetails(idOrSlug).then(
              (details) => catalog.findGame(details.gameId),
              () => null,
            ));
      const found: RewardsGame | null =
        game === null
          ? null
          : {
              id: game.id,
              slug: game.slug,
              name: game.name,
              providerId: config.studioProviderId,
              type: game.isLive ? 'live' : game.engine.endsWith('-slot') ? 'slots' : 'table',
              isSlot: game.engine.endsWith('-slot'),
            };
      if (found !== null) gameTypes.set(idOrSlug, found);
      return found;
    },
    vendor:
      freeRoundsVendor ??
      createHttpFreeRoundsVendor((providerId) => {
        const provider = config.gameProviders.find((known) => known.id === providerId);
        return provider === undefined || providerId !== config.studioProviderId
          ? undefined
          : { baseUrl: config.studioUrl, secret: provider.secret };
      }),
    now,
    log: app.log,
  });
  if (seed) await rewards.seed();
  // DESIGN §11: prize draws on the competition engine, fed by settled rounds; prizes through
  // rewards.
  const promotionsDependencies: Omit<PromotionsDependencies, 'events'> = {
    db,
    findPlayer: (playerId, tx) => identity.accountOf(playerId, tx),
    stakeRefusal: async (playerId, tx) => {
      const eligibility = await identity.eligibilityOf(playerId, tx);
      return eligibility === undefined
        ? 'account-blocked'
        : firstReasonAgainst(eligibility, 'stake');
    },
    isWithinBonusCap: (player) => rewards.isWithinBonusCap(player),
    displayNameOf: async (playerId, tx) => {
      const email = (await identity.personOf(playerId, tx))?.email ?? '';
      return email.split('@')[0] ?? '';
    },
    payPrize: async (tx, input) => {
      await rewards.payPrize(tx, input);
    },
    notify: (tx, playerId, input) => inbox.notify(tx, playerId, input),
    translate: (locale, key) => translate(isSupportedLocale(locale) ? locale : 'en', key),
    now,
    log: app.log,
  };
  const promotions = createPromotionsService({ ...promotionsDependencies, events });
  // Races on the same engine: points from settled rounds, results paid through rewards.
  const races = createRacesService({
    ...promotionsDependencies,
    events,
    hub: pushHub,
    gameLinks: (gameIds) => catalog.gameLinks(gameIds),
  });
  // The demo draws' free spins, and the demo main race, are on the welcome offer's slot.
  const seedSlotId =
    (await catalog.gameDetails(SEED_FREE_SPINS_GAME).catch(() => null))?.gameId ?? '100001';
  const demoDraws = demoDrawTemplate(seedSlotId);
  const demoRaces = demoRaceTemplate(
    (await catalog.categoryGameIds('races')) ?? [seedSlotId],
    seedSlotId,
    DEMO_PROMOTION_COUNTRIES,
    amountsOf,
  );
  if (seed) {
    await promotions.ensureDemoDraws(demoDraws);
    await races.ensureDemoRaces(demoRaces);
  }
  const providerApi = createProviderApiService({
    db,
    wallet,
    identity,
    gameplay,
    rewards,
    stakeGuard: (playerId) => inPlay.stakeGuard(playerId),
    catalog: {
      consumeLaunchToken: (token, providerId) => catalog.consumeLaunchToken(token, providerId),
    },
  });

  // Issue "Market flows": verification documents (reviewed through the operator API) and the
  // German annual KYC review; decisions change restrictions and reach the player's inbox.
  const kyc = createKycService({
    db,
    store: createDocumentStoreFromConfig(config),
    restrictions,
    notify: (tx, playerId, input) => inbox.notify(tx, playerId, input),
    players: {
      detailsOf: async (playerId) => {
        const person = await identity.personOf(playerId);
        return person === undefined
          ? undefined
          : { city: person.city, postalCode: person.postalCode, registeredAt: person.registeredAt };
      },
    },
    limits: {
      monthlyDepositLimit: async (player) => {
        const { ActiveLimits, FutureLimits } = await rg.activeLimits(player);
        const minorOf = (
          items: readonly { LimitType: number; Duration: number; Amount: string }[],
        ) => {
          const item = items.find((each) => each.LimitType === 1 && each.Duration === 3);
          return item === undefined ? null : Math.round(Number(item.Amount) * 100);
        };
        return { active: minorOf(ActiveLimits), future: minorOf(FutureLimits) };
      },
      setMonthlyDepositLimit: async (player, amountMinor) =>
        (await rg.setLimit(player, { type: 'deposit', period: 'monthly', amount: amountMinor }))
          .status,
      maxMonthlyMinor: (country) =>
        jurisdictions.profileFor(country).depositLimits.maxMinor?.monthly ?? null,
    },
    translate,
    now,
    log: app.log,
  });

  // --- HTTP: the platform's conventions and hooks first, then each module's plugin --------------
  await registerHttpConventions(app, { config, translate });

  await app.register(healthPlugin, {
    pingDatabase: () => database.ping(),
    ...(redis === undefined ? {} : { pingRedis: () => pingRedis(redis) }),
    appLogLevel: config.logLevel,
  });
  await app.register(i18nPlugin, { i18n });
  // Not encapsulated: it decorates request.player for every route registered after it.
  await app.register(identityPlugin, {
    identity,
    auth,
    settings,
    compliance,
    operatorAuth,
    translate,
    jobs,
  });
  await app.register(registrationPlugin, {
    registration,
    bankid,
    auth,
    translate,
    geoCountryHeader,
    now,
    redis,
    smsCodesPerMinute: config.smsCodesPerMinute,
  });
  await app.register(recoveryPlugin, { recovery, background, auth, translate, redis });
  await app.register(bankIdPlugin, { bankid, auth, identity, jurisdictions, translate });
  await app.register(registersPlugin, { registers, events });
  await app.register(walletPlugin, { wallet, auth, events, hub: pushHub });
  await app.register(rgPlugin, {
    rg,
    inPlay,
    auth,
    translate,
    operatorAuth,
    jobs,
    events,
    hub: pushHub,
  });
  await app.register(pushRoutes, {
    hub: pushHub,
    requirePlayer: auth.requirePlayer,
    playerIdOf: (request) => auth.playerOf(request).id,
    isSessionLive: (request) => auth.isPlayerSessionLive(request),
    replay: async (playerId, afterId) =>
      [
        ...(await replayBalance({ events, wallet }, playerId, afterId)),
        ...(await inbox.replay(playerId, afterId)),
      ].sort((a, b) => a.id - b.id),
  });
  await app.register(paymentsPlugin, {
    payments,
    provider: paymentProvider,
    auth,
    operatorAuth,
    translate,
    brandName,
    jobs,
    webhookUrl: config.paymentWebhookUrl,
    paymentJobs,
  });
  await app.register(catalogPlugin, { catalog, auth, geoCountryHeader, translate, jobs });
  await app.register(promotionsPlugin, {
    promotions,
    auth,
    geoCountryHeader,
    operatorAuth,
    jobs,
    demoDraws,
    races,
    demoRaces,
    translate,
  });
  await app.register(rewardsPlugin, {
    rewards,
    auth,
    translate,
    operatorAuth,
    jobs,
    events,
    hub: pushHub,
  });
  await app.register(providerApiPlugin, {
    providerApi,
    providers: config.gameProviders,
    translate,
  });
  await app.register(gameplayPlugin, { gameplay, auth, jobs });
  await app.register(gameImagesPlugin, {
    gameImages: createGameImageService({ findGame: (gameId) => catalog.findGame(gameId) }),
  });
  await app.register(jackpotsPlugin, { jackpots, providers: config.gameProviders });
  // spec 000 §4 the Croatian migration to the euro: one transaction per player, exactly once.
  const currencyMigration = createCurrencyMigration({
    db,
    identity,
    wallet,
    payments,
    rg,
    rewards,
    now,
    log: app.log,
  });
  // spec 001 §2 / §7 the German LUGAS migration over the limit file (the sandbox here, DESIGN
  // §10) and the Peruvian (MINCETUR) one.
  const lugasFile = createSandboxLugasFile(db, now);
  const lugasMigration = createLugasMigration({
    db,
    file: lugasFile,
    secret: config.exclusionListSecret,
    jurisdictions,
    identity,
    limits: rg,
    translate,
    now,
  });
  const peruMigration = createPeruMigration({
    db,
    identity,
    registration,
    events,
    translate,
  });
  if (seed) await currencyMigration.seedDemoPlayers();
  await app.register(migrationsPlugin, {
    currency: currencyMigration,
    auth,
    jobs,
    lugas: { lugas: lugasMigration, sandbox: lugasFile, auth, operatorAuth, translate },
    peru: { peru: peruMigration, auth, translate },
  });
  await app.register(consentsPlugin, { consents, auth, translate, operatorAuth });
  await app.register(modalsPlugin, {
    modals: createModalsService({ translate }),
    site,
    auth,
    geoCountryHeader,
  });
  await app.register(notificationsPlugin, {
    notifications,
    jobs,
    hasTrustedProxy: config.trustProxy !== false,
    inbox,
    auth,
    translate,
  });
  await app.register(kycPlugin, { kyc, auth, translate, redis, operatorAuth });
  // Last: its pages are the catch-all of the locale paths, and its 404 answers every unknown path.
  await app.register(sitePlugin, {
    site,
    auth,
    webDist: config.webDist,
    geoCountryHeader,
    translate,
    // spec 000 §2: category addresses are pages only for categories the catalogue has.
    categoryExists: (vertical, slug) => catalog.categoryExists(vertical, slug),
    // DESIGN §6 "Boot": a lobby page carries its first screen's answer.
    lobbyGames: (lobby, visitor) => catalog.lobbyGames({ ...lobby, visitor }),
    isWithinBonusCap: (player) =>
      rewards.isWithinBonusCap({ ...player, isBonusAllowed: player.isWithinBonusCap }),
    hasDocumentsPending: (player) => kyc.hasDocumentsPending(player.id),
    // spec 001 §2: a race the player is in, and their unseen news (an offer opens Rewards).
    onloadActionsOf: async (player, { locale, isLobby }) => {
      // A migration comes first (spec 000 §4, spec 001 §2): while one is awaited its modal is
      // the only one the page opens — the Croatian notice while the money is in kuna, the
      // German and Peruvian migration modals while the player awaits them.
      const migration = [
        ...(player.awaitingMigration && player.currency === 'HRK'
          ? [{ action: 'modal', params: { name: 'euro-migration' } }]
          : []),
        ...lugasMigration.onloadActions(player),
        ...peruMigration.onloadActions(player),
      ];
      if (migration.length > 0) return migration.slice(0, 1);
      const race = await races.runningFor(player);
      return [
        // spec 000 §2: when the account was last logged in to, where the market shows it.
        ...loginInfoActions(player, jurisdictions.profileFor(player.country)),
        // A deposit that ended while the player was away: the page refreshes, or says why not.
        ...(await payments.depositOutcomeActions(player.id, (key) => translate(locale, key))),
        ...(race === undefined
          ? []
          : [
              {
                action: 'races',
                params: { raceId: race.id, name: race.name[locale] ?? race.name.en ?? '' },
              },
            ]),
        ...(await inbox.onloadActions(player.id, { isLobby })),
        ...(await kyc.onloadActions(player)),
        // spec 001 §2 delighted: the satisfaction survey (the web keeps to its 0.03 sample).
        ...((await consents.offersSurvey(player)) ? [{ action: 'delighted', params: {} }] : []),
        // spec 001 §2 marketingConsentsModal / §8 pending-consent: never answered, market asks.
        ...((await consents.isPending(player))
          ? [
              { action: 'marketingConsentsModal', params: {} },
              ...((await consents.blocksPlay(player))
                ? [{ action: 'game', params: { error: 'pending-consent' } }]
                : []),
            ]
          : []),
      ];
    },
  });
  return app;
}
