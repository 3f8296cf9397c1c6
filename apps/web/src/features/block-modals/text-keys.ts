/** Catalog keys the block-modals feature renders; src/app/text-keys.ts adds them to the texts it loads. */
export const BLOCK_MODALS_TEXT_KEYS = [
  'loading',
  'generic_error_title',
  'generic_error_msg',
  'modal_close',
  'block_modal_retrying',
] as const;
