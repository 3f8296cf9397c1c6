import type { ParseKeys } from 'i18next';

/**
 * A catalog key `t()` accepts: the keys src/app/text-keys.ts loads (the i18next type augmentation
 * of src/app/i18next.d.ts). Shared code names texts with it without importing src/app.
 */
export type TextKey = ParseKeys;
