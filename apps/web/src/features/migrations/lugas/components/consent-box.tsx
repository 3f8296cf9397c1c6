import { type ReactNode, useId } from 'react';
import styles from './migration-form.module.css';

export type ConsentBoxProps = {
  /** The form name the box posts (1 when ticked); none when a hidden field carries it. */
  name?: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  isRequired?: boolean;
};

/** A consent of a migration form, its error tied to it for screen readers. */
export function ConsentBox({
  name,
  isChecked,
  onChange,
  children,
  error = null,
  isRequired = true,
}: ConsentBoxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
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
      </div>
      {error === null ? null : (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
