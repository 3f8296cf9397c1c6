import { and, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { translations } from './schema';

export type TranslationRow = { locale: string; key: string; text: string };

export async function listTranslations(db: Database): Promise<TranslationRow[]> {
  return db
    .select({ locale: translations.locale, key: translations.key, text: translations.text })
    .from(translations)
    .orderBy(translations.locale, translations.key);
}

/** Writes shipped catalog texts: new keys are added, changed texts updated, operator edits kept. */
export async function upsertCatalogTexts(
  db: Database,
  rows: readonly TranslationRow[],
): Promise<void> {
  const BATCH = 500;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(translations)
      .values(
        rows.slice(start, start + BATCH).map((row) => ({ ...row, source: 'catalog' as const })),
      )
      .onConflictDoUpdate({
        target: [translations.locale, translations.key],
        set: { text: sql`excluded.text`, updatedAt: sql`now()` },
        setWhere: and(
          sql`${translations.source} = 'catalog'`,
          ne(translations.text, sql`excluded.text`),
        ),
      });
  }
}
