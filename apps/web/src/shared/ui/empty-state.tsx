import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  titleAs?: 'h2' | 'h3';
  children?: ReactNode;
};

/** Nothing to list yet, said plainly, with what will show here and (optionally) what to do. */
export function EmptyState({
  icon,
  title,
  text,
  titleAs: Title = 'h2',
  children,
}: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <span className={styles.icon}>{icon}</span>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.text}>{text}</p>
      {children === undefined ? null : <div className={styles.actions}>{children}</div>}
    </div>
  );
}
