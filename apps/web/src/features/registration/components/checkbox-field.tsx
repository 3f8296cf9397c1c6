import { type ReactNode, useId } from 'react';
import { flagOf } from '../model/registration-values';
import styles from './registration-form.module.css';

export type CheckboxFieldProps = {
  /** The form names of the hidden flags the box sets (spec 001 §3 "hidden consented flags"). */
  flagNames: readonly string[];
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  isRequired?: boolean;
};

/**
 * A consent box. The posted value is the hidden flag beside it (1 or 0), so an unticked box is
 * sent as 0 rather than left out.
 */
export function CheckboxField({
  flagNames,
  isChecked,
  onChange,
  children,
  error = null,
  isRequired = false,
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={isRequired ? true : undefined}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : errorId}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {children}
        </label>
        {flagNames.map((name) => (
          <input key={name} type="hidden" name={name} value={flagOf(isChecked)} />
        ))}
      </div>
      {error === null ? null : (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
