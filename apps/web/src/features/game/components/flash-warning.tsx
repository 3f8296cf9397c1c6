import { FLASH_WARNING_MS } from '@playfair/domain/constants';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../shared/ui/icons';
import { useElapsed } from '../hooks/use-elapsed';
import { hasFlashWarning } from '../model/flash-warning';
import styles from './game.module.css';

/** spec 001 §9: the photosensitivity warning of the listed games, for 10 s from the launch. */
export function FlashWarning({ gameId }: { gameId: string }) {
  if (!hasFlashWarning(gameId)) return null;
  return <FlashWarningBanner />;
}

function FlashWarningBanner() {
  const { t } = useTranslation();
  const hasElapsed = useElapsed(FLASH_WARNING_MS);
  if (hasElapsed) return null;
  return (
    <div className={styles.flashWarning} role="alert" aria-labelledby="flash-warning-title">
      <AlertIcon className={styles.flashWarningIcon} />
      <div>
        <p id="flash-warning-title" className={styles.flashWarningTitle}>
          {t('game_flash_warning_title')}
        </p>
        <p className={styles.flashWarningText}>{t('game_flash_warning_text')}</p>
      </div>
    </div>
  );
}
