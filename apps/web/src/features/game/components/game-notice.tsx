import type { ReactNode } from 'react';
import { AlertIcon } from '../../../shared/ui/icons';
import styles from './game.module.css';

/**
 * In the frame's place: why the game does not show, and what the player can do. `isInFrame`: it
 * fills the frame's box (a game unloaded while it was played) instead of standing as a card.
 */
export function GameNotice({
  title,
  text,
  children,
  isInFrame = false,
}: {
  title: string;
  text: string;
  children?: ReactNode;
  isInFrame?: boolean;
}) {
  return (
    <section
      className={isInFrame ? `${styles.notice} ${styles.noticeInFrame}` : styles.notice}
      role="alert"
      aria-labelledby="game-notice-title"
    >
      <AlertIcon className={styles.noticeIcon} />
      <h2 id="game-notice-title" className={styles.noticeTitle}>
        {title}
      </h2>
      <p className={styles.noticeText}>{text}</p>
      {children === undefined ? null : <div className={styles.noticeActions}>{children}</div>}
    </section>
  );
}
