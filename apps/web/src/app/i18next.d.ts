import 'i18next';
import type {
  AppTextKey,
  EuroMigrationTextKey,
  InPlayTextKey,
  RacesTextKey,
  InboxTextKey,
  KycTextKey,
  LugasMigrationTextKey,
  PeMigrationTextKey,
  NoticesTextKey,
  CasinoGamesTextKey,
  PaymentNoticesTextKey,
  RafflesTextKey,
  RewardsTextKey,
  RgTextKey,
} from './text-keys';

// Typed texts: `t()` accepts only keys the app loads (text-keys.ts), so a key that is never asked
// of the server cannot be rendered by mistake. A feature's namespace falls back to the common one.
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    resources: {
      common: Record<AppTextKey, string>;
      rg: Record<RgTextKey, string>;
      'in-play': Record<InPlayTextKey, string>;
      rewards: Record<RewardsTextKey, string>;
      raffles: Record<RafflesTextKey, string>;
      races: Record<RacesTextKey, string>;
      inbox: Record<InboxTextKey, string>;
      kyc: Record<KycTextKey, string>;
      'euro-migration': Record<EuroMigrationTextKey, string>;
      'lugas-migration': Record<LugasMigrationTextKey, string>;
      'pe-migration': Record<PeMigrationTextKey, string>;
      notices: Record<NoticesTextKey, string>;
      'casino-games': Record<CasinoGamesTextKey, string>;
      'payment-notices': Record<PaymentNoticesTextKey, string>;
    };
  }
}
