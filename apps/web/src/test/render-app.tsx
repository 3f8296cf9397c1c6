import type { TAppConfig } from '@playfair/contracts/app-config';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router';
import { createAppConfig } from './app-config';
import { createTestI18n } from './i18n';

/** The whole app at `path`, with the English catalog and a memory router. */
export async function renderApp(path: string, configOverrides: Partial<TAppConfig> = {}) {
  const config = createAppConfig(configOverrides);
  const i18n = await createTestI18n(config.locale);
  const router = createMemoryRouter(createAppRoutes(config), { initialEntries: [path] });
  const view = render(
    <AppProviders config={config} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, config };
}
