import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useStartBankId } from '../api/start-bank-id';
import styles from './registration-start.module.css';

/**
 * spec 001 §2: under the SGA authority registration goes through bank ID. GET /bankid-login starts
 * an order and answers the identity provider's page (giiUrl), which the browser opens.
 */
export function BankIdRegistration({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { locale } = useAppConfig();
  const start = useStartBankId(locale);
  const answer = start.data;
  const refusal = answer !== undefined && (!answer.success || answer.giiUrl === null);
  const errorText = refusal ? (answer.error ?? t('generic_error_msg')) : null;

  function handleStart() {
    start.mutate(undefined, {
      onSuccess: ({ success, giiUrl }) => {
        if (success && giiUrl !== null) loadPage(giiUrl);
      },
    });
  }

  return (
    <div className={styles.panel}>
      <Heading className={styles.panelTitle}>{t('registration_bank_id_title')}</Heading>
      <p className={styles.lead}>{t('registration_bank_id_text')}</p>
      {errorText === null && !start.isError ? null : (
        <FormAlert>{errorText ?? t('generic_error_msg')}</FormAlert>
      )}
      <Button
        size="lg"
        onClick={handleStart}
        disabled={start.isPending || (start.isSuccess && !refusal)}
        aria-busy={start.isPending}
        data-autofocus
      >
        {start.isPending ? <Spinner /> : null}
        {start.isPending ? t('registration_bank_id_starting') : t('registration_bank_id_button')}
      </Button>
    </div>
  );
}
