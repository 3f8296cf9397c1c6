import type { LobbyVertical, TGameTile } from '@playfair/contracts/lobby';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../config/app-config-context';
import { gameLinkState } from '../navigation/game-link-state';
import { useSession } from '../session/session-context';
import { useFavouriteToggle } from './favourite-game';
import { tileImage } from '@playfair/contracts/game-tile-image';
import styles from './game-tile.module.css';
import { HeartIcon } from './heart-icon';
import { touchTapOutcome } from './touch-tap';

const LOBBY_LINK_STATE = gameLinkState('lobby');

/** A tile that is an item of a role="list"; a virtualised list gives its place in the whole list. */
export type GameTileListItem = true | { position: number; size: number };

export type GameTileProps = {
  game: TGameTile;
  vertical: LobbyVertical;
  /** In the first row on screen: the image loads at once and first (the page's largest paint). */
  priority?: boolean;
  listItem?: GameTileListItem;
};

type TileStatus = 'maintenance' | 'offline' | null;

function statusOf(game: TGameTile): TileStatus {
  if (game.inMaintenance) return 'maintenance';
  if (game.isOffline) return 'offline';
  return null;
}

function listItemProps(listItem: GameTileListItem | undefined) {
  if (listItem === undefined) return {};
  if (listItem === true) return { role: 'listitem' };
  return { role: 'listitem', 'aria-posinset': listItem.position, 'aria-setsize': listItem.size };
}

function TileImage({ game, priority }: { game: TGameTile; priority: boolean }) {
  const image = tileImage(game);
  return (
    <img
      className={styles.image}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={game.name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * A game in a lobby row, a category list or search results (spec 000 §3 game tile, spec 001 §3):
 * the artwork links to the game; its name, vendor and stake range under it; exclusive and promoted
 * badges; maintenance and offline games dimmed and not playable. Players favourite it with the
 * heart (never in live casino, spec 000 §6) or a double tap on a touch screen (spec 001 §9); the
 * demo button shows only where demo play is offered (spec 000 §6).
 */
export function GameTile({ game, vertical, priority = false, listItem }: GameTileProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { isLogged } = useSession();
  const favourite = useFavouriteToggle();
  const [isRevealed, setIsRevealed] = useState(false);
  const pointerType = useRef('mouse');
  const lastTapAt = useRef<number | null>(null);

  const isLive = vertical === 'live';
  const status = statusOf(game);
  const canFavourite = !isLive && isLogged && config.lobby.favourites;
  const demoUrl = !isLive && status === null && config.lobby.demoPlay ? game.urlForFun : null;

  function toggleFavourite() {
    favourite.mutate({ game, favourite: !game.favourite });
  }

  function handlePointerDown(event: PointerEvent<HTMLAnchorElement>) {
    pointerType.current = event.pointerType;
  }

  function handleArtClick(event: MouseEvent<HTMLAnchorElement>) {
    if (pointerType.current !== 'touch') return;
    const now = Date.now();
    const outcome = touchTapOutcome(
      { isRevealed, lastTapAt: lastTapAt.current },
      now,
      canFavourite,
    );
    lastTapAt.current = outcome === 'favourite' ? null : now;
    switch (outcome) {
      case 'open':
        return;
      case 'reveal':
        event.preventDefault();
        setIsRevealed(true);
        return;
      case 'favourite':
        event.preventDefault();
        toggleFavourite();
        return;
    }
  }

  return (
    <div
      className={styles.tile}
      data-status={status ?? undefined}
      data-revealed={isRevealed ? '' : undefined}
      {...listItemProps(listItem)}
    >
      {status === null ? (
        <Link
          to={game.url}
          // spec 001 §6: a visitor opening a game without demo from the lobby is asked to play for
          // real; a direct link asks them to log in.
          state={LOBBY_LINK_STATE}
          className={styles.art}
          onPointerDown={handlePointerDown}
          onClick={handleArtClick}
        >
          <TileImage game={game} priority={priority} />
        </Link>
      ) : (
        <div className={styles.art}>
          <TileImage game={game} priority={priority} />
        </div>
      )}
      {status === null ? null : (
        <span className={styles.status}>
          {t(status === 'maintenance' ? 'game_tile_maintenance' : 'game_tile_offline')}
        </span>
      )}
      {game.isExclusive || game.isPromoted ? (
        <span className={styles.badges}>
          {game.isExclusive ? (
            <span className={styles.badge}>{t('game_tile_exclusive')}</span>
          ) : null}
          {game.isPromoted ? (
            <span className={`${styles.badge} ${styles.promoted}`}>{t('game_tile_promoted')}</span>
          ) : null}
        </span>
      ) : null}
      {canFavourite ? (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={game.favourite}
          aria-label={t('game_tile_favourite_label', { label: game.name })}
          onClick={toggleFavourite}
        >
          <HeartIcon />
        </button>
      ) : null}
      {demoUrl === null ? null : (
        <Link
          to={demoUrl}
          state={LOBBY_LINK_STATE}
          className={styles.demo}
          aria-label={t('game_tile_play_for_fun_label', { label: game.name })}
        >
          {t('game_tile_play_for_fun')}
        </Link>
      )}
      <p className={styles.caption}>
        <span className={styles.name}>{game.name}</span>
        <span className={styles.vendor}>{game.vendor}</span>
        <span className={styles.limit}>{game.minMaxLimit}</span>
      </p>
    </div>
  );
}
