import type { ReactNode } from 'react';
import styles from './form-alert.module.css';
import { AlertIcon, InfoIcon } from './icons';

/**
 * A form's own message (spec 000 §8: the login error text "in the error area"). Announced when it
 * appears: an error as an alert, a confirmation as a status.
 */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  const Icon = tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${tone === 'error' ? styles.error : styles.success}`}
    >
      <Icon className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
