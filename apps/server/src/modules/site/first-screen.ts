import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { tileImage } from '@playfair/contracts/game-tile-image';
import {
  shownRows,
  type TCategoryRow,
  type TGameTile,
  type TLobbyFirstScreen,
} from '@playfair/contracts/lobby';
import { BREAKPOINTS_PX } from '@playfair/domain/constants';
import { escapeHtml, scriptSafeJson } from '@playfair/domain/html';

// DESIGN §6 "Boot" for the lobby pages: the page itself carries its first screen — the view's title
// and first tiles in place of the boot screen, their images preloaded ahead of the app's scripts,
// and the rows' answer inlined for the app — so a phone shows the games before the app has started,
// and the app's first view asks the server for nothing.

/** Tiles whose images every screen shows at once (a phone's first row), and the desktop's more. */
const FIRST_TILES_ALL_SCREENS = 3;
const FIRST_TILES_DESKTOP = 6;

/** The row the lobby shows first: the lowest order among rows with games (spec 000 §3). */
function firstRow(firstScreen: TLobbyFirstScreen): TCategoryRow | undefined {
  return shownRows(firstScreen.answer.response.categoryGamesList)[0];
}

function firstTiles(firstScreen: TLobbyFirstScreen): TGameTile[] {
  return firstRow(firstScreen)?.games.slice(0, FIRST_TILES_DESKTOP) ?? [];
}

function imagePreload(game: { id: string; gameImageHash: string }, media: string | null): string {
  const image = tileImage(game);
  const mediaAttribute = media === null ? '' : ` media="${escapeHtml(media)}"`;
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high"${mediaAttribute}>`;
}

/**
 * The first row's first tiles' images, preloaded exactly as the tiles ask for them (same srcset
 * and sizes): the first three on every screen, three more on desktops.
 */
function imagePreloads(firstScreen: TLobbyFirstScreen): string {
  const desktop = `(min-width: ${BREAKPOINTS_PX.desktop}px)`;
  return firstTiles(firstScreen)
    .map((game, index) => imagePreload(game, index < FIRST_TILES_ALL_SCREENS ? null : desktop))
    .join('');
}

/** The lobby's answer as an inert JSON script element, for the app's first lobby query. */
function firstScreenHead(firstScreen: TLobbyFirstScreen): string {
  return `<script id="${LOBBY_FIRST_SCREEN_ELEMENT_ID}" type="application/json">${scriptSafeJson(firstScreen)}</script>`;
}

function previewTile(game: TGameTile): string {
  const image = tileImage(game);
  return (
    `<a class="pf-preview__tile" href="${escapeHtml(game.url)}">` +
    `<img class="pf-preview__image" src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(image.sizes)}" width="${image.width}" height="${image.height}" alt="" fetchpriority="high" decoding="async">` +
    `<span class="pf-preview__name">${escapeHtml(game.name)}</span></a>`
  );
}

/**
 * The boot screen of a lobby page: the view's title and its first row's first tiles, as links to
 * their games, shown from the page itself until the app replaces it (DESIGN §6 "Boot"). The tiles
 * are what the app shows first, with the same images, so a phone shows the games at once.
 */
function firstScreenPreview(firstScreen: TLobbyFirstScreen): string {
  const { page } = firstScreen.answer;
  const row = firstRow(firstScreen);
  const rowMarkup =
    row === undefined
      ? ''
      : `<section class="pf-preview__row"><h2 class="pf-preview__row-title">${escapeHtml(row.page.title)}</h2>` +
        `<div class="pf-preview__tiles">${row.games.slice(0, FIRST_TILES_DESKTOP).map(previewTile).join('')}</div></section>`;
  return (
    `<div class="pf-preview" aria-busy="true">` +
    `<h1 class="pf-preview__title">${escapeHtml(page.title)}</h1>` +
    `<p class="pf-preview__description">${escapeHtml(page.description)}</p>` +
    `${rowMarkup}</div>`
  );
}

export type FirstScreenPage = { preloads: string; head: string; bootScreen: string };

/** What a lobby page carries for its first screen: its head elements and its boot screen. */
export function firstScreenPage(firstScreen: TLobbyFirstScreen): FirstScreenPage {
  return {
    preloads: imagePreloads(firstScreen),
    head: firstScreenHead(firstScreen),
    bootScreen: firstScreenPreview(firstScreen),
  };
}
