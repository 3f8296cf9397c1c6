import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { AlertIcon, ShieldIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useKycStatus } from '../api/get-kyc-status';
import styles from './account.module.css';
import { DocumentsPanel } from './documents-panel';

/**
 * spec 000 §2 account verification (`?tab=verification`): the AML and KYC statuses and the scan
 * verification (of this page load; clear when all are '0' and unset), then
 * the player's verification documents (their texts, the kyc namespace, load with the tab).
 */
export function VerificationPanel() {
  return (
    <div className={styles.verification}>
      <VerificationStatus />
      <Suspense fallback={null}>
        <DocumentsPanel />
      </Suspense>
    </div>
  );
}

function VerificationStatus() {
  const { t } = useTranslation();
  const { locale, hasScanVerification, kycStatus } = useAppConfig();
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
  // spec 000 §6: a scan verification or a KYC status other than '0' also asks for documents.
  const isVerified = status.data.amlStatus === '0' && !hasScanVerification && kycStatus === '0';
  return (
    <div className={styles.verificationStatus} data-verified={isVerified}>
      <span className={styles.verificationIcon}>{isVerified ? <ShieldIcon /> : <AlertIcon />}</span>
      <div>
        <h2 className={styles.verificationTitle}>
          {isVerified
            ? t('account_verification_verified_title')
            : t('account_verification_needed_title')}
        </h2>
        <p className={styles.verificationText}>
          {isVerified
            ? t('account_verification_verified_text')
            : t('account_verification_needed_text')}
        </p>
      </div>
    </div>
  );
}
