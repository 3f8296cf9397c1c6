import type { TSessionLimits } from '@playfair/contracts/game-session';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ClockIcon } from '../../../shared/ui/icons';
import { momentMs } from '../model/session-clock';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import gameStyles from './game.module.css';
import styles from './in-play.module.css';

/**
 * spec 001 §3 `data.current`: a session with limits runs at this game and its limits cannot
 * change. They show over the frame while the game starts; Continue puts them away.
 */
export function SessionLimitsNotice({
  limits,
  onContinue,
}: {
  limits: TSessionLimits;
  onContinue: () => void;
}) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const endsAt = momentMs(limits.EndsAt);
  return (
    <section className={styles.limitsNotice} aria-labelledby="game-limits-current-title">
      <div className={styles.panelHeader}>
        <span className={styles.panelIcon}>
          <ClockIcon />
        </span>
        <div>
          <h2 id="game-limits-current-title" className={styles.subheading}>
            {t('game_limits_current_title')}
          </h2>
          <p className={styles.hint}>{t('game_limits_current_text')}</p>
        </div>
      </div>
      <dl className={gameStyles.figures}>
        <div className={gameStyles.figure}>
          <dt>{t('game_limits_SessionDuration')}</dt>
          <dd>{t('game_limits_duration_value', { minutes: limits.SessionDuration })}</dd>
        </div>
        <div className={gameStyles.figure}>
          <dt>{t('game_limits_NetLoss')}</dt>
          <dd>{limits.NetLossFormatted}</dd>
        </div>
      </dl>
      {endsAt === null ? null : (
        <p className={styles.hint}>{t('game_limits_ends_at', { date: endsAt })}</p>
      )}
      <Button size="sm" onClick={onContinue}>
        {t('game_limits_continue')}
      </Button>
    </section>
  );
}
