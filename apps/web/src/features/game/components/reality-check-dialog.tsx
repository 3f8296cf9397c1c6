import type { TRealityCheckStatus } from '@playfair/contracts/game-session';
import { MINUTE_MS, REALITY_CHECK_SUMMARY_WINDOW_MS } from '@playfair/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { historyRoutePath } from '../../../shared/modal/history-routes';
import { PageDialog } from '../../../shared/modal/page-dialog';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { ClockIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useRealityCheckForm } from '../../../shared/reality-check/get-reality-check-form';
import { useRealityCheckStop } from '../api/get-reality-check-stop';
import { useRealityCheckSummary } from '../api/get-reality-check-summary';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import styles from './in-play.module.css';

const SUMMARY_MINUTES = REALITY_CHECK_SUMMARY_WINDOW_MS / MINUTE_MS;

type RealityCheckDialogProps = {
  /** Counts the showings: each reads the figures afresh. */
  showing: number;
  lobbyPath: string;
  /** The player read the check and continues: the clock's new answer; the game reloads. */
  onContinued: (status: TRealityCheckStatus) => void;
};

/**
 * spec 001 §4 "Reality checks", spec 000 §9: over the paused game, what the player did in the last
 * 60 minutes and how long this sitting has lasted. Continue (GET /reality-check/stop, then a new
 * launch), leave for the lobby, or read the gaming history. Escape does not close it: play must
 * not go on without the player choosing.
 */
export function RealityCheckDialog({ showing, lobbyPath, onContinued }: RealityCheckDialogProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const navigate = useNavigate();
  const summary = useRealityCheckSummary({ locale, userId: userId ?? '', showing });
  const form = useRealityCheckForm({ locale, userId: userId ?? '', isReadOnShow: true });
  const stop = useRealityCheckStop({ locale });
  const historyPath = `${historyRoutePath('account', locale)}?tab=gaming-history`;
  const interval = form.data?.intervalMinutes ?? summary.data?.intervalMinutes;
  const isChosenInterval = (form.data?.choices.length ?? 0) > 0;

  function handleContinue() {
    if (stop.isPending) return;
    stop.mutate(undefined, { onSuccess: onContinued });
  }

  return (
    <PageDialog title={t('game_rc_title')} icon={<ClockIcon />} isBusy={stop.isPending}>
      {summary.isPending ? (
        <p className={styles.text} role="status">
          <Spinner /> {t('loading')}
        </p>
      ) : null}
      {summary.isError ? <p className={styles.text}>{errorText(summary.error, t)}</p> : null}
      {summary.data === undefined ? null : (
        <>
          <p>{t('game_rc_elapsed', { minutes: summary.data.elapsedMinutes })}</p>
          <h3 className={styles.subheading}>{t('game_rc_period', { minutes: SUMMARY_MINUTES })}</h3>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('game_rc_bets')}</dt>
              <dd>{summary.data.position.bets}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('game_rc_stake')}</dt>
              <dd>{summary.data.position.stakeFormatted}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('game_rc_wins')}</dt>
              <dd>{summary.data.position.winsFormatted}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('game_rc_net')}</dt>
              <dd>{summary.data.position.netFormatted}</dd>
            </div>
          </dl>
        </>
      )}
      {interval === undefined ? null : (
        <p className={styles.text}>
          {isChosenInterval
            ? t('game_rc_interval_chosen', { minutes: interval })
            : t('game_rc_interval_fixed', { minutes: interval })}
        </p>
      )}
      <p className={styles.hint}>{t('game_rc_paused')}</p>
      {stop.isError ? (
        <p className={styles.text} role="alert">
          {errorText(stop.error, t)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={handleContinue} disabled={stop.isPending} data-autofocus>
          {stop.isPending ? <Spinner /> : null}
          {t('game_rc_continue')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(lobbyPath)}>
          {t('game_rc_leave')}
        </Button>
        <Link to={historyPath} className={styles.link}>
          {t('game_rc_history')}
        </Link>
      </div>
    </PageDialog>
  );
}
