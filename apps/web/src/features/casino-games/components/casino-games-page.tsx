import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { GameTile } from '../../../shared/games/game-tile';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { SearchIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useCasinoGames } from '../api/get-casino-games';
import { gamesByLetter, OTHER_LETTER } from '../model/games-by-letter';
import { CASINO_GAMES_NAMESPACE } from '../text-keys';
import styles from './casino-games.module.css';

/** How many tiles load their image at once: the first row in front of the player. */
const PRIORITY_TILES = 6;

function anchorOf(letter: string): string {
  return letter === OTHER_LETTER ? 'games-0-9' : `games-${letter.toLowerCase()}`;
}

/**
 * spec 000 §2 "Casino games page", `/{locale}/casino-games`: every casino game A–Z, as the lobby's
 * tiles, with an index of the letters that jumps to each group.
 */
export function CasinoGamesPage() {
  const { t } = useTranslation(CASINO_GAMES_NAMESPACE);
  const { locale, languageTag, brand } = useAppConfig();
  const { userId } = useSession();
  useDocumentTitle(`${t('casino_games_title')} | ${brand.name}`);
  const games = useCasinoGames({ locale, userId });

  function content() {
    if (games.isPending) {
      return (
        <p className={styles.loading} role="status">
          <Spinner /> {t('loading')}
        </p>
      );
    }
    if (games.isError) return <ErrorState isCompact onRetry={() => void games.refetch()} />;
    const groups = gamesByLetter(games.data.games, languageTag);
    if (groups.length === 0) {
      return (
        <EmptyState
          icon={<SearchIcon />}
          titleAs="h2"
          title={t('casino_games_title')}
          text={t('casino_games_empty')}
        />
      );
    }
    let position = 0;
    return (
      <>
        <p className={styles.count}>
          {t('casino_games_count', { count: games.data.games.length })}
        </p>
        <nav className={styles.letters} aria-label={t('casino_games_letters')}>
          {groups.map(({ letter }) => (
            <a key={letter} className={styles.letter} href={`#${anchorOf(letter)}`}>
              {letter}
            </a>
          ))}
        </nav>
        {groups.map(({ letter, games: list }) => (
          <section
            key={letter}
            id={anchorOf(letter)}
            className={styles.group}
            aria-labelledby={`${anchorOf(letter)}-title`}
          >
            <h2 id={`${anchorOf(letter)}-title`} className={styles.groupTitle}>
              {letter}
            </h2>
            <ul className={styles.grid}>
              {list.map((game) => {
                position += 1;
                return (
                  <li key={game.id} className={styles.cell}>
                    <GameTile game={game} vertical="casino" priority={position <= PRIORITY_TILES} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="casino-games-title">
      <header className={styles.header}>
        <h1 id="casino-games-title" className={styles.title}>
          {t('casino_games_title')}
        </h1>
        <p className={styles.muted}>{t('casino_games_intro')}</p>
      </header>
      {content()}
    </article>
  );
}
