import type { TAppConfig } from '@playfair/contracts/app-config';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppConfigProvider } from '../shared/config/app-config-context';
import { useDocumentLanguage } from '../shared/hooks/use-document-language';
import { SessionProvider } from '../shared/session/session-context';
import { BootScreen } from '../shared/ui/boot-screen';

export type AppProvidersProps = {
  config: TAppConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProviders({ config, i18n, queryClient, children }: AppProvidersProps) {
  useDocumentLanguage(config.languageTag);
  return (
    <AppConfigProvider config={config}>
      <SessionProvider isLogged={config.logged} userId={config.userId}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            {/* Texts of a namespace that is not loaded yet suspend; nothing shows half-translated. */}
            <Suspense fallback={<BootScreen />}>{children}</Suspense>
          </QueryClientProvider>
        </I18nextProvider>
      </SessionProvider>
    </AppConfigProvider>
  );
}
