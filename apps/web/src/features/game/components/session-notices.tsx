import { GAME_UNLOAD_TO_LOBBY_MS } from '@playfair/domain/constants';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';
import { AlertIcon, CloseIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useElapsed } from '../hooks/use-elapsed';
import type { SessionStop } from '../model/net-loss';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { GameNotice } from './game-notice';
import styles from './in-play.module.css';

/**
 * spec 001 §4 / §8 net_loss_limit_almost: a warning over the game that does not stop it; the
 * player may dismiss it (its button, or Escape while it has focus).
 */
export function NetLossWarning({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss();
  }
  return (
    <div className={styles.banner} role="status" onKeyDown={handleKeyDown}>
      <AlertIcon className={styles.bannerIcon} />
      <p className={styles.bannerText}>{t('net_loss_limit_almost')}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('game_notice_dismiss')}
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

const STOP_TEXTS = {
  'net-loss': { title: 'game_net_loss_reached_title', text: 'net_loss_limit_reached' },
  'session-time': { title: 'game_session_time_title', text: 'game_session_time_text' },
} as const satisfies Record<SessionStop, { title: string; text: string }>;

/**
 * In the frame's box once the session's game is unloaded (spec 001 §4 / §9): the net-loss limit
 * reached (100 % or more), or the session's time up; the way back to the lobby shows after 1 s.
 */
export function SessionStopNotice({
  reason,
  lobbyPath,
}: {
  reason: SessionStop;
  lobbyPath: string;
}) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const isLobbyShown = useElapsed(GAME_UNLOAD_TO_LOBBY_MS);
  const texts = STOP_TEXTS[reason];
  return (
    <GameNotice title={t(texts.title)} text={t(texts.text)} isInFrame>
      {isLobbyShown ? <LinkButton to={lobbyPath}>{t('game_back_to_lobby')}</LinkButton> : null}
    </GameNotice>
  );
}

/** In the frame's box while the game is launched again (after a check). */
export function GameReloading() {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  return (
    <div className={styles.reloading} role="status">
      <Spinner className={styles.reloadingSpinner} />
      <span>{t('game_loading')}</span>
    </div>
  );
}
