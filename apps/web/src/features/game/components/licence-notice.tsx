import { GAME_LICENCE_NOTICE_MS } from '@playfair/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useElapsed } from '../hooks/use-elapsed';
import { authorityName } from '../model/licence';
import styles from './game.module.css';

/**
 * spec 001 §9: the brand's licence under the game, fading after 5 s. After the fade it leaves
 * the page (and the accessibility tree at once, when the fade starts).
 */
export function LicenceNotice() {
  const { t } = useTranslation();
  const { brand, licencesAuthority } = useAppConfig();
  const isFading = useElapsed(GAME_LICENCE_NOTICE_MS);
  const [hasFaded, setHasFaded] = useState(false);
  if (hasFaded) return null;
  return (
    <p
      className={isFading ? `${styles.licence} ${styles.licenceFading}` : styles.licence}
      role="note"
      aria-hidden={isFading ? true : undefined}
      onAnimationEnd={() => setHasFaded(true)}
    >
      {t('game_licence_notice', { brand: brand.name, authority: authorityName(licencesAuthority) })}
    </p>
  );
}
