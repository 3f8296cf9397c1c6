import type { TGameDetails } from '@playfair/contracts/games';
import {
  GAME_SLUG_MAX_LENGTH,
  GAME_SLUG_PATTERN,
  webPagePath,
} from '@playfair/contracts/web-pages';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { ModalLink } from '../../../shared/modal/modal-link';
import { gameOpenedFrom } from '../../../shared/navigation/game-link-state';
import { useSession } from '../../../shared/session/session-context';
import { buttonClassName } from '../../../shared/ui/button-class-name';
import { ErrorState } from '../../../shared/ui/error-state';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { LinkButton } from '../../../shared/ui/link-button';
import { Spinner } from '../../../shared/ui/spinner';
import { useGameDetails } from '../api/get-game-details';
import { DEMO_MODE, GAME_MODE_PARAM, type GameMode, gameModeOf } from '../model/game-mode';
import { gameOnloadError } from '../model/onload-error';
import { firstBlock, PRE_PLAY_CHECKS } from '../model/pre-play-checks';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { FreeRoundsBanner } from './free-rounds-banner';
import { GameBlockView } from './game-block';
import { GameLaunch } from './game-launch';
import { type RacePanelRenderer, RacePanelSlot } from './game-slots';
import styles from './game.module.css';

type GamePageProps = {
  /** The app's 404 view (src/app owns it): an unknown slug shows it. */
  notFound: ReactNode;
  /** The races' side panel (the races feature, composed by src/app). */
  racePanel?: RacePanelRenderer;
};

function isGameSlug(slug: string): boolean {
  return slug.length <= GAME_SLUG_MAX_LENGTH && GAME_SLUG_PATTERN.test(slug);
}

/**
 * The game view (DESIGN §6 `/{locale}/game/{slug}`, spec 001 §2): the game's details
 * (GET /games/{slug}), the checks before play, then the launch and the frame.
 */
export function GamePage({ notFound, racePanel }: GamePageProps) {
  const { slug = '' } = useParams();
  if (!isGameSlug(slug)) return notFound;
  return <GameLoader key={slug} slug={slug} notFound={notFound} racePanel={racePanel} />;
}

function GameLoader({ slug, notFound, racePanel }: GamePageProps & { slug: string }) {
  const { t } = useTranslation();
  // The in-play texts start loading with the game's details, not after them (the launch waits
  // for them under its own Suspense).
  useTranslation(IN_PLAY_NAMESPACE, { useSuspense: false });
  const { locale } = useAppConfig();
  const details = useGameDetails({ locale, slug });

  if (details.isPending) {
    return (
      <p className={styles.loading}>
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (details.isError) {
    return <ErrorState titleAs="h1" onRetry={() => void details.refetch()} />;
  }
  if (details.data === null) return notFound;
  return <GameView game={details.data} racePanel={racePanel} />;
}

function GameView({ game, racePanel }: { game: TGameDetails; racePanel?: RacePanelRenderer }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { isLogged, userId } = useSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Read once, as the page opens: a modal opened here gives the history entry its own state.
  const [openedFrom] = useState(() => gameOpenedFrom(location.state));
  const mode = gameModeOf({ isLogged, search: searchParams });
  const lobbyPath = webPagePath(config.locale, game.isLive ? 'liveCasino' : 'casino');
  const onloadError = gameOnloadError({
    search: searchParams,
    onloadActions: config.onloadActions,
    slug: game.slug,
  });
  // spec 001 §6: the first check that blocks wins, and the game's URL is not even asked for.
  const block = firstBlock(PRE_PLAY_CHECKS, {
    game,
    mode,
    isLogged,
    config,
    openedFrom,
    onloadError,
  });
  useDocumentTitle(`${game.Name} | ${config.brand.name}`);

  return (
    <article className={styles.page} aria-labelledby="game-title">
      <header className={styles.top}>
        <Link to={lobbyPath} className={styles.back}>
          <ArrowRightIcon className={styles.backIcon} />
          {game.isLive ? t('game_back_to_live_casino') : t('game_back_to_casino')}
        </Link>
        <h1 id="game-title" className={styles.title}>
          {game.Name}
        </h1>
        {mode === 'real' && userId !== null ? (
          <FreeRoundsBanner slug={game.slug} userId={userId} />
        ) : null}
        <ModeSwitch game={game} mode={mode} isLogged={isLogged} />
      </header>
      <div className={styles.playArea}>
        {block === null ? (
          // A new mode is a new launch: a fresh URL, a fresh frame, fresh session figures.
          <GameLaunch key={mode} game={game} mode={mode} lobbyPath={lobbyPath} />
        ) : (
          <GameBlockView key={mode} block={block} game={game} lobbyPath={lobbyPath} />
        )}
        <RacePanelSlot gameId={game.gameId} isEnabled={config.lobby.races} panel={racePanel} />
      </div>
    </article>
  );
}

/**
 * spec 001 §6: a player may choose to play for fun where the game offers it, and back; a visitor
 * plays for fun and is offered the login to play for real.
 */
function ModeSwitch({
  game,
  mode,
  isLogged,
}: {
  game: TGameDetails;
  mode: GameMode;
  isLogged: boolean;
}) {
  const { t } = useTranslation();
  if (!isLogged) {
    return (
      <ModalLink modal="login" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        {t('game_login_for_real')}
      </ModalLink>
    );
  }
  if (mode === 'demo') {
    return (
      <LinkButton to={{ search: '' }} variant="secondary" size="sm" replace>
        {t('game_play_for_real')}
      </LinkButton>
    );
  }
  if (!game.forFun) return null;
  return (
    <LinkButton
      to={{ search: `?${new URLSearchParams({ [GAME_MODE_PARAM]: DEMO_MODE })}` }}
      variant="ghost"
      size="sm"
      replace
    >
      {t('game_play_for_fun')}
    </LinkButton>
  );
}
