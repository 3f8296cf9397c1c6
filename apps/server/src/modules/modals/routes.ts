import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorOf } from '../../platform/http/visitor';
import type { PlayerAuth } from '../identity/service';
import type { SiteService } from '../site/service';
import type { ModalCaller, ModalsService } from './service';

export type ModalRouteOptions = {
  modals: ModalsService;
  /** The app configuration decides the caller's country exactly as the site shows it. */
  site: Pick<SiteService, 'appConfig'>;
  auth: Pick<PlayerAuth, 'currentPlayer'>;
  /** The edge's country header (GEO_COUNTRY_HEADER), read as the site module reads it. */
  geoCountryHeader: string | undefined;
};

const ZModalQuery = z.object({ 'can-close': z.enum(['0', '1']).optional() });

async function callerOf(
  request: FastifyRequest,
  { site, auth, geoCountryHeader }: Omit<ModalRouteOptions, 'modals'>,
): Promise<ModalCaller> {
  const visitor = await visitorOf(request, { auth, geoCountryHeader });
  const config = site.appConfig(visitor);
  return {
    locale: request.locale,
    country: config.country,
    brandName: config.brand.name,
    isPlayer: visitor.player !== null,
  };
}

export const modalRoutes: FastifyPluginAsyncZod<ModalRouteOptions> = async (app, options) => {
  // A modal speaks of the caller's own account: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // GET /{locale}/modal/{name}[?can-close=0|1] (spec 001 §2, §7): one HTML fragment of the shape
  // contracts/lobby.ts describes; unknown names are a JSON 404, player modals a 401 for visitors.
  app.get(
    '/modal/:name',
    {
      schema: {
        params: z.object({ name: z.string().max(64) }),
        querystring: ZModalQuery,
      },
    },
    async (request, reply) => {
      const canClose = request.query['can-close'];
      const html = options.modals.render({
        name: request.params.name,
        caller: await callerOf(request, options),
        canClose: canClose === undefined ? undefined : canClose === '1',
      });
      return reply.header('content-type', 'text/html; charset=utf-8').send(html);
    },
  );
};
