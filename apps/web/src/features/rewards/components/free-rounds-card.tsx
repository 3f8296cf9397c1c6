import type { TFreeRoundsGrant } from '@playfair/contracts/rewards';
import { gamePagePath } from '@playfair/contracts/web-pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { LinkButton } from '../../../shared/ui/link-button';
import { REWARDS_NAMESPACE } from '../text-keys';
import styles from './rewards.module.css';

/**
 * Free spins on one game (DESIGN §11): how many of them are left, their stake, where their wins
 * go, until when they can be played, and the way to the game (`/{locale}/game/{slug}`; the modal
 * closes as the page changes).
 */
export function FreeRoundsCard({ grant }: { grant: TFreeRoundsGrant }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { locale } = useAppConfig();
  const titleId = useId();
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid="reward-free-rounds">
      <div className={styles.cardHead}>
        <div className={styles.cardTitles}>
          <span className={styles.kind}>{grant.title}</span>
          <h4 id={titleId} className={styles.cardTitle}>
            {grant.gameName}
          </h4>
        </div>
        <p className={styles.roundsLeft}>
          {t('rewards_free_rounds_left', { count: grant.roundsLeft, total: grant.roundsTotal })}
        </p>
      </div>
      <ul className={styles.facts}>
        <li>{t('rewards_free_rounds_stake', { amount: grant.stakeFormatted })}</li>
        <li>
          {grant.winsTo === 'bonus'
            ? t('rewards_free_rounds_wins_bonus')
            : t('rewards_free_rounds_wins_cash')}
        </li>
        <li>{t('rewards_free_rounds_expires', { date: new Date(grant.expiresAt) })}</li>
      </ul>
      <LinkButton
        to={gamePagePath(locale, grant.gameSlug)}
        className={styles.claim}
        aria-label={t('rewards_free_rounds_play_label', { label: grant.gameName })}
      >
        {t('rewards_free_rounds_play')}
      </LinkButton>
    </li>
  );
}
