import type { TAppConfig } from '@playfair/contracts/app-config';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MODAL_REGISTRY } from '../app/modal-registry';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router';
import { preloadModal } from '../shared/modal/modal-host';
import { createAppConfig } from './app-config';
import { createTestI18n } from './i18n';

/** The whole app at `path`, with the English catalog and a memory router. */
export async function renderApp(path: string, configOverrides: Partial<TAppConfig> = {}) {
  const config = createAppConfig(configOverrides);
  const i18n = await createTestI18n(config.locale);
  const router = createMemoryRouter(createAppRoutes(config), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** What the address bar shows: a modal's history route (route masking) or the page. */
  const address = () => {
    const { pathname, search, mask } = router.state.location;
    return mask === undefined ? `${pathname}${search}` : `${mask.pathname}${mask.search}`;
  };
  return { ...view, router, config, queryClient, address };
}

/**
 * Loads the code of every modal of the app, as a player's browser has after opening each once. (A
 * modal whose code is still loading suspends; in a synchronous `act`, as user-event's clicks are,
 * React would never show it.)
 */
export async function preloadAppModals(): Promise<void> {
  await Promise.all(Object.values(MODAL_REGISTRY).map(preloadModal));
}
