/** Catalog keys the cookie notice renders; src/app/text-keys.ts adds them to the common texts. */
export const COOKIE_NOTICE_TEXT_KEYS = [
  'cookie_notice_title',
  'cookie_notice_text',
  'cookie_notice_accept',
] as const;
