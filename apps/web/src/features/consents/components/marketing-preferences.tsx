import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useMarketingConsents } from '../api/get-marketing-consents';
import { NOTICES_NAMESPACE } from '../text-keys';
import { ConsentsForm } from './consents-form';
import styles from './consents.module.css';

/**
 * The account settings tab's "Marketing preferences" (spec 001 §2 marketing consents): the same
 * form and calls as the consents modal, to change the answers at any time.
 */
export function MarketingPreferences() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId, endSession } = useSession();
  const form = useMarketingConsents({ locale, userId: userId ?? 'visitor' });
  const [saved, setSaved] = useState<string | null>(null);
  // A new form after each save: it starts from the stored answers.
  const [version, setVersion] = useState(0);

  if (userId === null) return null;
  return (
    <section className={styles.section} aria-labelledby="marketing-preferences-title">
      <h2 id="marketing-preferences-title" className={styles.sectionTitle}>
        {t('consents_preferences_title')}
      </h2>
      <p className={styles.intro}>{t('consents_preferences_text')}</p>
      {form.isPending ? <Spinner /> : null}
      {form.isError ? <FormAlert>{t('generic_error_msg')}</FormAlert> : null}
      {saved === null ? null : <FormAlert tone="success">{saved}</FormAlert>}
      {form.isSuccess ? (
        <ConsentsForm
          key={version}
          fragment={{ ...form.data, intro: '' }}
          locale={locale}
          userId={userId}
          source="account"
          onStored={({ answer }) => {
            setSaved(answer.message || t('consents_saved'));
            setVersion((current) => current + 1);
          }}
          onSessionEnded={endSession}
        />
      ) : null}
    </section>
  );
}
