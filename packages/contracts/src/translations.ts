import { z } from 'zod';

export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;
export const MAX_TRANSLATION_KEYS = 500;

const ZTranslationKey = z.string().regex(TRANSLATION_KEY_PATTERN);

/**
 * POST /{locale}/translations/selection (spec 000 §7): a list of keys. Form-encoded by default
 * (`keys=a&keys=b`, or `keys[]=a`), JSON `{ "keys": [...] }` also accepted. A single form value
 * arrives as a string and is read as a one-key list.
 */
export const ZTranslationSelectionRequest = z.object({
  keys: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(ZTranslationKey).min(1).max(MAX_TRANSLATION_KEYS),
  ),
});
export type TTranslationSelectionRequest = z.infer<typeof ZTranslationSelectionRequest>;

/** `payload`: key → ICU message text; a key no catalog has is left out. */
export const ZTranslationSelectionResponse = z.object({
  payload: z.record(z.string(), z.string()),
});
export type TTranslationSelectionResponse = z.infer<typeof ZTranslationSelectionResponse>;
