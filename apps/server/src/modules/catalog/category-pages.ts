import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LOBBY_VERTICALS, type LobbyVertical } from '@playfair/contracts/lobby';
import { SERVER_ROOT } from '../../platform/config';

// The lobby's SEO pages (spec 000 §2: choosing a category "swaps page title, description and SEO
// text"; §3 category row `page`). One per category and per vertical home (slug `home`). They are
// content, not code: `data/category-pages.json` holds every page's title and description in each
// site language and its longer text where one is written (English for all, Finnish for the casino
// home); the seed writes them to the `category_pages` table, which the lobby reads and a back
// office edits, and a language without its own text falls back to English. Above 400 words
// (SEO_SHOW_MORE_MIN_WORDS) the web folds the text behind a show-more. Facts follow the studio's
// game sheets (5×3 video slots with 10 lines and free spins; 3-reel, 5-line classic slots;
// single-zero roulette; blackjack S17 paying 3 to 2 with doubling, no split; punto banco).

/** The site's languages (regional locales read theirs: se → sv, pe → es, gb → en …). */
export const PAGE_LOCALES = [
  'en',
  'fi',
  'sv',
  'no',
  'es',
  'hr',
  'sr',
  'pl',
  'is',
  'nl',
  'de',
] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

const ZPageText = z.strictObject({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
  content: z.string().min(1).optional(),
});

const ZSeedPages = z.array(
  z.strictObject({
    vertical: z.enum(LOBBY_VERTICALS),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    texts: z.strictObject(
      Object.fromEntries(PAGE_LOCALES.map((locale) => [locale, ZPageText])) as Record<
        PageLocale,
        typeof ZPageText
      >,
    ),
  }),
);

export type SeedPage = z.infer<typeof ZSeedPages>[number] & { vertical: LobbyVertical };

let seedPages: readonly SeedPage[] | undefined;

/** The shipped pages, read and checked once per process; a malformed file stops the seed. */
export function shippedPages(): readonly SeedPage[] {
  seedPages ??= ZSeedPages.parse(
    JSON.parse(
      readFileSync(join(SERVER_ROOT, 'src/modules/catalog/data/category-pages.json'), 'utf8'),
    ),
  );
  return seedPages;
}

export type SeedPageRow = {
  vertical: LobbyVertical;
  slug: string;
  locale: PageLocale;
  title: string;
  description: string;
  content: string;
};

/** One row per page and language; a language without its own text leaves `content` empty. */
export function seedPageRows(): SeedPageRow[] {
  return shippedPages().flatMap((page) =>
    PAGE_LOCALES.map((locale) => ({
      vertical: page.vertical,
      slug: page.slug,
      locale,
      title: page.texts[locale].title,
      description: page.texts[locale].description,
      content: page.texts[locale].content ?? '',
    })),
  );
}

/** Words of a text, as the show-more rule counts them (spec 000 §9: above 400 words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
