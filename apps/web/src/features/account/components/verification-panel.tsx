import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { AlertIcon, ShieldIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useKycStatus } from '../api/get-kyc-status';
import styles from './account.module.css';

/** spec 000 §2 account verification (`?tab=verification`): the AML status, '0' when clear. */
export function VerificationPanel() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const status = useKycStatus({ locale, userId: userId ?? '' });

  if (status.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (status.isError) return <ErrorState isCompact onRetry={() => void status.refetch()} />;
  return status.data.amlStatus === '0' ? (
    <EmptyState
      icon={<ShieldIcon />}
      title={t('account_verification_verified_title')}
      text={t('account_verification_verified_text')}
    />
  ) : (
    <EmptyState
      icon={<AlertIcon />}
      title={t('account_verification_needed_title')}
      text={t('account_verification_needed_text')}
    />
  );
}
