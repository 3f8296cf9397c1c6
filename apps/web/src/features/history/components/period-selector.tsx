import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import {
  type DateRange,
  type HistoryPeriod,
  isoDate,
  PERIOD_PRESET_DAYS,
  type PresetDays,
  periodRange,
  type RangeProblem,
  rangeProblem,
} from '../model/history-period';
import styles from './history.module.css';

const PRESET_KEYS = {
  7: 'history_period_7',
  30: 'history_period_30',
  90: 'history_period_90',
} as const satisfies Record<PresetDays, `history_period_${number}`>;

type Choice = PresetDays | 'custom';

type PeriodSelectorProps = {
  period: HistoryPeriod;
  onChange: (period: HistoryPeriod) => void;
};

/**
 * The period of a history list: the last 7, 30 or 90 days at one choice (radio buttons, so the
 * arrow keys move between them), or two dates the player picks and applies.
 */
export function PeriodSelector({ period, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  const [choice, setChoice] = useState<Choice>(period.kind === 'preset' ? period.days : 'custom');
  const [draft, setDraft] = useState<DateRange>(() => periodRange(period, new Date()));
  const [problem, setProblem] = useState<RangeProblem>(null);
  const today = isoDate(new Date());

  function handleApply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found === null) onChange({ kind: 'custom', from: draft.from, to: draft.to });
  }

  const problemText =
    problem === 'missing'
      ? t('history_dates_missing')
      : problem === 'reversed'
        ? t('history_dates_reversed')
        : null;

  return (
    <div className={styles.periodBox}>
      <fieldset className={styles.periods}>
        <legend className={styles.legend}>{t('history_period_label')}</legend>
        {PERIOD_PRESET_DAYS.map((days) => (
          <label key={days} className={styles.pill}>
            <input
              type="radio"
              name={name}
              checked={choice === days}
              onChange={() => {
                setChoice(days);
                onChange({ kind: 'preset', days });
              }}
            />
            <span>{t(PRESET_KEYS[days])}</span>
          </label>
        ))}
        <label className={styles.pill}>
          <input
            type="radio"
            name={name}
            checked={choice === 'custom'}
            onChange={() => setChoice('custom')}
          />
          <span>{t('history_period_custom')}</span>
        </label>
      </fieldset>
      {choice === 'custom' ? (
        <form className={styles.dates} noValidate onSubmit={handleApply}>
          <TextField
            label={t('history_from')}
            type="date"
            max={today}
            value={draft.from}
            error={problemText}
            onChange={(event) =>
              setDraft((previous) => ({ ...previous, from: event.target.value }))
            }
          />
          <TextField
            label={t('history_to')}
            type="date"
            max={today}
            value={draft.to}
            onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
          />
          <Button type="submit" variant="secondary" className={styles.apply}>
            {t('history_apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
