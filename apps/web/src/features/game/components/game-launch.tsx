import type { TGameDetails } from '@playfair/contracts/games';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { ErrorState } from '../../../shared/ui/error-state';
import { LinkButton } from '../../../shared/ui/link-button';
import { Spinner } from '../../../shared/ui/spinner';
import { useGameUrl } from '../api/get-game-url';
import { parseAspectRatio } from '../model/aspect-ratio';
import type { GameMode } from '../model/game-mode';
import { GameFrame, frameStyle } from './game-frame';
import { GameNotice } from './game-notice';
import styles from './game.module.css';

type GameLaunchProps = { game: TGameDetails; mode: GameMode; lobbyPath: string };

/**
 * The launch (GET /igc-game-url/{gameId}, `?mode=demo` for fun play) and what comes of it: the
 * frame, or — for the text `false` — why not: a visitor is asked to log in, a player is told.
 */
export function GameLaunch({ game, mode, lobbyPath }: GameLaunchProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { isLogged, userId } = useSession();
  const modals = useModals();
  const launch = useGameUrl({ locale, userId, gameId: game.gameId, mode });
  const ratio = parseAspectRatio(game.aspectRatio);

  if (launch.isPending) {
    return (
      <div className={styles.placeholder} style={frameStyle(ratio)} role="status">
        <Spinner className={styles.placeholderSpinner} />
        <span>{t('game_loading')}</span>
      </div>
    );
  }
  if (launch.isError) {
    return <ErrorState onRetry={() => void launch.refetch()} />;
  }
  if (launch.data.kind === 'url') {
    return <GameFrame game={game} mode={mode} url={launch.data.url} origin={launch.data.origin} />;
  }

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
