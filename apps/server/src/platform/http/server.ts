import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { createFrameworkErrorHandler, registerErrorHandler, type Translate } from '../errors';
import { loggerOptions } from '../logger';
import { registerCompression } from './compression';
import { parseFormBody } from './form-body';
import { registerInputGuard } from './input-guard';
import { registerLocale, stripLocalePrefix } from './locale';
import { generateRequestId } from './request-id';
import { registerSecurityHeaders } from './security-headers';
import { registerXhrMarker } from './xhr-marker';

/**
 * The Fastify instance the app is built on: its logger (the process's, or one made from the
 * config), request ids, trusted proxies, locale prefixes stripped before routing, the body limit
 * and Zod validation.
 */
export function createServer({
  config,
  logger,
  translate,
}: {
  config: Config;
  logger: FastifyBaseLogger | undefined;
  translate: Translate;
}) {
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
  return app;
}

/**
 * DESIGN §5's conventions for every route, registered on the app before any route: the request id
 * on every answer, locale prefixes, the XHR marker rule, the control-character guard, the one
 * error model, security headers, compression, form bodies and cookies.
 */
export async function registerHttpConventions(
  app: FastifyInstance,
  { config, translate }: { config: Config; translate: Translate },
): Promise<void> {
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
}
