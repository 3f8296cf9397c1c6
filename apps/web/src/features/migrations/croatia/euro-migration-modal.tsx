import { MIGRATION_COMPLETED, MIGRATION_IN_PROGRESS } from '@playfair/contracts/currency-migration';
import { MIGRATION_POLL_INTERVAL_MS } from '@playfair/domain/constants';
import { HRK_PER_EUR, euroEquivalentMinor } from '@playfair/domain/euro-changeover';
import { formatMoney } from '@playfair/domain/money';
import { webPagePath } from '@playfair/contracts/web-pages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { loadPage } from '../../../shared/navigation/page-load';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useWallet } from '../../../shared/wallet/get-wallet';
import { EURO_MIGRATION_NAMESPACE } from './text-keys';
import { startMigration } from './start-migration';
import styles from './euro-migration.module.css';

/** The rate as the player's language writes it: 7,53450 in Croatian. */
function rateText(languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: 5 }).format(
    Number(HRK_PER_EUR),
  );
}

/**
 * The Croatian migration notice (spec 000 §1, §2, §4): the player's kuna account becomes a euro
 * account. Converting starts GET /user/start-migration, asks again every 2 s while the answer is
 * MigrationinProgress, then goes to the lobby. It stays until the account is in euros: play and
 * payments in kuna have ended.
 */
export function EuroMigrationModal() {
  const { t } = useTranslation(EURO_MIGRATION_NAMESPACE);
  const { locale, languageTag } = useAppConfig();
  const { userId } = useSession();
  const wallet = useWallet({ locale, userId: userId ?? '' });
  const [isStarted, setStarted] = useState(false);
  const migration = useQuery({
    queryKey: ['currency-migration', userId],
    queryFn: () => startMigration({ locale }),
    enabled: isStarted,
    gcTime: 0,
    retry: 2,
    refetchInterval: (query) =>
      query.state.data?.progress === MIGRATION_IN_PROGRESS ? MIGRATION_POLL_INTERVAL_MS : false,
  });
  const progress = migration.data?.progress;
  const isDone = progress === MIGRATION_COMPLETED;
  const isWorking = isStarted && !isDone && !migration.isError;

  useEffect(() => {
    if (isDone) loadPage(webPagePath(locale, 'casino'));
  }, [isDone, locale]);

  const balance = wallet.data;
  const euro =
    balance === undefined
      ? undefined
      : euroEquivalentMinor(
          BigInt(balance.balanceMinor) + BigInt(balance.bonusMinor),
          balance.currency,
        );

  return (
    <ModalDialog title={t('euro_migration_title')} size="sm">
      <div className={styles.body}>
        <p className={styles.text}>{t('euro_migration_text', { rate: rateText(languageTag) })}</p>
        {balance !== undefined && euro !== undefined ? (
          <dl className={styles.preview} data-testid="euro-migration-preview">
            <div>
              <dt>{t('euro_migration_now')}</dt>
              <dd>
                {formatMoney(BigInt(balance.balanceMinor) + BigInt(balance.bonusMinor), 'HRK')}
              </dd>
            </div>
            <span aria-hidden="true" className={styles.arrow}>
              →
            </span>
            <div>
              <dt>{t('euro_migration_after')}</dt>
              <dd>{formatMoney(euro, 'EUR')}</dd>
            </div>
          </dl>
        ) : null}
        <p className={styles.note}>{t('euro_migration_history')}</p>
        {migration.isError ? <FormAlert>{errorText(migration.error, t)}</FormAlert> : null}
        {isWorking ? (
          <p className={styles.status} role="status" data-testid="euro-migration-status">
            <Spinner /> {t('euro_migration_in_progress')}
          </p>
        ) : null}
        {isDone ? (
          <p className={styles.status} role="status">
            {t('euro_migration_done')}
          </p>
        ) : null}
        <Button
          size="lg"
          onClick={() => {
            if (migration.isError) void migration.refetch();
            setStarted(true);
          }}
          disabled={isWorking || isDone}
          data-autofocus
        >
          {t('euro_migration_start')}
        </Button>
      </div>
    </ModalDialog>
  );
}
