import type { LobbyVertical, TCategoryRow } from '@playfair/contracts/lobby';
import { lobbyCategoryPath } from '@playfair/contracts/web-pages';
import { CATEGORY_ROW_GAME_COUNT } from '@playfair/domain/constants';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { GameTile } from '../../../shared/games/game-tile';
import { useNearViewport } from '../hooks/use-near-viewport';
import { Carousel } from './carousel';
import styles from './lobby.module.css';
import { ShowMoreTile } from './show-more-tile';
import { TileSkeletons } from './tile-skeletons';

/** Tiles of the first row that load first: as many as a wide screen shows. */
const PRIORITY_TILES = 6;

type CategoryRowProps = {
  vertical: LobbyVertical;
  row: TCategoryRow;
  /** The first row: its first tiles' images are the page's largest paint. */
  isFirst: boolean;
  /** Render the tiles now, not when the row comes near the viewport. */
  isEager: boolean;
};

/**
 * A category on the home view (spec 000 §9): its first 20 games in a carousel, then a show-more
 * tile leading to the category's own list.
 */
export function CategoryRow({ vertical, row, isFirst, isEager }: CategoryRowProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearViewport(ref);
  const path = lobbyCategoryPath(locale, vertical, row.name);
  const games = row.games.slice(0, CATEGORY_ROW_GAME_COUNT);
  const hasMore = row.total > games.length;
  return (
    <section
      ref={ref}
      className={styles.row}
      aria-labelledby={headingId}
      data-category={row.name}
      data-category-tag={row.tag}
    >
      <div className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          {row.page.title}
        </h2>
        {hasMore ? (
          <Link to={path} className={styles.seeAll}>
            {t('lobby_row_see_all', { count: row.total })}
          </Link>
        ) : null}
      </div>
      {isEager || isNear ? (
        <Carousel label={t('lobby_games_list_label', { label: row.page.title })}>
          {games.map((game, index) => (
            <GameTile
              key={game.id}
              game={game}
              vertical={vertical}
              priority={isFirst && index < PRIORITY_TILES}
              listItem
            />
          ))}
          {hasMore ? <ShowMoreTile to={path} total={row.total} /> : null}
        </Carousel>
      ) : (
        <TileSkeletons layout="row" />
      )}
    </section>
  );
}
