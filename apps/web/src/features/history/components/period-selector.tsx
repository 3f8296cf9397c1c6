import { type THistoryPeriodForm, ZHistoryPeriodForm } from '@playfair/contracts/payments';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import type { TextKey } from '../../../shared/i18n/text-key';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import {
  type HistoryPeriod,
  isoDate,
  PERIOD_PRESET_DAYS,
  type PresetDays,
  periodRange,
} from '../model/history-period';
import { HISTORY_PERIOD_ISSUE_KEYS } from '../text-keys';
import styles from './history.module.css';
import { PillChoice, PillGroup } from '../../../shared/ui/pill-choice';

const PRESET_KEYS = {
  7: 'history_period_7',
  30: 'history_period_30',
  90: 'history_period_90',
} as const satisfies Record<PresetDays, `history_period_${number}`>;

const RESOLVER = contractResolver<THistoryPeriodForm>(ZHistoryPeriodForm, {
  keys: HISTORY_PERIOD_ISSUE_KEYS,
});

type Choice = PresetDays | 'custom';

type PeriodSelectorProps = {
  period: HistoryPeriod;
  onChange: (period: HistoryPeriod) => void;
};

/**
 * The period of a history list: the last 7, 30 or 90 days at one choice (radio buttons, so the
 * arrow keys move between them), or two dates the player picks and applies. A problem with the
 * dates shows when they are applied, and stays until they are applied again.
 */
export function PeriodSelector({ period, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  const [choice, setChoice] = useState<Choice>(period.kind === 'preset' ? period.days : 'custom');
  const form = useForm<THistoryPeriodForm>({
    defaultValues: periodRange(period, new Date()),
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problem = form.formState.errors.from?.message as TextKey | undefined;
  const today = isoDate(new Date());
  const { ref: fromRef, ...from } = form.register('from');
  const { ref: toRef, ...to } = form.register('to');

  return (
    <div className={styles.periodBox}>
      <PillGroup legend={t('history_period_label')}>
        {PERIOD_PRESET_DAYS.map((days) => (
          <PillChoice
            key={days}
            name={name}
            checked={choice === days}
            onChange={() => {
              setChoice(days);
              onChange({ kind: 'preset', days });
            }}
            label={t(PRESET_KEYS[days])}
          />
        ))}
        <PillChoice
          name={name}
          checked={choice === 'custom'}
          onChange={() => setChoice('custom')}
          label={t('history_period_custom')}
        />
      </PillGroup>
      {choice === 'custom' ? (
        <form
          className={styles.dates}
          noValidate
          onSubmit={form.handleSubmit((dates) => onChange({ kind: 'custom', ...dates }))}
        >
          <TextField
            label={t('history_from')}
            type="date"
            max={today}
            {...from}
            inputRef={fromRef}
            error={problem === undefined ? null : t(problem)}
          />
          <TextField label={t('history_to')} type="date" max={today} {...to} inputRef={toRef} />
          <Button type="submit" variant="secondary" className={styles.apply}>
            {t('history_apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
