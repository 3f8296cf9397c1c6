import { isSupportedLocale } from '@playfair/domain/locales';
import { Outlet, useLocation, useParams } from 'react-router';
import { SectionErrorBoundary } from '../../shared/ui/section-error-boundary';
import { NotFoundPage } from '../routes/not-found-page';
import { SiteLayout } from './site-layout';

/** `/:locale`: the site around the page, or the 404 page when the locale is none of ours. */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname } = useLocation();
  return (
    <SiteLayout>
      {isSupportedLocale(locale) ? (
        <SectionErrorBoundary resetKey={pathname} titleAs="h1">
          <Outlet />
        </SectionErrorBoundary>
      ) : (
        <NotFoundPage />
      )}
    </SiteLayout>
  );
}
