import type { TGameDetails } from '@playfair/contracts/games';
import { Suspense } from 'react';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { useGameUrl } from '../api/get-game-url';
import type { GameMode } from '../model/game-mode';
import { GameFrame } from './game-frame';
import { GameUnavailable, LaunchPlaceholder } from './game-launch-states';
import { RealPlay } from './real-play';

type GameLaunchProps = { game: TGameDetails; mode: GameMode; lobbyPath: string };

/**
 * The launch and what comes of it: for a logged-in player's real play, the checks that guard it
 * first (`RealPlay`); for fun play, the launch alone (GET /igc-game-url/{gameId}?mode=demo). The
 * in-play texts (the session bar, the checks) are the feature's own namespace: until they are
 * loaded the frame's place says the game is loading.
 */
export function GameLaunch({ game, mode, lobbyPath }: GameLaunchProps) {
  const { isLogged } = useSession();
  return (
    <Suspense fallback={<LaunchPlaceholder game={game} />}>
      {isLogged && mode === 'real' ? (
        <RealPlay game={game} lobbyPath={lobbyPath} />
      ) : (
        <DemoPlay game={game} mode={mode} lobbyPath={lobbyPath} />
      )}
    </Suspense>
  );
}

/**
 * Fun play (GET /igc-game-url/{gameId}?mode=demo; a visitor's launch is always one): the frame,
 * or — for the text `false` — why not.
 */
function DemoPlay({ game, mode, lobbyPath }: GameLaunchProps) {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const launch = useGameUrl({ locale, userId, gameId: game.gameId, mode });

  if (launch.isPending) return <LaunchPlaceholder game={game} />;
  if (launch.isError) return <ErrorState onRetry={() => void launch.refetch()} />;
  if (launch.data.kind === 'url') {
    return <GameFrame game={game} mode={mode} url={launch.data.url} origin={launch.data.origin} />;
  }
  return <GameUnavailable game={game} mode={mode} lobbyPath={lobbyPath} />;
}
