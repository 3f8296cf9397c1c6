import type { TAppConfig } from '@playfair/contracts/app-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppConfigProvider } from '../../../shared/config/app-config-context';
import { SessionProvider } from '../../../shared/session/session-context';
import { createAppConfig } from '../../../test/app-config';
import { createTestI18n } from '../../../test/i18n';

/** One lobby component with what the app gives it (config, session, texts, queries, a router). */
export async function renderInLobby(ui: ReactNode, configOverrides: Partial<TAppConfig> = {}) {
  const config = createAppConfig(configOverrides);
  const i18n = await createTestI18n(config.locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [`/${config.locale}/casino`],
  });
  const view = render(
    <AppConfigProvider config={config}>
      <SessionProvider isLogged={config.logged} userId={config.userId}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </SessionProvider>
    </AppConfigProvider>,
  );
  return { ...view, queryClient, router };
}
