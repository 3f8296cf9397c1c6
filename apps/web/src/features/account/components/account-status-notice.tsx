import { useEffect } from 'react';
import { loadPage } from '../../../shared/navigation/page-load';
import { Notice } from '../../../shared/ui/notice';
import { useUserStatus } from '../../../shared/account/get-user-status';

/**
 * spec 000 §7 GET /get/user-status: a notice (AML / source of wealth) shows at the top of the
 * account; a blocked account is sent where the server says. A failed check shows nothing (spec 000
 * §8: non-200 answers are only logged).
 */
export function AccountStatusNotice({ locale, userId }: { locale: string; userId: string }) {
  const status = useUserStatus({ locale, userId });
  const redirect = status.data?.kind === 'blocked' ? status.data.redirect : null;

  // Leaving the page is a side effect on the browser, not state: it runs once the answer is in.
  useEffect(() => {
    if (redirect !== null) loadPage(redirect);
  }, [redirect]);

  if (status.data?.kind !== 'notice') return null;
  return (
    <Notice tone="warning">
      <p role="alert">{status.data.message}</p>
    </Notice>
  );
}
