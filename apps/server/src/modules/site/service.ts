import {
  ENGLISH_LOCALES,
  LOCALE_INFO,
  SUPPORTED_LOCALES,
  currencyForLocale,
  type Locale,
} from '@playfair/domain/locales';
import type { TAppConfig } from '@playfair/contracts/app-config';
import type { BrandService } from '../brand/service';
import type { ComplianceService } from '../compliance/service';
import type { I18nService } from '../i18n/service';

export type Device = TAppConfig['device'];

/** A coarse device class from the User-Agent, for the first render; the browser refines it by width. */
export function deviceFromUserAgent(userAgent: string | undefined): Device {
  if (userAgent === undefined) return 'desktop';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export type VisitorContext = {
  locale: Locale;
  userAgent: string | undefined;
  /** ISO country the edge reported (GEO_COUNTRY_HEADER), when configured and well-formed. */
  edgeCountry: string | undefined;
};

export type SiteDependencies = {
  brand: BrandService;
  compliance: ComplianceService;
  i18n: I18nService;
  staticAssetsUrl: string;
};

export type SiteService = {
  appConfig(visitor: VisitorContext): TAppConfig;
  /** The brand's theme stylesheet (token overrides), or null when the brand keeps the defaults. */
  themeStylesheet(): { css: string; version: string } | null;
};

const SUPPORTED_LOCALE_LIST = SUPPORTED_LOCALES.map((code) => ({
  code,
  nativeName: LOCALE_INFO[code].nativeName,
}));

export function createSiteService({
  brand,
  compliance,
  i18n,
  staticAssetsUrl,
}: SiteDependencies): SiteService {
  return {
    themeStylesheet: () => brand.themeStylesheet(),
    appConfig({ locale, userAgent, edgeCountry }) {
      const profile = compliance.profileFor(edgeCountry ?? LOCALE_INFO[locale].country);
      const defaultProfile = compliance.profileFor(null);
      const country = edgeCountry ?? LOCALE_INFO[locale].country ?? profile.country ?? 'MT';
      const features = brand.features(country);
      const { id, name } = brand.brand();
      return {
        brand: { id, name },
        // Sessions arrive with player accounts; until then every visitor is logged out.
        userId: 'logged-out',
        logged: false,
        locale,
        languageTag: LOCALE_INFO[locale].languageTag,
        english_locales: [...ENGLISH_LOCALES],
        supportedLocales: SUPPORTED_LOCALE_LIST,
        country,
        currency: currencyForLocale(locale),
        device: deviceFromUserAgent(userAgent),
        amlStatus: '0',
        kycStatus: '0',
        isUserWithinBonusCap: true,
        staticAssetsUrl,
        translationsVersion: i18n.version(),
        minimumAge: profile.minimumAge,
        licencesAuthority: profile.authority,
        defaultAuthority: defaultProfile.authority,
        lobby: {
          demoPlay: (features['demo-play'] ?? false) && profile.isDemoPlayAllowed,
          jackpotBanner: features['jackpot-banner'] ?? false,
          races: features['rizkrace'] ?? false,
          favourites: false,
        },
        hasGameplayBlock: false,
        hasScanVerification: false,
        hasUnverifiedBlock: false,
        hasPepBlock: false,
        hasKycBlock: false,
        hasRGTriggerBlock: false,
        shouldBlockUnverifiedDEUser: false,
        features,
        onloadActions: [],
      };
    },
  };
}
