import { REGISTRATION_FIELDS as F } from '@playfair/contracts/registration';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import type { RegistrationFlow } from '../hooks/use-registration-flow';
import styles from './registration-form.module.css';

/** How far back the year list goes: older players type nothing, they scroll further. */
const YEARS_LISTED = 100;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

function monthName(languageTag: string, month: number): string {
  try {
    return new Intl.DateTimeFormat(languageTag, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, month - 1, 1)),
    );
  } catch {
    return String(month);
  }
}

/**
 * spec 001 §5: day, month and year, checked against minimumAge by the shared schema; one error for
 * the three (the invalid-age message), tied to each select.
 */
export function DateOfBirthField({
  flow,
  minimumAge,
}: {
  flow: RegistrationFlow;
  minimumAge: number;
}) {
  const { t } = useTranslation();
  const { languageTag } = useAppConfig();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const day = flow.field(F.dobDay);
  const month = flow.field(F.dobMonth);
  const year = flow.field(F.dobYear);
  const error = day.error ?? month.error ?? year.error;
  const describedBy = error === null ? hintId : `${hintId} ${errorId}`;
  const thisYear = flow.context.today.getUTCFullYear();
  const years = Array.from({ length: YEARS_LISTED + 1 }, (_, index) => thisYear - index);

  const parts = [
    {
      binding: day,
      label: t('registration_dob_day'),
      autoComplete: 'bday-day',
      options: DAYS.map((value) => ({ value: String(value), label: String(value) })),
    },
    {
      binding: month,
      label: t('registration_dob_month'),
      autoComplete: 'bday-month',
      options: MONTHS.map((value) => ({
        value: String(value),
        label: monthName(languageTag, value),
      })),
    },
    {
      binding: year,
      label: t('registration_dob_year'),
      autoComplete: 'bday-year',
      options: years.map((value) => ({ value: String(value), label: String(value) })),
    },
  ];

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('registration_dob_legend')}</legend>
      <div className={styles.dateRow}>
        {parts.map(({ binding, label, autoComplete, options }) => (
          <div key={binding.name} className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-${binding.name}`}>
              {label}
            </label>
            <select
              id={`${id}-${binding.name}`}
              name={binding.name}
              className={styles.select}
              value={binding.value}
              autoComplete={autoComplete}
              onChange={(event) => binding.onChange(event.target.value)}
              onBlur={binding.onBlur}
              aria-required
              aria-invalid={binding.error === null ? undefined : true}
              aria-describedby={describedBy}
            >
              <option value="">{label}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('registration_dob_hint', { minimumAge })}
      </p>
      {error === null ? null : (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
