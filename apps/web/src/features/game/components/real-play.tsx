import { CLOSE_ACTIVE_GAME_MESSAGE, type TSessionLimits } from '@playfair/contracts/game-session';
import type { TGameDetails } from '@playfair/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useSession } from '../../../shared/session/session-context';
import { getLocalStorage, readStored } from '../../../shared/storage/local-storage';
import { prepareRealPlayQueryOptions } from '../api/prepare-real-play';
import { useClientId } from '../hooks/use-client-id';
import { postWindowMessage } from '../hooks/use-window-messages';
import { needsSessionLimits } from '../model/session-options';
import {
  readActiveGame,
  readNotificationLock,
  WINDOW_STORAGE_KEYS,
  type WindowDecision,
  windowDecision,
} from '../model/window-lock';
import { IN_PLAY_ERROR_KEYS, IN_PLAY_NAMESPACE } from '../text-keys';
import { EmptyFramePlace, LaunchPlaceholder } from './game-launch-states';
import { GenericErrorDialog } from './generic-error-dialog';
import { InPlay } from './in-play';
import { SessionCheckScreen } from './session-check-screen';
import { GameOpenQuestion, MultipleWindowsNotice } from './window-notices';

type RealPlayProps = { game: TGameDetails; lobbyPath: string };

/** Where the opening of a real game stands. */
type Step =
  | { kind: 'multiple-windows' }
  | { kind: 'ask' }
  /** The calls before the launch: the other game closed (if so), the game-limits check. */
  | { kind: 'prepare'; isCloseFirst: boolean }
  /** Limits chosen on the check screen: launch. */
  | { kind: 'play'; limits: TSessionLimits; warnAtPercent: number };

function firstStep(decision: WindowDecision): Step {
  switch (decision) {
    case 'multiple-windows':
      return { kind: 'multiple-windows' };
    case 'ask':
      return { kind: 'ask' };
    case 'close-other':
      return { kind: 'prepare', isCloseFirst: true };
    case 'proceed':
      return { kind: 'prepare', isCloseFirst: false };
  }
}

/** What the other windows left in storage as this one opens the game (spec 001 §3 / §4). */
function decideNow(clientId: string, isQuestionOn: boolean): WindowDecision {
  const storage = getLocalStorage();
  return windowDecision({
    clientId,
    activeGame: readActiveGame(readStored(storage, WINDOW_STORAGE_KEYS.activeGame)),
    notificationLock: readNotificationLock(
      readStored(storage, WINDOW_STORAGE_KEYS.notificationLock),
    ),
    isQuestionOn,
  });
}

let lastOpening = 0;

/** A name for one opening of a game in this page: the calls made once per opening key on it. */
function nextOpening(): string {
  lastOpening += 1;
  return `opening-${lastOpening}`;
}

/**
 * A logged-in player's real play (spec 001 §3 / §4 / §6): one game, one window first — another
 * window's question in progress says so, another window's game is closed (asked first where
 * game-notification is on) — then the game-limits check of a slot, then the game itself.
 */
export function RealPlay({ game, lobbyPath }: RealPlayProps) {
  const { features } = useAppConfig();
  const clientId = useClientId();
  const isQuestionOn = features['game-notification'] === true;
  const [opening] = useState(nextOpening);
  const [step, setStep] = useState<Step>(() => firstStep(decideNow(clientId, isQuestionOn)));

  function closeOtherWindow() {
    postWindowMessage({ type: CLOSE_ACTIVE_GAME_MESSAGE, clientID: clientId });
  }

  switch (step.kind) {
    case 'multiple-windows':
      return <MultipleWindowsNotice lobbyPath={lobbyPath} />;
    case 'ask':
      return (
        <>
          <EmptyFramePlace game={game} />
          <GameOpenQuestion
            clientId={clientId}
            lobbyPath={lobbyPath}
            onYes={() => {
              closeOtherWindow();
              setStep({ kind: 'prepare', isCloseFirst: true });
            }}
          />
        </>
      );
    case 'prepare':
      return (
        <PreparePlay
          game={game}
          lobbyPath={lobbyPath}
          opening={opening}
          clientId={clientId}
          isCloseFirst={step.isCloseFirst}
          // Without the question, the other window is told to leave as its session is ended.
          onClosing={isQuestionOn ? undefined : closeOtherWindow}
          onLimitsSet={(limits, warnAtPercent) => setStep({ kind: 'play', limits, warnAtPercent })}
        />
      );
    case 'play':
      return (
        <InPlay
          game={game}
          lobbyPath={lobbyPath}
          opening={opening}
          clientId={clientId}
          needsLimits
          limits={step.limits}
          warnAtPercent={step.warnAtPercent}
        />
      );
  }
}

