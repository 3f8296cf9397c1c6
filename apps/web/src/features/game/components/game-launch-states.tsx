import type { TGameDetails } from '@playfair/contracts/games';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { LinkButton } from '../../../shared/ui/link-button';
import { Spinner } from '../../../shared/ui/spinner';
import { parseAspectRatio } from '../model/aspect-ratio';
import type { GameMode } from '../model/game-mode';
import { frameStyle } from './game-frame';
import { GameNotice } from './game-notice';
import styles from './game.module.css';

/** In the frame's place, at its size, while the game (or what comes before it) loads. */
export function LaunchPlaceholder({ game }: { game: TGameDetails }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.placeholder}
      style={frameStyle(parseAspectRatio(game.aspectRatio))}
      role="status"
    >
      <Spinner className={styles.placeholderSpinner} />
      <span>{t('game_loading')}</span>
    </div>
  );
}

/** The frame's place, empty, at its size: under a question asked before the game starts. */
export function EmptyFramePlace({ game }: { game: TGameDetails }) {
  return (
    <div
      className={styles.placeholder}
      style={frameStyle(parseAspectRatio(game.aspectRatio))}
      aria-hidden="true"
    />
  );
}

/**
 * spec 001 §7: the launch answered `false`: a visitor is asked to log in, a player is told the game
 * cannot be opened (for fun: it has no demo).
 */
export function GameUnavailable({
  game,
  mode,
  lobbyPath,
}: {
  game: TGameDetails;
  mode: GameMode;
  lobbyPath: string;
}) {
  const { t } = useTranslation();
  const { isLogged } = useSession();
  const modals = useModals();
  if (!isLogged) {
    return (
      <GameNotice title={t('game_login_required_title')} text={t('game_login_required_text')}>
        <Button onClick={() => modals.open('login')}>{t('header_login')}</Button>
      </GameNotice>
    );
  }
  const isDemoRefused = mode === 'demo' && !game.forFun;
  return (
    <GameNotice
      title={t('game_unavailable_title')}
      text={isDemoRefused ? t('game_demo_unavailable_text') : t('game_unavailable_text')}
    >
      <LinkButton to={lobbyPath} variant="secondary">
        {game.isLive ? t('game_back_to_live_casino') : t('game_back_to_casino')}
      </LinkButton>
    </GameNotice>
  );
}
