import styles from './spinner.module.css';

/** A busy indicator. Decorative: the control it sits in says what is happening (aria-busy). */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      className={className === undefined ? styles.spinner : `${styles.spinner} ${className}`}
      aria-hidden="true"
      data-testid="spinner"
    />
  );
}
