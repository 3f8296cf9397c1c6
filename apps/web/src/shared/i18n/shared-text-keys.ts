/** Catalog keys the shared UI kit renders; src/app adds them to the texts it loads. */
export const SHARED_TEXT_KEYS = [
  'generic_error_title',
  'generic_error_msg',
  'error_retry',
] as const;
