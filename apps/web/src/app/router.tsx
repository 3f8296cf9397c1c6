import type { TAppConfig } from '@playfair/contracts/app-config';
import { WEB_PAGES, type WebPage, webPagePath } from '@playfair/contracts/web-pages';
import { Navigate, type RouteObject } from 'react-router';
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

// One code-split module per page of WEB_PAGES; a page added there fails to compile until it has one.
const PAGE_MODULES: Record<WebPage, LazyPage> = {
  home: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
  casino: () => sectionPage('casino'),
  liveCasino: () => sectionPage('liveCasino'),
  sports: () => sectionPage('sports'),
  saferGambling: async () => ({
    Component: (await import('./routes/safer-gambling-page')).SaferGamblingPage,
  }),
  blog: () => sectionPage('blog'),
  insider: () => sectionPage('insider'),
};

function pageRoutes(): RouteObject[] {
  return (Object.entries(WEB_PAGES) as [WebPage, string][]).map(([page, path]) =>
    path === '' ? { index: true, lazy: PAGE_MODULES[page] } : { path, lazy: PAGE_MODULES[page] },
  );
}

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
          children: [...pageRoutes(), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
