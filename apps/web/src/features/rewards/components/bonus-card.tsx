import { type TRunningBonus, WAGERING_GAME_TYPES } from '@playfair/contracts/rewards';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPE_KEYS } from '../model/reward-labels';
import { REWARDS_NAMESPACE } from '../text-keys';
import styles from './rewards.module.css';

/** A whole percent within 0–100, whatever the answer held. */
function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * A bonus being played through (DESIGN §11): what is left of its money, how much of its wagering
 * is done (a progress bar) and left, its maximum bet, when it ends, and how much each game type's
 * stakes count toward the wagering.
 */
export function BonusCard({ bonus }: { bonus: TRunningBonus }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const titleId = useId();
  const wageringId = useId();
  const percent = clampPercent(bonus.wageringPercent);
  const wagered = t('rewards_wagering_percent', { percent });
  const contributions = WAGERING_GAME_TYPES.map((type) =>
    t('rewards_contribution', {
      label: t(GAME_TYPE_KEYS[type]),
      percent: bonus.contributions[type],
    }),
  ).join(', ');

  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid="reward-bonus">
      <h4 id={titleId} className={styles.cardTitle}>
        {bonus.title}
      </h4>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('rewards_bonus_balance')}</dt>
          <dd className={styles.figureStrong} data-testid="reward-bonus-balance">
            {bonus.balanceFormatted}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('rewards_bonus_granted')}</dt>
          <dd>{bonus.amountFormatted}</dd>
        </div>
      </dl>
      <div className={styles.wagering}>
        <div className={styles.wageringHead}>
          <span id={wageringId}>{t('rewards_wagering_label')}</span>
          <span aria-hidden="true">{wagered}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={wageringId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={wagered}
          className={styles.meter}
          data-testid="reward-wagering-progress"
        >
          <span className={styles.meterFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.wageringLeft}>
          {t('rewards_wagering_left', { amount: bonus.wageringLeftFormatted })}
        </p>
      </div>
      <ul className={styles.facts}>
        {bonus.maxBetFormatted === null ? null : (
          <li>{t('rewards_bonus_max_bet_label', { amount: bonus.maxBetFormatted })}</li>
        )}
        <li>{t('rewards_bonus_expires', { date: new Date(bonus.expiresAt) })}</li>
        <li>
          {t('rewards_contributions_label')}: {contributions}
        </li>
      </ul>
    </li>
  );
}
