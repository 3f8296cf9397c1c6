import type { TSessionLimits } from '@playfair/contracts/game-session';
import type { TGameDetails } from '@playfair/contracts/games';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { notify } from '../../../shared/notifications/notification-queue';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { FIRST_LAUNCH, type LaunchAttempt, useGameUrl } from '../api/get-game-url';
import { useActiveGameWindow } from '../hooks/use-active-game-window';
import { useFramePause } from '../hooks/use-frame-pause';
import { useHardRealityCheck } from '../hooks/use-hard-reality-check';
import { useRealityCheck } from '../hooks/use-reality-check';
import { useSessionStats } from '../hooks/use-session-stats';
import { useSessionStop } from '../hooks/use-session-stop';
import { FRAME_SENDING_MUTATION_KEY, frameStateOf } from '../model/casino-message';
import { isMultipleSessionsError } from '../model/in-play-error';
import { liveStatsKind } from '../model/live-stats';
import { netLossLevel } from '../model/net-loss';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { GameFrame } from './game-frame';
import { EmptyFramePlace, GameUnavailable, LaunchPlaceholder } from './game-launch-states';
import { GenericErrorDialog } from './generic-error-dialog';
import { HardRealityCheckDialog } from './hard-reality-check-dialog';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionLimitsNotice } from './session-limits-notice';
import { GameReloading, NetLossWarning, SessionStopNotice } from './session-notices';
import { GameOpenQuestion } from './window-notices';

/** spec 001 §4 net_loss_limit_almost: the warning's threshold when no options answer gave one. */
const DEFAULT_WARN_AT_PERCENT = 80;

export type InPlayProps = {
  game: TGameDetails;
  lobbyPath: string;
  /** This opening of the game (the reality check's clock starts once per opening). */
  opening: string;
  clientId: string;
  /** spec 001 §6 gamelimits applies: the session's figures and limits are followed. */
  needsLimits: boolean;
  /** The limits of the session the check screen started or found running, if any. */
  limits: TSessionLimits | null;
  warnAtPercent: number | null;
  /** spec 001 §3 `data.current`: the running session's limits show over the game at first. */
  isRunningLimitsShown?: boolean;
};

/**
 * A real game and what guards it while it runs (spec 001 §3 / §4 / §6 / §9): the launch and its
 * one retry when a game is open elsewhere, this window's claim on the game, the reality checks
 * (soft and hard) over the paused frame, the session's net loss and time, and the live stats.
 * Continue after a check launches the game again in the same frame; the rest stays.
 */
