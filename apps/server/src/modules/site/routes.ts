import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ZAppConfig } from '@playfair/contracts/app-config';
import { ALL_PAGE_PATHS, GAME_PAGE_SEGMENT, isWebPagePath } from '@playfair/contracts/web-pages';
import { isSupportedLocale } from '@playfair/domain/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError, type Translate } from '../../platform/errors';
import { renderPage } from './page';
import type { IdentityService } from '../identity/service';
import type { SiteService, VisitorContext } from './service';

export type SiteRouteOptions = {
  site: SiteService;
  /** Reads the session cookie, so the page's configuration reflects the logged-in player. */
  identity: Pick<IdentityService, 'currentPlayer'>;
  webDist: string;
  geoCountryHeader: string | undefined;
  translate: Translate;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function visitor(
  request: FastifyRequest,
  { identity, geoCountryHeader }: Pick<SiteRouteOptions, 'identity' | 'geoCountryHeader'>,
): Promise<VisitorContext> {
  const edge = geoCountryHeader === undefined ? undefined : request.headers[geoCountryHeader];
  const edgeCountry =
    typeof edge === 'string' && /^[A-Za-z]{2}$/.test(edge) ? edge.toUpperCase() : undefined;
  return {
    locale: request.locale,
    userAgent: request.headers['user-agent'],
    edgeCountry,
    player: await identity.currentPlayer(request),
  };
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers['x-requested-with'] === undefined &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const THEME_PATH = '/brand/theme.css';

function themeHref(site: SiteService): string | undefined {
  const theme = site.themeStylesheet();
  return theme === null ? undefined : `${THEME_PATH}?v=${theme.version}`;
}

function readTemplate(webDist: string): string | undefined {
  const indexPath = join(webDist, 'index.html');
  // Read once: a deploy replaces the process, not the file under it.
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
}

function pageSender(options: SiteRouteOptions) {
  const { site, webDist, translate } = options;
  const template = readTemplate(webDist);
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number) {
    if (template === undefined) {
      request.log.error({ webDist }, 'the web app is not built');
      return sendError(reply, 'SERVICE_UNAVAILABLE', translate);
    }
    const context = await visitor(request, options);
    return (
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        // index.html is never cached: it names the current hashed assets and carries per-visitor
        // config; a player's page is not even stored, as it carries their account's state.
        .header('cache-control', context.player === null ? 'no-cache' : 'no-store')
        .header('vary', 'Accept-Language, User-Agent')
        .send(renderPage(template, site.appConfig(context), themeHref(site)))
    );
  };
}

/** Unknown paths: a person's browser gets the site's own 404 page; every other caller a JSON error. */
export function createNotFoundHandler(options: SiteRouteOptions) {
  const sendPage = pageSender(options);
  return (request: FastifyRequest, reply: FastifyReply) =>
    wantsHtml(request)
      ? sendPage(request, reply, 404)
      : sendError(reply, 'NOT_FOUND', options.translate);
}

export const siteRoutes: FastifyPluginAsyncZod<SiteRouteOptions> = async (app, options) => {
  const { site, webDist } = options;
  const template = readTemplate(webDist);
  const sendPage = pageSender(options);

  if (template !== undefined) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/index.html'),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed names never change content; anything else may change with a deploy.
        const isHashed = filePath.startsWith(join(webDist, 'assets'));
        reply.header('cache-control', isHashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  for (const path of ALL_PAGE_PATHS) {
    app.get(`/${path}`, async (request, reply) => {
      if (request.localePrefix === null) {
        // DESIGN §6: every page lives under /{locale}/; a bare path goes to the visitor's locale.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .header('vary', 'Accept-Language')
          .header('cache-control', 'no-store')
          .redirect(`/${request.locale}/${path}${query}`, 302);
      }
      return sendPage(request, reply, 200);
    });
  }

  // DESIGN §6: the game view. A well-formed slug gets the app (which says when no such game is
  // in the catalogue); anything else is the site's 404.
  app.get(`/${GAME_PAGE_SEGMENT}/:slug`, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (!isWebPagePath(`${GAME_PAGE_SEGMENT}/${slug}`)) return sendPage(request, reply, 404);
    if (request.localePrefix === null) {
      return reply
        .header('vary', 'Accept-Language')
        .header('cache-control', 'no-store')
        .redirect(`/${request.locale}/${GAME_PAGE_SEGMENT}/${slug}`, 302);
    }
    return sendPage(request, reply, 200);
  });

  // The brand's design-token overrides (white label); linked from every page when there are any.
  app.get(
    THEME_PATH,
    { schema: { querystring: z.object({ v: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const theme = site.themeStylesheet();
      if (theme === null) return sendError(reply, 'NOT_FOUND', options.translate);
      const isCurrent = request.query.v === theme.version;
      return reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', isCurrent ? IMMUTABLE : 'no-cache')
        .send(theme.css);
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        querystring: z.object({ locale: z.string().refine(isSupportedLocale).optional() }),
        response: { 200: ZAppConfig },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale;
      const context = await visitor(request, options);
      reply.header('cache-control', 'no-store');
      return site.appConfig(
        locale !== undefined && isSupportedLocale(locale) ? { ...context, locale } : context,
      );
    },
  );
};
