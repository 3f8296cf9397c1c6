import type { TAppConfig } from '@playfair/contracts/app-config';
import { LOCALE_INFO, type Locale, SUPPORTED_LOCALES } from '@playfair/domain/locales';

/** A valid app configuration for a logged-out visitor; override what a test is about. */
export function createAppConfig(overrides: Partial<TAppConfig> = {}): TAppConfig {
  const locale = (overrides.locale ?? 'en') as Locale;
  return {
    brand: { id: 'playfair', name: 'Playfair' },
    userId: 'logged-out',
    logged: false,
    locale,
    languageTag: LOCALE_INFO[locale].languageTag,
    english_locales: ['en', 'gb'],
    supportedLocales: SUPPORTED_LOCALES.map((code) => ({
      code,
      nativeName: LOCALE_INFO[code].nativeName,
    })),
    country: 'MT',
    currency: 'EUR',
    device: 'desktop',
    amlStatus: '0',
    kycStatus: '0',
    isUserWithinBonusCap: true,
    staticAssetsUrl: '/assets',
    translationsVersion: 'v1',
    minimumAge: 18,
    licencesAuthority: 'default',
    defaultAuthority: 'default',
    lobby: { demoPlay: true, jackpotBanner: false, races: false, favourites: false },
    hasGameplayBlock: false,
    hasScanVerification: false,
    hasUnverifiedBlock: false,
    hasPepBlock: false,
    hasKycBlock: false,
    hasRGTriggerBlock: false,
    shouldBlockUnverifiedDEUser: false,
    playReasons: [],
    features: {},
    onloadActions: [],
    ...overrides,
  };
}
