import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cookieDisclaimerCookie, hasCookieDisclaimer } from './cookie-disclaimer';
import styles from './cookie-notice.module.css';

function setDisclaimerCookie(): void {
  document.cookie = cookieDisclaimerCookie({ isSecure: window.location.protocol === 'https:' });
}

/**
 * spec 000 §1: the cookie notice, on every page until the visitor accepts it; the acceptance is the
 * never-expiring disclaimer cookie (spec 001 §3), so it does not come back. Browsers hold a cookie
 * at most 400 days whatever its date, so each visit sets it again: it ends only 400 days after the
 * last visit.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(() => !hasCookieDisclaimer(document.cookie));

  useEffect(() => {
    if (hasCookieDisclaimer(document.cookie)) setDisclaimerCookie();
  }, []);

  if (!isShown) return null;

  function handleAccept() {
    setDisclaimerCookie();
    setIsShown(false);
  }

  return (
    <section
      className={styles.notice}
      aria-labelledby="cookie-notice-title"
      data-testid="cookie-notice"
    >
      <div className={styles.text}>
        <h2 id="cookie-notice-title" className={styles.title}>
          {t('cookie_notice_title')}
        </h2>
        <p>{t('cookie_notice_text')}</p>
      </div>
      <Button size="sm" onClick={handleAccept} data-testid="cookie-notice-accept">
        {t('cookie_notice_accept')}
      </Button>
    </section>
  );
}
