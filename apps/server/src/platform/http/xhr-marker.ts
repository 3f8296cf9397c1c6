import type { FastifyInstance } from 'fastify';
import type { Translate } from '../errors';
import { sendError } from '../errors';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** A GET that changes state (spec 000 §7 has several) and so needs the XHR marker too. */
    changesState?: boolean;
    /** Server-to-server calls (signed provider and PSP callbacks) that carry no browser marker. */
    xhrExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN §5: every request of the player site carries `X-Requested-With: XMLHttpRequest`; a
 * state-changing call without it is refused with 403. A cross-site form or link cannot set that
 * header, so this closes the simplest cross-site request forgeries before CSRF tokens are checked.
 */
export function registerXhrMarker(app: FastifyInstance, translate: Translate): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.xhrExempt === true) return;
    const changesState = !SAFE_METHODS.has(request.method) || config.changesState === true;
    if (!changesState) return;
    const marker = request.headers['x-requested-with'];
    if (typeof marker === 'string' && marker.toLowerCase() === 'xmlhttprequest') return;
    return sendError(reply, 'XHR_MARKER_REQUIRED', translate);
  });
}
