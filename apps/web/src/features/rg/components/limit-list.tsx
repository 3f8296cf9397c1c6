import type {
  TActiveLimitItem,
  TActiveLimitsResponse,
  TFutureLimitItem,
} from '@playfair/contracts/rg';
import { SECOND_MS } from '@playfair/domain/constants';
import type { LimitType } from '@playfair/domain/rg-limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useConfirmLimit } from '../api/post-confirm-limit';
import { useNow } from '../hooks/use-now';
import { limitAmountValue, usedPercent } from '../model/limit-amount';
import { LIMIT_TYPE_LABEL_KEYS } from '../model/limit-labels';
import { type LimitGroup, limitGroups } from '../model/limits-view';
import { RG_NAMESPACE } from '../text-keys';
import { Countdown } from './countdown';
import { dateArg, formatLimitAmount, limitTitle } from './limit-text';
import styles from './rg.module.css';

type LimitListProps = {
  answer: TActiveLimitsResponse;
  /** A future limit was confirmed or dropped: the panel says so (the list reloads without it). */
  onConfirmed: (message: string) => void;
};

/** spec 001 §3 "Limits response": every active and future limit, grouped by type. */
export function LimitList({ answer, onConfirmed }: LimitListProps) {
  const groups = limitGroups(answer);
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <LimitGroupView
          key={group.type}
          group={group}
          currency={answer.Rules.currency}
          onConfirmed={onConfirmed}
        />
      ))}
    </div>
  );
}

function LimitGroupView({
  group,
  currency,
  onConfirmed,
}: {
  group: LimitGroup;
  currency: string;
  onConfirmed: (message: string) => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {t(LIMIT_TYPE_LABEL_KEYS[group.type])}
      </h3>
      <ul className={styles.limits}>
        {group.active.map((limit) => (
          <ActiveLimit
            key={`active-${limit.Duration}`}
            type={group.type}
            limit={limit}
            currency={currency}
          />
        ))}
        {group.future.map((limit) => (
          <FutureLimit
            key={`future-${limit.Duration}`}
            limit={limit}
            currency={currency}
            onConfirmed={onConfirmed}
          />
        ))}
      </ul>
    </section>
  );
}

/** Major units of an amount, for a progress bar's aria values. */
function meterValue(amount: string): number {
  return Number(limitAmountValue(amount) ?? 0n) / 100;
}

function ActiveLimit({
  type,
  limit,
  currency,
}: {
  type: LimitType;
  limit: TActiveLimitItem;
  currency: string;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  const titleId = useId();
  const percent = usedPercent(limit.Used, limit.Amount);
  const used = formatLimitAmount(t, type, limit.Used, currency);
  const left = formatLimitAmount(t, type, limit.Left, currency);
  const total = formatLimitAmount(t, type, limit.Amount, currency);
  const isReached = percent >= 100;

  return (
    <li className={styles.limit}>
      <div className={styles.limitHead}>
        <p id={titleId} className={styles.limitTitle}>
          {limitTitle(t, limit, currency)}
        </p>
        {limit.SetBy === 'operator' ? (
          <span className={styles.badge}>{t('rg_limit_by_operator')}</span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={meterValue(limit.Amount)}
        aria-valuenow={Math.min(meterValue(limit.Used), meterValue(limit.Amount))}
        aria-valuetext={t('rg_limit_progress', { amount: used, total })}
        className={styles.meter}
        data-reached={isReached || undefined}
      >
        <span className={styles.meterFill} style={{ width: `${percent}%` }} />
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('rg_limit_used_label')}</dt>
          <dd>{used}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('rg_limit_left_label')}</dt>
          <dd>{left}</dd>
        </div>
      </dl>
      {limit.ResetsAt === null ? null : (
        <p className={styles.muted}>{t('rg_limit_resets', { date: dateArg(limit.ResetsAt) })}</p>
      )}
    </li>
  );
}

function FutureLimit({
  limit,
  currency,
  onConfirmed,
}: {
  limit: TFutureLimitItem;
  currency: string;
  onConfirmed: (message: string) => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  const nowMs = useNow(SECOND_MS);
  const startsAtMs = dateArg(limit.StartDate).getTime();
  const hasStarted = startsAtMs <= nowMs;

  return (
    <li className={`${styles.limit} ${styles.future}`}>
      <div className={styles.limitHead}>
        <p className={styles.limitTitle}>{limitTitle(t, limit, currency)}</p>
        <span className={styles.badge}>{t('rg_limit_future_badge')}</span>
      </div>
      <p className={styles.muted}>{t('rg_future_starts', { date: dateArg(limit.StartDate) })}</p>
      {hasStarted ? null : <Countdown untilMs={startsAtMs} nowMs={nowMs} />}
      {limit.NeedsConfirmation && hasStarted ? (
        <ConfirmFutureLimit limit={limit} onConfirmed={onConfirmed} />
      ) : null}
      {limit.NeedsConfirmation && !hasStarted ? (
        <p className={styles.muted}>{t('rg_future_needs_confirmation')}</p>
      ) : null}
    </li>
  );
}

/** GB: once the wait is over, the player takes the raised limit or keeps the current one. */
function ConfirmFutureLimit({
  limit,
  onConfirmed,
}: {
  limit: TFutureLimitItem;
  onConfirmed: (message: string) => void;
}) {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const confirm = useConfirmLimit({ locale, userId: userId ?? '' });
  const promptId = useId();

  function handleAnswer(answer: 'yes' | 'no') {
    if (confirm.isPending) return;
    confirm.mutate(
      { LimitType: limit.LimitType, Duration: limit.Duration, Confirm: answer },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          onConfirmed(answer === 'yes' ? t('rg_limit_set_active') : t('rg_limit_kept'));
        },
      },
    );
  }

  return (
    <div className={styles.confirmBox} role="group" aria-labelledby={promptId}>
      <p id={promptId}>{t('rg_future_confirm_prompt')}</p>
      {confirm.isError ? <FormAlert>{errorText(confirm.error, t)}</FormAlert> : null}
      <div className={styles.actions} aria-busy={confirm.isPending}>
        <Button size="sm" disabled={confirm.isPending} onClick={() => handleAnswer('yes')}>
          {confirm.isPending && confirm.variables?.Confirm === 'yes' ? <Spinner /> : null}
          {t('rg_future_confirm')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={confirm.isPending}
          onClick={() => handleAnswer('no')}
        >
          {confirm.isPending && confirm.variables?.Confirm === 'no' ? <Spinner /> : null}
          {t('rg_future_keep')}
        </Button>
      </div>
    </div>
  );
}
