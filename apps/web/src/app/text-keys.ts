import { COOKIE_NOTICE_TEXT_KEYS } from '../shared/cookie-notice/text-keys';
import {
  ACCOUNT_TEXT_KEYS,
  INBOX_NAMESPACE,
  INBOX_TEXT_KEYS,
  KYC_NAMESPACE,
  KYC_TEXT_KEYS,
} from '../features/account/text-keys';
import { AUTH_TEXT_KEYS } from '../features/identity/text-keys';
import { BLOCK_MODALS_TEXT_KEYS } from '../features/block-modals/text-keys';
import { NOTICES_NAMESPACE, NOTICES_TEXT_KEYS } from '../features/consents/text-keys';
import { CASINO_GAMES_NAMESPACE, CASINO_GAMES_TEXT_KEYS } from '../features/casino-games/text-keys';
import { GAME_TEXT_KEYS, IN_PLAY_NAMESPACE, IN_PLAY_TEXT_KEYS } from '../features/game/text-keys';
import { HISTORY_TEXT_KEYS } from '../features/history/text-keys';
import { LOBBY_TEXT_KEYS } from '../features/lobby/text-keys';
import {
  PAYMENT_NOTICES_NAMESPACE,
  PAYMENT_NOTICES_TEXT_KEYS,
  PAYMENTS_TEXT_KEYS,
} from '../features/payments/text-keys';
import {
  EURO_MIGRATION_NAMESPACE,
  EURO_MIGRATION_TEXT_KEYS,
} from '../features/migrations/croatia/text-keys';
import {
  LUGAS_MIGRATION_NAMESPACE,
  LUGAS_MIGRATION_TEXT_KEYS,
} from '../features/migrations/lugas/text-keys';
import {
  PE_MIGRATION_NAMESPACE,
  PE_MIGRATION_TEXT_KEYS,
} from '../features/migrations/peru/text-keys';
import { RAFFLES_NAMESPACE, RAFFLES_TEXT_KEYS } from '../features/raffles/text-keys';
import {
  RACES_COMMON_TEXT_KEYS,
  RACES_NAMESPACE,
  RACES_TEXT_KEYS,
} from '../features/races/text-keys';
import { RECOVERY_TEXT_KEYS } from '../features/recovery/text-keys';
import { REGISTRATION_TEXT_KEYS } from '../features/registration/text-keys';
import { REWARDS_NAMESPACE, REWARDS_TEXT_KEYS } from '../features/rewards/text-keys';
import { RG_COMMON_TEXT_KEYS, RG_NAMESPACE, RG_TEXT_KEYS } from '../features/rg/text-keys';
import { SEARCH_TEXT_KEYS } from '../features/search/text-keys';
import { WALLET_TEXT_KEYS } from '../features/wallet/text-keys';
import { GAME_TILE_TEXT_KEYS } from '../shared/games/text-keys';
import { SHARED_TEXT_KEYS } from '../shared/i18n/shared-text-keys';
import { NOTIFICATION_TEXT_KEYS } from '../shared/notifications/text-keys';

/** The namespace loaded before the first render: the shell and its pages. */
export const COMMON_NAMESPACE = 'common';

// Every catalog key the shell renders. A key is only asked of the server when it is listed here
// (spec 000 §7: the app asks for a selection of keys), and `t()` only accepts listed keys.
const SHELL_TEXT_KEYS = [
  'skip_to_content',
  'brand_home_label',
  'header_login',
  'header_register',
  'header_account',
  'header_open_menu',
  'header_close_menu',
  'menu_label',
  'menu_casino',
  'menu_liveCasino',
  'menu_sports',
  'menu_saferGambling',
  'menu_blog',
  'menu_insider',
  'language_switcher_label',
  'footer_rg_title',
  'footer_rg_text',
  'footer_links_label',
  'footer_link_safer_gambling',
  'footer_link_limits',
  'footer_link_self_exclusion',
  'footer_link_reality_check',
  'footer_age_notice',
  'footer_age_badge_label',
  'footer_copyright',
  'not_found_title',
  'not_found_text',
  'not_found_home',
] as const;

const PAGE_TEXT_KEYS = [
  'home_title',
  'home_intro',
  'home_cta_register',
  'home_cta_login',
  'home_verticals_title',
  'home_casino_text',
  'home_live_casino_text',
  'home_sports_text',
  'section_casino_title',
  'section_casino_text',
  'section_live_casino_title',
  'section_live_casino_text',
  'section_sports_title',
  'section_sports_text',
  'section_blog_title',
  'section_blog_text',
  'section_insider_title',
  'section_insider_text',
  'section_coming_soon',
  'safer_gambling_title',
  'safer_gambling_intro',
  'safer_gambling_limits_title',
  'safer_gambling_limits_text',
  'safer_gambling_reality_check_title',
  'safer_gambling_reality_check_text',
  'safer_gambling_self_exclusion_title',
  'safer_gambling_self_exclusion_text',
  'safer_gambling_durations_label',
  'duration_days',
  'duration_months',
  'duration_permanent',
  'safer_gambling_help_title',
  'safer_gambling_help_text',
  'rg_safer_gambling_limits_link',
  'rg_safer_gambling_breaks_link',
] as const;