type PreparePlayProps = {
  game: TGameDetails;
  lobbyPath: string;
  opening: string;
  clientId: string;
  isCloseFirst: boolean;
  onClosing?: () => void;
  onLimitsSet: (limits: TSessionLimits, warnAtPercent: number) => void;
};

/**
 * The calls before the launch (api/prepare-real-play.ts) and what they lead to: the game (with
 * the running session's limits shown over it), the check screen, or the generic error then the
 * lobby.
 */
function PreparePlay({
  game,
  lobbyPath,
  opening,
  clientId,
  isCloseFirst,
  onClosing,
  onLimitsSet,
}: PreparePlayProps) {
  const { t, i18n } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale, features } = useAppConfig();
  const { isLogged, userId } = useSession();
  const needsLimits = needsSessionLimits({ features, isLogged, mode: 'real', game });
  const hasCalls = isCloseFirst || needsLimits;
  const start = useQuery({
    ...prepareRealPlayQueryOptions({
      locale,
      userId: userId ?? '',
      opening,
      gameId: game.gameId,
      isCloseFirst,
      needsLimits,
      onClosing,
    }),
    enabled: hasCalls,
  });

  const inPlay = (
    limits: TSessionLimits | null,
    warnAtPercent: number | null,
    isRunningLimitsShown = false,
  ) => (
    <InPlay
      game={game}
      lobbyPath={lobbyPath}
      opening={opening}
      clientId={clientId}
      needsLimits={needsLimits}
      limits={limits}
      warnAtPercent={warnAtPercent}
      isRunningLimitsShown={isRunningLimitsShown}
    />
  );

  if (!hasCalls) return inPlay(null, null);
  if (start.isPending) return <LaunchPlaceholder game={game} />;
  if (start.isError) {
    return (
      <GenericErrorDialog game={game} message={errorText(start.error, t)} lobbyPath={lobbyPath} />
    );
  }
  const answer = start.data;
  switch (answer.kind) {
    case 'launch':
      return inPlay(null, null);
    case 'session-error':
      return (
        <GenericErrorDialog
          game={game}
          message={translatedIfKey(
            answer.message,
            (key) => i18n.exists(key, { ns: IN_PLAY_NAMESPACE }),
            t,
          )}
          lobbyPath={lobbyPath}
        />
      );
    case 'limits-running':
      return inPlay(answer.limits, answer.warnAtPercent, true);
    case 'limits-needed':
      return (
        <SessionCheckScreen
          gameId={game.gameId}
          options={answer.options}
          lobbyPath={lobbyPath}
          onDone={(limits) => onLimitsSet(limits, answer.options.warnAtPercent)}
        />
      );
  }
}

type InPlayErrorKey = (typeof IN_PLAY_ERROR_KEYS)[number];

/**
 * spec 001 §8: an active session's `Error` is shown translated when it is one of the error model's
 * keys the page has loaded, and as it came otherwise.
 */
function translatedIfKey(
  text: string,
  isLoadedKey: (key: string) => boolean,
  translate: (key: InPlayErrorKey) => string,
): string {
  const isErrorKey = (IN_PLAY_ERROR_KEYS as readonly string[]).includes(text);
  return isErrorKey && isLoadedKey(text) ? translate(text as InPlayErrorKey) : text;
}
