/** Catalog keys the wallet feature renders; src/app/text-keys.ts adds them to the texts it loads. */
export const WALLET_TEXT_KEYS = ['header_balance_label', 'rewards_bonus_label'] as const;
