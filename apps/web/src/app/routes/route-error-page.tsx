import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../shared/ui/error-state';
import { NotFoundPage } from './not-found-page';
import styles from './route-error-page.module.css';

// A route fails when its code cannot load (often a deploy replaced the hashed chunk) or it throws
// while rendering; a fresh page load fixes the first and retries the second.
function handleRetry(): void {
  window.location.reload();
}

/** The route-level errorElement: a 404 answer shows the 404 page, anything else the generic error. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <ErrorState titleAs="h1" onRetry={handleRetry} />
    </div>
  );
}