export function InPlay({
  game,
  lobbyPath,
  opening,
  clientId,
  needsLimits,
  limits,
  warnAtPercent,
  isRunningLimitsShown = false,
}: InPlayProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale, features, country } = useAppConfig();
  const { userId } = useSession();
  const navigate = useNavigate();
  const playerId = userId ?? '';
  const isQuestionOn = features['game-notification'] === true;
  const [attempt, setAttempt] = useState<LaunchAttempt>(() => ({
    ...FIRST_LAUNCH,
    isConflictClosed: !isQuestionOn,
  }));
  const launch = useGameUrl({ locale, userId, gameId: game.gameId, mode: 'real', attempt });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [dismissedWarning, setDismissedWarning] = useState<string | null>(null);
  const [isLimitsNoticeShown, setIsLimitsNoticeShown] = useState(isRunningLimitsShown);
  const url = launch.data?.kind === 'url' ? launch.data : null;
  const isGameOpen = url !== null;

  function relaunch(isCloseFirst = false) {
    setAttempt((previous) => ({ ...previous, number: previous.number + 1, isCloseFirst }));
  }

  useActiveGameWindow({
    isEnabled: isGameOpen,
    clientId,
    gameId: game.gameId,
    locale,
    onAskedToLeave: () => {
      notify({ message: t('game_window_closed_elsewhere') });
      void navigate(lobbyPath);
    },
    onRestored: () => relaunch(),
  });

  // The reality checks: the soft one's clock starts once per opening; the hard one (where the
  // market has it) is read at every launch.
  const realityCheck = useRealityCheck({
    locale,
    userId: playerId,
    opening,
    isEnabled: isGameOpen,
  });
  const isHardCheckOn = features['hard-reality-check'] === true;
  const hardCheck = useHardRealityCheck({
    locale,
    userId: playerId,
    launch: `${opening}:${attempt.number}`,
    isEnabled: isGameOpen && isHardCheckOn,
  });
  const isHardKind =
    isHardCheckOn && (hardCheck.status?.isEnabled === true || realityCheck.status?.kind === 'hard');
  const isSoftCheckDue = !isHardKind && realityCheck.status?.hasActiveRealityCheck === true;
  const hardStatus =
    hardCheck.status?.isEnabled === true && hardCheck.status.hasActiveRealityCheck
      ? hardCheck.status
      : null;

  // The session's figures: followed where limits apply (net loss, time) or the ES bar shows them.
  const liveStats = liveStatsKind({
    isEnabled: features['show-live-stats'] === true,
    country,
    mode: 'real',
  });
  const stats = useSessionStats({
    locale,
    userId: playerId,
    game,
    launch: attempt.number,
    isEnabled: isGameOpen && (needsLimits || liveStats === 'session-figures'),
  });
  const stop = useSessionStop(needsLimits ? stats : null, needsLimits ? limits : null);
  const level =
    needsLimits && stats?.limits
      ? netLossLevel(stats.netLossPercent, warnAtPercent ?? DEFAULT_WARN_AT_PERCENT)
      : 'below';
  const isWarningShown = level === 'almost' && dismissedWarning !== stats?.sessionId;

  const isSending = useIsMutating({ mutationKey: FRAME_SENDING_MUTATION_KEY }) > 0;
  useFramePause(
    frameRef,
    url?.origin ?? '',
    frameStateOf({ isCovered: isSoftCheckDue || hardStatus !== null || stop !== null, isSending }),
  );

  if (launch.isPending) return <LaunchPlaceholder game={game} />;
  if (launch.isError) {
    const isConflict = isMultipleSessionsError(launch.error);
    // spec 001 §4: a game open on another device or in another window: asked once (yes closes it
    // and launches again); without the question the api closed it and tried once already.
    if (isConflict && isQuestionOn && !attempt.isCloseFirst) {
      return (
        <>
          <EmptyFramePlace game={game} />
          <GameOpenQuestion
            clientId={clientId}
            lobbyPath={lobbyPath}
            onYes={() => relaunch(true)}
          />
        </>
      );
    }
    return isConflict ? (
      <GenericErrorDialog game={game} message={errorText(launch.error, t)} lobbyPath={lobbyPath} />
    ) : (
      <ErrorState onRetry={() => void launch.refetch()} />
    );
  }
  if (url === null) return <GameUnavailable game={game} mode="real" lobbyPath={lobbyPath} />;

  function replacement() {
    if (stop !== null) return <SessionStopNotice reason={stop} lobbyPath={lobbyPath} />;
    return launch.isPlaceholderData ? <GameReloading /> : null;
  }

  return (
    <>
      <GameFrame
        game={game}
        mode="real"
        url={url.url}
        origin={url.origin}
        frameRef={frameRef}
        replacement={replacement()}
        notice={
          stop === null ? (
            <>
              {isLimitsNoticeShown && limits !== null ? (
                <SessionLimitsNotice
                  limits={limits}
                  onContinue={() => setIsLimitsNoticeShown(false)}
                />
              ) : null}
              {isWarningShown ? (
                <NetLossWarning onDismiss={() => setDismissedWarning(stats?.sessionId ?? null)} />
              ) : null}
            </>
          ) : null
        }
        sessionStart={realityCheck.status?.sessionStart ?? null}
        sessionStats={stats}
        // A stake the casino refused (a check fell due, a limit was reached): read them now rather
        // than at the next timer or visibility change.
        onPlayPaused={() => {
          realityCheck.readAgain();
          if (isHardCheckOn) hardCheck.readAgain();
        }}
      />
      {isSoftCheckDue && stop === null ? (
        <RealityCheckDialog
          showing={realityCheck.count}
          lobbyPath={lobbyPath}
          onContinued={(status) => {
            realityCheck.apply(status);
            relaunch();
          }}
        />
      ) : null}
      {hardStatus !== null && stop === null ? (
        <HardRealityCheckDialog
          key={`${attempt.number}`}
          status={hardStatus}
          receivedAt={hardCheck.receivedAt}
          onContinue={() => relaunch()}
        />
      ) : null}
    </>
  );
}
