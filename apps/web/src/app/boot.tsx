import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadAppConfig } from '../shared/config/read-app-config';
import { startI18n } from '../shared/i18n/create-i18n';
import { getSessionStorage } from '../shared/storage/session-storage';
import { AppErrorBoundary } from './app-error-boundary';
import { LastResortError } from './last-resort-error';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './router';
import { APP_TEXT_NAMESPACES, COMMON_NAMESPACE } from './text-keys';

/**
 * Starts the player site: the configuration (inlined by the server, else GET /api/config), then
 * the texts of the locale (session storage, else the server), then the router. Until then the
 * static boot screen of index.html stays; if either fails the last-resort page replaces it.
 */
export async function bootApp(container: HTMLElement): Promise<Root> {
  const root = createRoot(container);
  try {
    const config = await loadAppConfig({ doc: document, pathname: window.location.pathname });
    const { i18n, isReady } = await startI18n({
      locale: config.locale,
      version: config.translationsVersion,
      defaultNamespace: COMMON_NAMESPACE,
      namespaces: APP_TEXT_NAMESPACES,
      storage: getSessionStorage(),
    });
    if (!isReady) {
      root.render(<LastResortError />);
      return root;
    }
    const router = createBrowserRouter(createAppRoutes(config));
    root.render(
      <StrictMode>
        <AppErrorBoundary i18n={i18n}>
          <AppProviders config={config} i18n={i18n} queryClient={createQueryClient()}>
            <RouterProvider router={router} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<LastResortError />);
  }
  return root;
}