const COMMON_TEXT_KEYS = [
  ...SHARED_TEXT_KEYS,
  ...SHELL_TEXT_KEYS,
  ...PAGE_TEXT_KEYS,
  ...AUTH_TEXT_KEYS,
  ...RECOVERY_TEXT_KEYS,
  ...ACCOUNT_TEXT_KEYS,
  ...RG_COMMON_TEXT_KEYS,
  ...REGISTRATION_TEXT_KEYS,
  ...WALLET_TEXT_KEYS,
  ...PAYMENTS_TEXT_KEYS,
  ...HISTORY_TEXT_KEYS,
  ...GAME_TEXT_KEYS,
  ...LOBBY_TEXT_KEYS,
  ...GAME_TILE_TEXT_KEYS,
  ...NOTIFICATION_TEXT_KEYS,
  ...COOKIE_NOTICE_TEXT_KEYS,
  ...BLOCK_MODALS_TEXT_KEYS,
  ...SEARCH_TEXT_KEYS,
  ...RACES_COMMON_TEXT_KEYS,
] as const;

export type AppTextKey = (typeof COMMON_TEXT_KEYS)[number];

/** The rg feature's namespace (its keys; any other resolves from the common one). */
export type RgTextKey = (typeof RG_TEXT_KEYS)[number];

/** The game feature's in-play namespace (the same fallback). */
export type InPlayTextKey = (typeof IN_PLAY_TEXT_KEYS)[number];

/** The rewards feature's namespace (the same fallback). */
export type RewardsTextKey = (typeof REWARDS_TEXT_KEYS)[number];

/** The raffles feature's namespace (the same fallback). */
export type RafflesTextKey = (typeof RAFFLES_TEXT_KEYS)[number];

/** The races feature's namespace (the same fallback). */
export type RacesTextKey = (typeof RACES_TEXT_KEYS)[number];

/** The account inbox tab's namespace (the same fallback). */
export type InboxTextKey = (typeof INBOX_TEXT_KEYS)[number];

/** The verification documents' and annual KYC modal's namespace (the same fallback). */
export type KycTextKey = (typeof KYC_TEXT_KEYS)[number];

/** The notices' namespace: consents, survey, fake-or-real (the same fallback). */
export type NoticesTextKey = (typeof NOTICES_TEXT_KEYS)[number];

/** The payment notices' namespace (the same fallback). */
export type PaymentNoticesTextKey = (typeof PAYMENT_NOTICES_TEXT_KEYS)[number];

/** The casino games page's namespace (the same fallback). */
export type CasinoGamesTextKey = (typeof CASINO_GAMES_TEXT_KEYS)[number];

/** The Croatian migration notice's namespace (the same fallback). */
export type EuroMigrationTextKey = (typeof EURO_MIGRATION_TEXT_KEYS)[number];

/** The German and Peruvian migration modals' namespaces (the same fallback). */
export type LugasMigrationTextKey = (typeof LUGAS_MIGRATION_TEXT_KEYS)[number];
export type PeMigrationTextKey = (typeof PE_MIGRATION_TEXT_KEYS)[number];

/**
 * Namespace → the catalog keys it holds; the i18n backend loads a namespace by its list. The
 * common one loads before the first render; a feature's own loads when it first renders (its
 * texts are not needed for the first screen, and one request holds at most 500 keys).
 */
export const APP_TEXT_NAMESPACES = {
  [COMMON_NAMESPACE]: COMMON_TEXT_KEYS,
  [RG_NAMESPACE]: RG_TEXT_KEYS,
  [IN_PLAY_NAMESPACE]: IN_PLAY_TEXT_KEYS,
  [REWARDS_NAMESPACE]: REWARDS_TEXT_KEYS,
  [RAFFLES_NAMESPACE]: RAFFLES_TEXT_KEYS,
  [RACES_NAMESPACE]: RACES_TEXT_KEYS,
  [INBOX_NAMESPACE]: INBOX_TEXT_KEYS,
  [KYC_NAMESPACE]: KYC_TEXT_KEYS,
  [EURO_MIGRATION_NAMESPACE]: EURO_MIGRATION_TEXT_KEYS,
  [LUGAS_MIGRATION_NAMESPACE]: LUGAS_MIGRATION_TEXT_KEYS,
  [PE_MIGRATION_NAMESPACE]: PE_MIGRATION_TEXT_KEYS,
  [NOTICES_NAMESPACE]: NOTICES_TEXT_KEYS,
  [CASINO_GAMES_NAMESPACE]: CASINO_GAMES_TEXT_KEYS,
  [PAYMENT_NOTICES_NAMESPACE]: PAYMENT_NOTICES_TEXT_KEYS,
} as const satisfies Record<string, readonly string[]>;
