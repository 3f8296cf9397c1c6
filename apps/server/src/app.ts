import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type LogLevel } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandler, type Translate } from './platform/errors';
import { parseFormBody } from './platform/http/form-body';
import { registerLocale, stripLocalePrefix } from './platform/http/locale';
import { generateRequestId } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerXhrMarker } from './platform/http/xhr-marker';
import { loggerOptions } from './platform/logger';
import { createBrandService } from './modules/brand/service';
import { createComplianceService } from './modules/compliance/service';
import { healthRoutes } from './modules/health/routes';
import { i18nRoutes } from './modules/i18n/routes';
import { createI18nService } from './modules/i18n/service';
import { createNotFoundHandler, siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** Write the demo brand, jurisdictions and catalogs first (idempotent). */
  seed?: boolean;
};

/** Builds the whole platform API and site on a migrated database; `main.ts` makes it listen. */
export async function buildApp({
  config,
  database,
  seed = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: generateRequestId,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    rewriteUrl: stripLocalePrefix,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const i18n = createI18nService(database.db);
  const brand = createBrandService(database.db, config.brand);
  const compliance = createComplianceService(database.db);
  if (seed) {
    await brand.seed();
    await compliance.seed();
    await i18n.seed();
  } else {
    await Promise.all([brand.reload(), compliance.reload(), i18n.reload()]);
  }
  const translate: Translate = (locale, key) => i18n.translate(locale, key);
  const site = createSiteService({
    brand,
    compliance,
    i18n,
    staticAssetsUrl: config.staticAssetsUrl,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerLocale(app);
  registerXhrMarker(app, translate);
  registerErrorHandler(app, translate);
  await registerSecurityHeaders(app, config.staticAssetsUrl);
  await app.register(formBody, { bodyLimit: config.bodyLimitBytes, parser: parseFormBody });

  const siteOptions = {
    site,
    webDist: config.webDist,
    geoCountryHeader: config.geoCountryHeader,
    translate,
  };
  app.setNotFoundHandler(createNotFoundHandler(siteOptions));
  // Health checks log warnings and worse, unless the configured level is stricter still.
  const healthLogLevel: LogLevel = ['fatal', 'error', 'silent'].includes(config.logLevel)
    ? config.logLevel
    : 'warn';
  await app.register(healthRoutes, {
    pingDatabase: () => database.ping(),
    logLevel: healthLogLevel,
  });
  await app.register(i18nRoutes, { i18n });
  await app.register(siteRoutes, siteOptions);
  return app;
}
