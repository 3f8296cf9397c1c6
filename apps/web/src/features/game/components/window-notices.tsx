import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { AlertIcon } from '../../../shared/ui/icons';
import { LinkButton } from '../../../shared/ui/link-button';
import { PageDialog } from '../../../shared/modal/page-dialog';
import { useNotificationLock } from '../hooks/use-notification-lock';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import styles from './in-play.module.css';

/** Moves focus to the heading when the panel takes the frame's place, so it is read first. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * spec 001 §4: another window is asking the player about an open game already (its notification
 * lock): this one says so, and offers the lobby.
 */
export function MultipleWindowsNotice({ lobbyPath }: { lobbyPath: string }) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const titleRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <section className={styles.panel} role="alert" aria-labelledby="game-windows-title">
      <div className={styles.panelHeader}>
        <span className={styles.panelIcon}>
          <AlertIcon />
        </span>
        <h2 id="game-windows-title" ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
          {t('game_window_multiple_title')}
        </h2>
      </div>
      <p className={styles.text}>{t('game_window_multiple_text')}</p>
      <div className={styles.actions}>
        <LinkButton to={lobbyPath}>{t('game_back_to_lobby')}</LinkButton>
      </div>
    </section>
  );
}

type GameOpenQuestionProps = {
  clientId: string;
  lobbyPath: string;
  onYes: () => void;
};

/**
 * spec 001 §4 with game-notification on: a game is open in another window or on another device;
 * yes closes it and plays here, no goes to the lobby. A modal question (Escape does not answer
 * it). While it asks, this window holds the notification lock: a third window says "multiple
 * windows" instead of asking too.
 */
export function GameOpenQuestion({ clientId, lobbyPath, onYes }: GameOpenQuestionProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const navigate = useNavigate();
  const toLobby = () => void navigate(lobbyPath);
  useNotificationLock({ isEnabled: true, clientId, onAskedToLeave: toLobby });
  return (
    <PageDialog title={t('game_window_question_title')} size="sm" icon={<AlertIcon />}>
      <p className={styles.text}>{t('game_window_question_text')}</p>
      <div className={styles.actions}>
        <Button onClick={onYes} data-autofocus>
          {t('game_window_question_yes')}
        </Button>
        <Button variant="secondary" onClick={toLobby}>
          {t('game_window_question_no')}
        </Button>
      </div>
    </PageDialog>
  );
}
