import type { TAppConfig } from '@playfair/contracts/app-config';
import type { LobbyVertical } from '@playfair/contracts/lobby';
import {
  GAME_PAGE_SEGMENT,
  WEB_PAGES,
  type WebPage,
  webPagePath,
} from '@playfair/contracts/web-pages';
import { Navigate, type RouteObject } from 'react-router';
import {
  isStaticRegistration,
  SERBIAN_REGISTRATION,
  STATIC_REGISTRATION_SLUG,
} from '../features/registration/model/registration-entry';
import { historyRouteSlugs } from '../shared/modal/history-routes';
import { BootScreen } from '../shared/ui/boot-screen';
import { LocaleLayout } from './layout/locale-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import type { Section } from './routes/section-texts';

type LazyPage = () => Promise<Pick<RouteObject, 'Component' | 'element'>>;

async function sectionPage(section: Section): ReturnType<LazyPage> {
  const { SectionPage } = await import('./routes/section-page');
  return { element: <SectionPage section={section} /> };
}

async function lobbyPage(vertical: LobbyVertical): ReturnType<LazyPage> {
  const { LobbyPage } = await import('../features/lobby/components/lobby-page');
  return { element: <LobbyPage vertical={vertical} notFound={<NotFoundPage />} /> };
}

// One code-split module per page of WEB_PAGES; a page added there fails to compile until it has one.
const PAGE_MODULES: Record<WebPage, LazyPage> = {
  home: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
  casino: () => lobbyPage('casino'),
  liveCasino: () => lobbyPage('live'),
  sports: () => sectionPage('sports'),
  saferGambling: async () => ({
    Component: (await import('./routes/safer-gambling-page')).SaferGamblingPage,
  }),
  blog: () => sectionPage('blog'),
  insider: () => sectionPage('insider'),
  raffle: async () => ({
    Component: (await import('../features/raffles/components/raffle-page')).RafflePage,
  }),
  races: async () => ({
    Component: (await import('../features/races/components/races-page')).RacesPage,
  }),
  casinoGames: async () => ({
    Component: (await import('../features/casino-games/components/casino-games-page'))
      .CasinoGamesPage,
  }),
};

/**
 * DESIGN §6 `/{locale}/casino[/{category}]`, `/{locale}/live-casino[/{category}]`: a lobby page
 * matches its base and one category segment below it, and stays mounted between its categories.
 * The category routes render nothing of their own (the lobby reads the segment): `element: null`
 * says so, where a route without an element reads to the router as a page left empty.
 */
const LOBBY_PAGES: ReadonlySet<WebPage> = new Set<WebPage>(['casino', 'liveCasino']);
const LOBBY_CATEGORY_ROUTES: RouteObject[] = [
  { index: true, element: null },
  { path: ':category', element: null },
];

function pageRoutes(): RouteObject[] {
  return (Object.entries(WEB_PAGES) as [WebPage, string][]).map(([page, path]) => {
    if (path === '') return { index: true, lazy: PAGE_MODULES[page] };
    if (LOBBY_PAGES.has(page)) {
      return { path, lazy: PAGE_MODULES[page], children: LOBBY_CATEGORY_ROUTES };
    }
    return { path, lazy: PAGE_MODULES[page] };
  });
}

const accountPage: LazyPage = async () => ({
  Component: (await import('./routes/account-route')).AccountRoute,
});

/** The account panel under each of its slugs (`account`, `moj-nalog`, `cuenta`, `konto`). */
function accountRoutes(): RouteObject[] {
  return historyRouteSlugs('account').map((path) => ({ path, lazy: accountPage }));
}

/**
 * spec 001 §2 registration pages: /sr/registracija (SGCA) and, with registration_static_v3,
 * /{locale}/register (DESIGN §6). Without that feature /{locale}/register stays the register
 * modal's history route (below).
 */
function registrationRoutes(config: TAppConfig): RouteObject[] {
  const serbian: RouteObject = {
    path: SERBIAN_REGISTRATION.slug,
    lazy: async () => {
      const { SerbianRegistrationPage } =
        await import('../features/registration/components/serbian-registration-page');
      return { element: <SerbianRegistrationPage notFound={<NotFoundPage />} /> };
    },
  };
  if (!isStaticRegistration(config)) return [serbian];
  const staticPage: RouteObject = {
    path: STATIC_REGISTRATION_SLUG,
    lazy: async () => ({
      Component: (await import('../features/registration/components/registration-page'))
        .RegistrationPage,
    }),
  };
  return [staticPage, serbian];
}

/**
 * DESIGN §6: the game view, `/{locale}/game/{slug}` (an unknown slug shows the 404 page), with the
 * races' side panel beside the game (spec 001 §2).
 */
const gameRoute: RouteObject = {
  path: `${GAME_PAGE_SEGMENT}/:slug`,
  lazy: async () => {
    const [{ GamePage }, { RacePanel }] = await Promise.all([
      import('../features/game/components/game-page'),
      import('../features/races/components/race-panel'),
    ]);
    return {
      element: (
        <GamePage
          notFound={<NotFoundPage />}
          racePanel={(gameId) => <RacePanel key={gameId} gameId={gameId} />}
        />
      ),
    };
  },
};

/** spec 001 §2: `/{locale}/{modal slug}` opened directly; any other single segment is a 404. */
const modalHistoryRoute: RouteObject = {
  path: ':modalSlug',
  lazy: async () => ({
    Component: (await import('./routes/modal-history-route')).ModalHistoryRoute,
  }),
};

/** DESIGN §6: every page lives under `/{locale}/`; anything else is a real 404 page. */
export function createAppRoutes(config: TAppConfig): RouteObject[] {
  return [
    {
      path: '/',
      element: <Navigate to={webPagePath(config.locale, 'home')} replace />,
    },
    {
      path: '/:locale',
      element: <LocaleLayout />,
      // The layout itself failed: a page of its own.
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        {
          // A page failed to load or render: the error shows inside the layout.
          errorElement: <RouteErrorPage />,
          children: [
            ...pageRoutes(),
            ...accountRoutes(),
            ...registrationRoutes(config),
            gameRoute,
            modalHistoryRoute,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
