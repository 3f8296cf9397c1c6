import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import styles from './account.module.css';
import { ChangeEmailForm } from './change-email-form';
import { ChangeMobileForm } from './change-mobile-form';
import { SettingsSection } from './settings-section';

function regionName(country: string, languageTag: string): string {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * What the page knows of the account (the player id and the site's locale settings), and what a
 * player may change: the email and the mobile, each after entering the password again.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const { locale, languageTag, currency, country, supportedLocales } = useAppConfig();
  const language = supportedLocales.find(({ code }) => code === locale)?.nativeName ?? locale;

  return (
    <div className={styles.stack}>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('account_settings_player_id')}</dt>
          <dd>{userId}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('account_settings_language')}</dt>
          <dd>{language}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('account_settings_currency')}</dt>
          <dd>{currency}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('account_settings_country')}</dt>
          <dd>{regionName(country, languageTag)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('account_settings_language_hint')}</p>
      <SettingsSection title={t('account_settings_email_title')}>
        {(callbacks) => <ChangeEmailForm {...callbacks} />}
      </SettingsSection>
      <SettingsSection title={t('account_settings_mobile_title')}>
        {(callbacks) => <ChangeMobileForm {...callbacks} />}
      </SettingsSection>
    </div>
  );
}
