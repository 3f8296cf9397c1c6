import type { i18n as I18n } from 'i18next';
import { AlertIcon } from '../shared/ui/icons';
import { LogoMark } from '../shared/ui/logo-mark';
import styles from './last-resort-error.module.css';

// The only hard-coded texts of the app: shown when the catalog itself could not be loaded (or the
// app could not start), so there is nothing to translate with. English is the catalogs' fallback
// language (spec 000 §8). They match the catalog's generic_error_title / generic_error_msg /
// error_retry.
const ENGLISH = {
  generic_error_title: 'Something went wrong',
  generic_error_msg: 'An error occurred. Please contact our customer care.',
  error_retry: 'Try again',
} as const;

type LastResortKey = keyof typeof ENGLISH;

function handleRetry(): void {
  window.location.reload();
}

/** The page shown when the app cannot start or its outermost boundary catches an error. */
export function LastResortError({ i18n }: { i18n?: I18n }) {
  const text = (key: LastResortKey): string =>
    i18n !== undefined && i18n.exists(key) ? i18n.t(key) : ENGLISH[key];

  return (
    <main className={styles.page}>
      <div role="alert" className={styles.panel}>
        <LogoMark className={styles.logo} width="48" height="48" />
        <AlertIcon className={styles.icon} />
        <h1 className={styles.title}>{text('generic_error_title')}</h1>
        <p className={styles.message}>{text('generic_error_msg')}</p>
        <button type="button" className={styles.retry} onClick={handleRetry}>
          {text('error_retry')}
        </button>
      </div>
    </main>
  );
}
