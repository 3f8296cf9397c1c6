import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ZAppConfig, type TAppConfig } from '@playfair/contracts/app-config';
import {
  LOBBY_HOME_CATEGORY,
  type LobbyVertical,
  type TLobbyGamesResponse,
} from '@playfair/contracts/lobby';
import {
  ALL_PAGE_PATHS,
  GAME_PAGE_SEGMENT,
  isCategorySlug,
  isWebPagePath,
  LOBBY_PAGE_SEGMENTS,
} from '@playfair/contracts/web-pages';
import { isSupportedLocale } from '@playfair/domain/locales';
import { REASONS_LIFTED_BY_DOCUMENTS } from '@playfair/domain/play-eligibility';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError, type Translate } from '../../platform/errors';
import { createEncodedTextCache, sendEncoded } from '../../platform/http/encoding';
import { visitorOf } from '../../platform/http/visitor';
import type { PlayerAuth, PlayerProfile } from '../identity/service';
import { type FirstScreenPage, firstScreenPage } from './first-screen';
import { renderPage } from './page';
import type { SiteService, VisitorContext } from './service';

export type SiteRouteOptions = {
  site: SiteService;
  /** Reads the session cookie, so the page's configuration reflects the logged-in player. */
  auth: Pick<PlayerAuth, 'currentPlayer'>;
  webDist: string;
  geoCountryHeader: string | undefined;
  translate: Translate;
  /**
   * Whether a lobby category exists (the catalogue's answer, given by app.ts), so
   * `/{locale}/casino/{category}` is the app or the site's 404 page. Unset: every such address is 404.
   */
  categoryExists?: (vertical: LobbyVertical, slug: string) => Promise<boolean>;
  /**
   * The lobby answer a lobby page's first screen shows (the catalogue's, given by app.ts): its
   * first tiles in place of the boot screen, the answer inlined for the app. Unset: lobby pages
   * load it themselves.
   */
  lobbyGames?: (lobby: LobbyPageOf, visitor: VisitorContext) => Promise<TLobbyGamesResponse>;
  /**
   * spec 000 §3 isUserWithinBonusCap: computed from the player's bonuses against the market's cap
   * (rewards, given by app.ts). Unset: every player is within it.
   */
  isWithinBonusCap?: (player: PlayerProfile) => Promise<boolean>;
  /**
   * spec 001 §2 "Onload actions driven by server configuration": what the player's state asks the
   * page to do once it has loaded (app.ts gathers them from the modules). Unset: none.
   */
  onloadActionsOf?: (
    player: PlayerProfile,
    page: { locale: VisitorContext['locale']; isLobby: boolean },
  ) => Promise<TAppConfig['onloadActions']>;
  /** spec 001 §2 doc-pending: whether the player's identity documents await review (kyc). */
  hasDocumentsPending?: (player: PlayerProfile) => Promise<boolean>;
};

/** The app configuration, with the player's onload actions. */
async function configOf(
  site: SiteService,
  context: VisitorContext,
  options: SiteRouteOptions,
  isLobby: boolean,
): Promise<TAppConfig> {
  const config = site.appConfig(context);
  const { player } = context;
  if (player === null) return config;
  const isAwaitingDocuments =
    options.hasDocumentsPending !== undefined &&
    player.play.reasons.some((reason) => REASONS_LIFTED_BY_DOCUMENTS.includes(reason)) &&
    (await options.hasDocumentsPending(player));
  const onloadActions =
    options.onloadActionsOf === undefined
      ? config.onloadActions
      : await options.onloadActionsOf(player, { locale: context.locale, isLobby });
  return {
    ...config,
    onloadActions,
    ...(isAwaitingDocuments ? { hasDocumentsPending: true } : {}),
  };
}

/** The visitor, with what other modules say of the player (the bonus cap). */
async function pageVisitorOf(
  request: FastifyRequest,
  options: SiteRouteOptions,
): Promise<VisitorContext> {
  const context = await visitorOf(request, options);
  if (context.player === null || options.isWithinBonusCap === undefined) return context;
  const isWithinBonusCap = await options.isWithinBonusCap(context.player);
  return { ...context, player: { ...context.player, isWithinBonusCap } };
}

