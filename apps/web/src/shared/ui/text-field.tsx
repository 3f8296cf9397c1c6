import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'ref'> & {
  label: string;
  /** Already translated; shown under the field and tied to it with aria-describedby. */
  error?: string | null;
  /** Help that stays visible (format, rules). */
  hint?: ReactNode;
  /** Shown inside the field's row, after the input (a visibility toggle). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error text, as screen readers expect them. */
export function TextField({
  label,
  error = null,
  hint,
  trailing,
  inputRef,
  className,
  required,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === null ? null : errorId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className === undefined ? styles.field : `${styles.field} ${className}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          aria-invalid={error === null ? undefined : true}
          aria-required={required === true ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          {...inputProps}
        />
        {trailing}
      </div>
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
