import { expect, test, type Page } from '@playwright/test';
import { SEARCH_MIN_QUERY_LENGTH } from '@playfair/domain/search';
import { IntlMessageFormat } from 'intl-messageformat';
import { textsFor } from './catalog';
import { shot } from './players';

// The lobby search overlay (spec 001 §2, §5, §9) as a visitor uses it: open it from the header,
// type two letters and see tiles, find roulette by its Finnish alias, open a game for fun. The
// aliases a visitor gets are those of the page's language (and English), so the Finnish alias is
// typed on the Finnish site.

type Texts = (key: string) => string;

const en = textsFor('en');
const fi = textsFor('fi');

/** spec 001 §9: 9 results on desktop, 12 under 1149 px (the mobile project is 390 px wide). */
function initialResults(project: string): number {
  return project === 'mobile' ? 12 : 9;
}

/** A catalog text with an ICU argument, as a pattern that takes any value for it. */
function pattern(text: string, argument: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(`\\{${argument}\\}`, '(.+)')}$`);
}

async function openSearch(page: Page, t: Texts) {
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('link', { name: t('brand_home_label') }) });
  await header.getByRole('button', { name: t('search_open') }).click();
  const dialog = page.getByRole('dialog', { name: t('search_title') });
  const input = dialog.getByRole('searchbox', { name: t('search_input_label') });
  await expect(input).toBeFocused();
  return { dialog, input };
}

test('a visitor finds games by two letters and opens one for fun', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/en/casino');
  const { dialog, input } = await openSearch(page, en);

  await input.pressSequentially('g');
  // One character loads the list but does not filter yet (spec 001 §5).
  const minChars = new IntlMessageFormat(en('search_min_chars'), 'en').format({
    count: SEARCH_MIN_QUERY_LENGTH,
  });
  await expect(dialog.getByText(String(minChars))).toBeVisible();
  await expect(dialog.getByRole('region', { name: en('search_results_label') })).toHaveCount(0);

  await input.pressSequentially('o');
  const results = dialog.getByRole('region', { name: en('search_results_label') });
  const tiles = results.getByRole('listitem');
  await expect(tiles).toHaveCount(initialResults(project));
  // Name matches come before vendor matches: the first tile's name holds the two letters.
  await expect(tiles.first().getByRole('img')).toHaveAttribute('alt', /go/i);
  await shot(page, 'search-results', project);

  await results.getByRole('button', { name: en('search_show_more') }).click();
  await expect(tiles).toHaveCount(project === 'mobile' ? 20 : 18);

  const forFun = results.getByRole('link', {
    name: pattern(en('game_tile_play_for_fun_label'), 'label'),
  });
  await forFun.first().click();

  await expect(page).toHaveURL(/\/en\/game\/[a-z0-9-]+\?mode=demo$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveAttribute('src', /mode=demo/);
  await shot(page, 'search-game-for-fun', project);
});

test('a Finnish visitor finds roulette by its Finnish alias', async ({ page }, testInfo) => {
  await page.goto('/fi/casino');
  const { dialog, input } = await openSearch(page, fi);

  await input.pressSequentially('ruletti');

  const results = dialog.getByRole('region', { name: fi('search_results_label') });
  const tiles = results.getByRole('listitem');
  await expect(tiles).toHaveCount(initialResults(testInfo.project.name));
  // No name holds "ruletti": every tile is there through the alias, and is a roulette.
  for (const alt of await tiles
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))) {
    expect(alt).toMatch(/roulette/i);
  }
  await shot(page, 'search-finnish-alias', testInfo.project.name);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the overlay says when nothing matches and offers A-Z', async ({ page }, testInfo) => {
  await page.goto('/en/casino');
  const { dialog, input } = await openSearch(page, en);

  await input.pressSequentially('zzqx');

  await expect(dialog.getByRole('heading', { name: en('search_no_results_title') })).toBeVisible();
  await dialog.getByRole('button', { name: en('search_browse_az') }).click();
  await expect(input).toHaveValue('');
  await expect(dialog.getByRole('region', { name: en('search_view_az') })).toBeVisible();
  await expect(
    dialog
      .getByRole('region', { name: en('search_view_az') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await shot(page, 'search-a-z', testInfo.project.name);
});
