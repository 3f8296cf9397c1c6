import type { ReactNode } from 'react';
import { InfoIcon } from './icons';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'warning';

export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={[styles.notice, styles[tone], className].filter(Boolean).join(' ')}>
      <InfoIcon className={styles.icon} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
