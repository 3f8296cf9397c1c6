import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { ZLobbyFirstScreen, ZLobbyGamesResponse } from '@playfair/contracts/lobby';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, type CatalogTestApp } from './catalog-helper';
import { loginAs, XHR } from './helper';

// DESIGN §6 "Boot" for the lobby pages: the page carries its first screen — the first tiles in
// place of the boot screen, their images preloaded, the lobby's answer inlined (the same the call
// gives this caller).

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

const BROWSER = { accept: 'text/html' } as const;

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

function inlined(html: string) {
  const match = new RegExp(
    `<script id="${LOBBY_FIRST_SCREEN_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return match === null ? null : ZLobbyFirstScreen.parse(JSON.parse(match[1] ?? 'null'));
}

/** The row the lobby shows first: the lowest order among rows with games. */
function firstRowOf(screen: ReturnType<typeof inlined>) {
  return [...(screen?.answer.response.categoryGamesList ?? [])]
    .filter((row) => row.games.length > 0)
    .sort((a, b) => a.orderNo - b.orderNo)[0];
}

async function call(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...XHR, ...headers } });
  expect(response.statusCode).toBe(200);
  return ZLobbyGamesResponse.parse(response.json());
}

describe('a lobby page’s first screen', () => {
  it('inlines the casino home’s answer, the same the lobby call gives a visitor', async () => {
    const html = await page('/en/casino');
    expect(inlined(html)).toEqual({
      vertical: 'casino',
      locale: 'en',
      category: 'home',
      userId: null,
      answer: await call('/en/all/casino/getLobbyGames/home'),
    });
  });

  it('preloads the first row’s first tile images, which the image route serves', async () => {
    const html = await page('/en/casino');
    const firstRow = firstRowOf(inlined(html));
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (match) => match[1]!.replaceAll('&amp;', '&'),
    );
    expect(preloaded).toHaveLength(6);
    // Ahead of the app's scripts: the browser asks for the artwork first.
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(
      html.indexOf('<script type="module"'),
    );
    expect(preloaded.map((href) => /\/game-images\/(\d+)\./.exec(href)?.[1])).toEqual(
      firstRow?.games.slice(0, 6).map((game) => game.id),
    );
    const image = await t.app.inject({ method: 'GET', url: preloaded[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('inlines a category’s own list on its address, and the live lobby’s on its pages', async () => {
    const roulette = inlined(await page('/fi/casino/roulette'));
    expect(roulette).toMatchObject({ vertical: 'casino', locale: 'fi', category: 'roulette' });
    expect(roulette?.answer).toEqual(await call('/fi/all/casino/getLobbyGames/roulette'));

    const live = inlined(await page('/en/live-casino'));
    expect(live).toMatchObject({ vertical: 'live', category: 'home' });
    expect(live?.answer).toEqual(await call('/en/all/live/casino/getLobbyGames/home'));
  });

  it('makes a player’s first screen theirs: their id and their favourites', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR', locale: 'fi' });
    const cookie = await loginAs(t.app, player);
    const first = inlined(await page('/fi/casino', { cookie }));
    const game = first?.answer.response.categoryGamesList[0]?.games[0];
    expect(game).toBeDefined();
    const added = await t.app.inject({
      method: 'GET',
      url: `/fi/user/addfavourite/${game!.slug}/${game!.id}`,
      headers: { ...XHR, cookie },
    });
    expect(added.statusCode).toBe(200);

    const after = inlined(await page('/fi/casino', { cookie }));
    expect(after?.userId).toBe(player.id);
    const favourites = after?.answer.response.categoryGamesList.find(
      (row) => row.tag === 'favourites',
    );
    expect(favourites?.games.map((favourite) => favourite.id)).toEqual([game!.id]);
    expect(after?.answer).toEqual(await call('/fi/all/casino/getLobbyGames/home', { cookie }));
  });

  it('shows the first row’s first tiles in place of the boot screen, linking to their games', async () => {
    const html = await page('/en/casino');
    const screen = inlined(html);
    expect(html).not.toContain('class="pf-boot"');
    expect(html).toContain(`<h1 class="pf-preview__title">${screen?.answer.page.title}</h1>`);
    const links = [...html.matchAll(/<a class="pf-preview__tile" href="([^"]+)">/g)];
    expect(links.map((match) => match[1])).toEqual(
      firstRowOf(screen)
        ?.games.slice(0, 6)
        .map((game) => game.url),
    );
  });

  it('comes compressed as the browser accepts; a player’s page is never stored', async () => {
    const plain = await page('/en/casino');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/en/casino',
      headers: { ...BROWSER, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(String(brotli.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain);

    const player = await t.createPlayer({ country: 'FI', currency: 'EUR', locale: 'fi' });
    const cookie = await loginAs(t.app, player);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/fi/casino',
      headers: { ...BROWSER, cookie, 'accept-encoding': 'br' },
    });
    expect(theirs.headers['content-encoding']).toBe('br');
    expect(theirs.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(theirs.rawPayload).toString('utf8');
    expect(inlined(html)?.userId).toBe(player.id);
  });

  it('is on lobby pages only: others keep the boot screen', async () => {
    for (const url of ['/en/', '/en/sports']) {
      const html = await page(url);
      expect(inlined(html)).toBeNull();
      expect(html).not.toContain('pf-preview');
      expect(html).toContain('class="pf-boot"');
    }
  });
});