/** A lobby page's vertical and category (`home` for its base address). */
export type LobbyPageOf = { vertical: LobbyVertical; category: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

const HTML = 'text/html; charset=utf-8';
/**
 * Visitors' pages whose compressed bytes are kept, the most recently sent first: one per page,
 * locale, country and device in use. A lobby page is about 170 KiB of text (its inlined answer)
 * and 50 KiB compressed both ways, so this keeps about 14 MiB at most.
 */
const VISITOR_PAGES_KEPT = 64;

function pageSender(options: SiteRouteOptions) {
  const { site, webDist, translate } = options;
  const template = readTemplate(webDist);

  // A visitor's lobby answer is one object per view, locale and currency for 60 s (the
  // catalogue's), so its first screen is made once for all visitors.
  const visitorFirstScreens = new WeakMap<TLobbyGamesResponse, FirstScreenPage>();
  const visitorPages = createEncodedTextCache(VISITOR_PAGES_KEPT);

  /** The lobby page's first screen; a page without it still works (the app asks for the rows). */
  async function lobbyFirstScreen(
    request: FastifyRequest,
    lobby: LobbyPageOf,
    visitor: VisitorContext,
  ): Promise<Partial<FirstScreenPage>> {
    if (options.lobbyGames === undefined) return {};
    try {
      const answer = await options.lobbyGames(lobby, visitor);
      const userId = visitor.player?.id ?? null;
      const shared = userId === null ? visitorFirstScreens.get(answer) : undefined;
      if (shared !== undefined) return shared;
      const page = firstScreenPage({ ...lobby, locale: visitor.locale, userId, answer });
      if (userId === null) visitorFirstScreens.set(answer, page);
      return page;
    } catch (error) {
      request.log.warn({ err: error, lobby }, 'the lobby page is sent without its first screen');
      return {};
    }
  }

  return async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    lobby?: LobbyPageOf,
  ) {
    if (template === undefined) {
      request.log.error({ webDist }, 'the web app is not built');
      return sendError(reply, 'SERVICE_UNAVAILABLE', translate);
    }
    const context = await pageVisitorOf(request, options);
    const firstScreen = lobby === undefined ? {} : await lobbyFirstScreen(request, lobby, context);
    const html = renderPage(template, await configOf(site, context, options, lobby !== undefined), {
      themeHref: themeHref(site),
      ...firstScreen,
    });
    reply
      .status(status)
      // index.html is never cached: it names the current hashed assets and carries per-visitor
      // config; a player's page is not even stored, as it carries their account's state.
      .header('cache-control', context.player === null ? 'no-cache' : 'no-store')
      .header('vary', 'Accept-Language, User-Agent');
    if (context.player !== null) return reply.type(HTML).send(html);
    // Visitors of one locale, country and device get the same page: compressed once.
    return sendEncoded(request, reply, visitorPages(html), HTML);
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

const LOBBY_HOME_PAGES: ReadonlyMap<string, LobbyVertical> = new Map(
  (Object.entries(LOBBY_PAGE_SEGMENTS) as [LobbyVertical, string][]).map(([vertical, segment]) => [
    segment,
    vertical,
  ]),
);

/** A lobby's base page is its home view (spec 000 §2); other pages are not lobbies. */
function lobbyHomeOf(path: string): LobbyPageOf | undefined {
  const vertical = LOBBY_HOME_PAGES.get(path);
  return vertical === undefined ? undefined : { vertical, category: LOBBY_HOME_CATEGORY };
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
      return sendPage(request, reply, 200, lobbyHomeOf(path));
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

  // spec 000 §2: a lobby category's address, base URL plus the category. A category the catalogue
  // has gets the app (which loads its list and SEO page); anything else is the site's 404.
  for (const [vertical, segment] of Object.entries(LOBBY_PAGE_SEGMENTS) as [
    LobbyVertical,
    string,
  ][]) {
    app.get(`/${segment}/:category`, async (request, reply) => {
      const { category } = request.params as { category: string };
      const exists =
        isCategorySlug(category) &&
        options.categoryExists !== undefined &&
        (await options.categoryExists(vertical, category));
      if (!exists) return sendPage(request, reply, 404);
      if (request.localePrefix === null) {
        return reply
          .header('vary', 'Accept-Language')
          .header('cache-control', 'no-store')
          .redirect(`/${request.locale}/${segment}/${category}`, 302);
      }
      return sendPage(request, reply, 200, { vertical, category });
    });
  }

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
      const context = await pageVisitorOf(request, options);
      reply.header('cache-control', 'no-store');
      return configOf(
        site,
        locale !== undefined && isSupportedLocale(locale) ? { ...context, locale } : context,
        options,
        false,
      );
    },
  );
};
