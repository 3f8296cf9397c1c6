import { expect, test, type Locator, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import { registerFinnishPlayer, shot } from './players';

// The lobby issue's journeys (spec 000 §2–§4, §6, §9; spec 001 §2, §9): a visitor browses the
// casino's rows, opens a category (its address, title and list change), goes back (the document
// reloads) and plays a game for fun from its tile; a player favourites a game and finds it in the
// favourites row. Category titles are the server's pages; the lobby's own texts are the catalogs'.

const en = textsFor('en');
const fi = textsFor('fi');

/** A catalog text with `{label}` standing for any name, as a whole-name pattern. */
function withAnyLabel(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('{label}', '.+')}$`);
}

async function expectImagesLoaded(images: Locator, count: number) {
  for (let index = 0; index < count; index += 1) {
    await expect
      .poll(() =>
        images.nth(index).evaluate((element) => {
          const image = element as unknown as { complete: boolean; naturalWidth: number };
          return image.complete ? image.naturalWidth : 0;
        }),
      )
      .toBeGreaterThan(0);
  }
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (globalThis as Record<string, unknown>).lobbyJourneyMark = true;
  });
}

function documentMark(page: Page) {
  return page.evaluate(() => (globalThis as Record<string, unknown>).lobbyJourneyMark);
}

test('a visitor opens a category from the casino lobby and plays a game for fun', async ({
  page,
}, testInfo) => {
  await page.goto('/en/casino');
  const categories = page.getByRole('navigation', { name: en('lobby_categories_label') });
  await expect(categories).toBeVisible();
  const h1 = page.getByRole('heading', { level: 1 });

  // Rows of tiles, the first ones with their artwork loaded.
  const firstRow = page.locator('main section[data-category]').first();
  await expect(firstRow.getByRole('listitem').first()).toBeVisible();
  // The home page's own title, once its answer is in (the section's name shows before it).
  const homeTitle = (await h1.textContent()) ?? '';
  await expectImagesLoaded(firstRow.getByRole('img'), 2);
  // The rows' tiles scroll inside their carousels: the page itself is never wider than the screen
  // (a phone would zoom out to show it all, and pan sideways).
  const overflowPx = await page.evaluate(() => {
    const view = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return view.document.documentElement.scrollWidth - view.innerWidth;
  });
  expect(overflowPx).toBeLessThanOrEqual(0);
  await shot(page, 'lobby-home', testInfo.project.name);

  // A category: the address is the base plus its slug; the title is its page's.
  const chip = categories.locator('a[href="/en/casino/video-slots"]');
  const title = ((await chip.textContent()) ?? '').trim();
  await markDocument(page);
  await chip.click();
  await expect(page).toHaveURL(/\/en\/casino\/video-slots$/);
  await expect(h1).toHaveText(title);
  await expect(h1).not.toHaveText(homeTitle);
  await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
  const list = page.getByRole('list', {
    name: en('lobby_games_list_label').replace('{label}', title),
  });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectImagesLoaded(list.getByRole('img'), 2);
  expect(await documentMark(page)).toBe(true);
  await shot(page, 'lobby-category', testInfo.project.name);

  // spec 000 §2: Back in the lobby loads the page again.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/casino$/);
  // The old document may still answer, or be going: asked until the new one answers.
  await expect.poll(() => documentMark(page).catch(() => 'navigating')).toBeUndefined();
  await expect(h1).toHaveText(homeTitle);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/casino\/video-slots$/);

  // Demo play from a tile (spec 000 §6: where demo play is offered).
  // `has` is matched inside each item, so the inner locator starts from the page, not the list.
  const demo = page.getByRole('link', { name: withAnyLabel(en('game_tile_play_for_fun_label')) });
  const tile = list.getByRole('listitem').filter({ has: demo }).first();
  await tile.hover();
  await tile.getByRole('link', { name: withAnyLabel(en('game_tile_play_for_fun_label')) }).click();
  await expect(page).toHaveURL(/\/en\/game\/[a-z0-9-]+\?mode=demo$/);
  await expect(page.locator('iframe')).toHaveAttribute('src', /mode=demo/);
});

test('a player favourites a game and finds it in the favourites row and view', async ({
  page,
}, testInfo) => {
  await registerFinnishPlayer(page, 'lotta');
  await page.goto('/fi/casino');

  const popular = page.locator('main section[data-category="popular"]');
  const tile = popular.getByRole('listitem').first();
  const name = (await tile.getByRole('img').getAttribute('alt')) ?? '';
  const heart = tile.getByRole('button', { name: withAnyLabel(fi('game_tile_favourite_label')) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status', { name: fi('notifications_label') })).not.toBeEmpty();
  const favourites = page.locator('main section[data-category-tag="favourites"]');
  await expect(favourites.getByRole('img', { name, exact: true })).toBeVisible();
  await shot(page, 'lobby-favourite', testInfo.project.name);

  // The server keeps it: a new page load shows it too.
  await page.reload();
  await expect(favourites.getByRole('img', { name, exact: true })).toBeVisible();

  // And the search overlay's favourites view lists it (spec 000 §2).
  await page
    .locator('header')
    .getByRole('button', { name: fi('search_open') })
    .first()
    .click();
  const search = page.getByRole('dialog', { name: fi('search_title') });
  await search
    .getByRole('group', { name: fi('search_views_label') })
    .getByRole('button', { name: fi('search_view_favourites') })
    .click();
  const view = search.getByRole('region', { name: fi('search_view_favourites') });
  await expect(view.getByRole('img', { name, exact: true })).toBeVisible();
  await shot(page, 'search-favourites', testInfo.project.name);
});
