import { ZTranslationSelectionResponse } from '@playfair/contracts/translations';
import { httpRequest } from '../../http/http-client';

/** Catalog key → ICU message text. */
export type TranslationPayload = Readonly<Record<string, string>>;

export type TranslationSelectionRequest = {
  locale: string;
  keys: readonly string[];
  signal?: AbortSignal;
};

/**
 * POST /{locale}/translations/selection (spec 000 §7): the texts of `keys`, with the English
 * fallback already applied by the server. No query options or hook: i18next asks for texts
 * through CatalogBackend, which owns the session-storage cache of spec 000 §4.
 */
export async function getTranslationSelection({
  locale,
  keys,
  signal,
}: TranslationSelectionRequest): Promise<TranslationPayload> {
  const { payload } = await httpRequest(`/${encodeURIComponent(locale)}/translations/selection`, {
    method: 'POST',
    form: { keys },
    schema: ZTranslationSelectionResponse,
    signal,
  });
  return payload;
}
