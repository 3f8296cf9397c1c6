import {
  CONFIRMATION_TRACKING_STORAGE_KEY,
  HARD_REALITY_CHECK_COOLDOWN_SECONDS,
  type THardRealityCheckStatus,
} from '@playfair/contracts/game-session';
import { HARD_REALITY_CHECK_AUTO_LOGOUT_MS, SECOND_MS } from '@playfair/domain/constants';
import { type Ref, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { PageDialog } from '../../../shared/modal/page-dialog';
import {
  getLocalStorage,
  readStored,
  writeStoredJson,
} from '../../../shared/storage/local-storage';
import { Button } from '../../../shared/ui/button';
import { LockIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useHardRealityCheckCooldown } from '../api/get-hard-reality-check-cooldown';
import { getHardRealityCheckPopUp } from '../api/get-hard-reality-check-pop-up';
import { useHardCheckLogout } from '../hooks/use-hard-check-logout';
import { useNow } from '../hooks/use-now';
import {
  announcedSeconds,
  autoLogoutDeadline,
  formatMinutesSeconds,
  secondsLeft,
} from '../model/session-clock';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import styles from './in-play.module.css';

type HardRealityCheckDialogProps = {
  status: THardRealityCheckStatus;
  /** When `status` was read (epoch ms): a cooldown it names runs from then. */
  receivedAt: number;
  /** The pause is over and the player continues: the game is launched again. */
  onContinue: () => void;
};

/**
 * The moment the player is logged out with no play time left today (spec 001 §4 / §9): 120 s
 * after the check first showed, kept in local storage so a reload does not start it again.
 */
function useAutoLogoutDeadline(isDue: boolean): number | null {
  const [deadline] = useState(() =>
    isDue
      ? autoLogoutDeadline({
          stored: readStored(getLocalStorage(), CONFIRMATION_TRACKING_STORAGE_KEY),
          nowMs: Date.now(),
          delayMs: HARD_REALITY_CHECK_AUTO_LOGOUT_MS,
        })
      : null,
  );
  useEffect(() => {
    if (deadline === null) return;
    writeStoredJson(getLocalStorage(), CONFIRMATION_TRACKING_STORAGE_KEY, deadline);
  }, [deadline]);
  return deadline;
}

/**
 * spec 001 §4 "Hard reality check": play is blocked. Confirm starts the cooldown the server
 * answers (at most 5 minutes), counted down in mm:ss; Continue is enabled at zero and launches the
 * game again; Log out tells the server and logs out. With no play time left today there is nothing
 * to continue: the player is logged out automatically 120 s after the check first showed. Escape
 * does not close it.
 */
export function HardRealityCheckDialog({
  status,
  receivedAt,
  onContinue,
}: HardRealityCheckDialogProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale } = useAppConfig();
  const confirm = useHardRealityCheckCooldown({ locale });
  const logout = useHardCheckLogout({ locale });
  const hasNoTimeLeft = status.remainingTime === 0;
  // The pause: when it ends, and when the page learnt of it (the clock reads no earlier).
  const [cooldown, setCooldown] = useState<{ endsAt: number; from: number } | null>(() =>
    status.cooldownRemaining === null
      ? null
      : { endsAt: receivedAt + status.cooldownRemaining * SECOND_MS, from: receivedAt },
  );
  const autoLogoutAt = useAutoLogoutDeadline(hasNoTimeLeft);
  const clock = useNow(SECOND_MS, cooldown !== null || autoLogoutAt !== null);
  const now = Math.max(clock, cooldown?.from ?? 0);
  const cooldownLeft = cooldown === null ? null : secondsLeft(cooldown.endsAt, now);
  const hasTracked = useRef(false);
  const countdownRef = useRef<HTMLDivElement>(null);
  const isLeaving = logout.isPending || logout.isSuccess;

  // Told once per showing (a development double mount runs the effect twice, not the call).
  useEffect(() => {
    if (hasTracked.current) return;
    hasTracked.current = true;
    void getHardRealityCheckPopUp({ locale }).catch(() => undefined);
  }, [locale]);

  const logOutNow = useEffectEvent(() => {
    if (!logout.isPending && !logout.isSuccess) logout.mutate('auto-logout');
  });
  useEffect(() => {
    if (autoLogoutAt === null) return;
    const timer = setTimeout(logOutNow, Math.max(0, autoLogoutAt - Date.now()));
    return () => clearTimeout(timer);
  }, [autoLogoutAt]);

  function handleConfirm() {
    if (confirm.isPending) return;
    confirm.mutate(undefined, {
      onSuccess: (answer) => {
        const seconds = Math.min(
          answer.cooldownRemaining ?? HARD_REALITY_CHECK_COOLDOWN_SECONDS,
          HARD_REALITY_CHECK_COOLDOWN_SECONDS,
        );
        const from = Date.now();
        flushSync(() => setCooldown({ endsAt: from + seconds * SECOND_MS, from }));
        // The button that had focus is gone: the countdown takes it, and says when it is over.
        countdownRef.current?.focus();
      },
    });
  }

  return (
    <PageDialog title={t('game_hard_rc_title')} icon={<LockIcon />} isBusy={isLeaving}>
      <p className={styles.subheading}>{t('game_hard_reality_check_text')}</p>
      {hasNoTimeLeft ? (
        <>
          <p className={styles.text}>{t('game_hard_rc_no_time_text')}</p>
          {autoLogoutAt === null ? null : (
            <Countdown
              label={t('game_hard_rc_auto_logout_label')}
              seconds={secondsLeft(autoLogoutAt, now)}
              announce={(left) => t('game_hard_rc_auto_logout_left', { minutes: left / 60 })}
            />
          )}
        </>
      ) : (
        <>
          <p className={styles.text}>
            {t('game_hard_rc_body', { minutes: HARD_REALITY_CHECK_COOLDOWN_SECONDS / 60 })}
          </p>
          {cooldownLeft === null ? null : (
            <Countdown
              ref={countdownRef}
              label={t('game_hard_rc_cooldown_label')}
              seconds={cooldownLeft}
              announce={(left) =>
                left === 0
                  ? t('game_hard_rc_cooldown_over')
                  : t('game_hard_rc_cooldown_left', { minutes: left / 60 })
              }
            />
          )}
        </>
      )}
      {confirm.isError ? (
        <p className={styles.text} role="alert">
          {errorText(confirm.error, t)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {hasNoTimeLeft ? null : cooldownLeft === null ? (
          <Button onClick={handleConfirm} disabled={confirm.isPending} data-autofocus>
            {confirm.isPending ? <Spinner /> : null}
            {t('game_hard_rc_confirm')}
          </Button>
        ) : (
          <Button onClick={onContinue} disabled={cooldownLeft > 0} data-autofocus>
            {t('game_hard_rc_continue')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => logout.mutate('logout')}
          disabled={isLeaving}
          aria-busy={isLeaving || undefined}
        >
          {isLeaving ? <Spinner /> : null}
          {t('game_hard_rc_logout')}
        </Button>
      </div>
    </PageDialog>
  );
}

/**
 * A countdown in mm:ss, redrawn every second but read out (polite) only at each whole minute and
 * at its end.
 */
function Countdown({
  ref,
  label,
  seconds,
  announce,
}: {
  ref?: Ref<HTMLDivElement>;
  label: string;
  seconds: number;
  announce: (announcedSeconds: number) => string;
}) {
  const labelId = useId();
  return (
    <div ref={ref} tabIndex={-1} className={styles.countdown}>
      <span id={labelId} className={styles.countdownLabel}>
        {label}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.countdownValue}>
        {formatMinutesSeconds(seconds)}
      </span>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announce(announcedSeconds(seconds))}
      </p>
    </div>
  );
}
