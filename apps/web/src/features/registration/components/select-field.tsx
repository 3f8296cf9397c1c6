import { type ReactNode, useId } from 'react';
import styles from './registration-form.module.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Already translated; tied to the select with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** The empty first choice ("Please choose"); none when the select always has a value. */
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
  className?: string;
};

/** A labelled native select with its hint and error, like the UI kit's TextField. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  error = null,
  hint,
  placeholder,
  isRequired = false,
  isDisabled = false,
  autoComplete,
  className,
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === null ? null : errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={isDisabled}
        autoComplete={autoComplete}
        aria-required={isRequired ? true : undefined}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint === undefined ? null : (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error === null ? null : (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
