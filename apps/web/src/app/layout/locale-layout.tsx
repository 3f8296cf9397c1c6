import { isSupportedLocale } from '@playfair/domain/locales';
import { Outlet, useLocation, useParams } from 'react-router';
import { useAppConfig } from '../../shared/config/app-config-context';
import { ModalHost } from '../../shared/modal/modal-host';
import { ModalProvider } from '../../shared/modal/modal-provider';
import { SectionErrorBoundary } from '../../shared/ui/section-error-boundary';
import { BankIdReturn } from '../bank-id-return';
import { AppModalEvents } from '../modal-events';
import { modalRegistryFor } from '../modal-registry';
import { NotFoundPage } from '../routes/not-found-page';
import { SiteLayout } from './site-layout';

/**
 * `/:locale`: the site around the page (or the 404 page when the locale is none of ours), the
 * modal manager over it, and what opens modals without a click (onload actions, bank-ID return).
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname } = useLocation();
  const config = useAppConfig();
  return (
    <ModalProvider registry={modalRegistryFor(config)} locale={config.locale}>
      <AppModalEvents />
      <BankIdReturn />
      <SiteLayout>
        {isSupportedLocale(locale) ? (
          <SectionErrorBoundary resetKey={pathname} titleAs="h1">
            <Outlet />
          </SectionErrorBoundary>
        ) : (
          <NotFoundPage />
        )}
      </SiteLayout>
      <SectionErrorBoundary isCompact>
        <ModalHost />
      </SectionErrorBoundary>
    </ModalProvider>
  );
}
