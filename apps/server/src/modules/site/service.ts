import {
  ENGLISH_LOCALES,
  LOCALE_INFO,
  SUPPORTED_LOCALES,
  currencyForLocale,
  type Locale,
} from '@playfair/domain/locales';
import type { TAppConfig } from '@playfair/contracts/app-config';
import type { BrandService } from '../brand/service';
import type { JurisdictionsService } from '../jurisdictions/service';
import type { I18nService } from '../i18n/service';
import type { PlayerProfile } from '../identity/service';

export type Device = TAppConfig['device'];

/** A coarse device class from the User-Agent, for the first render; the browser refines it by width. */
export function deviceFromUserAgent(userAgent: string | undefined): Device {
  if (userAgent === undefined) return 'desktop';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * Who asks, from where: what the app configuration and the catalogue decide by. The routes read it
 * from the request (platform/http/visitor.ts).
 */
export type VisitorContext = {
  locale: Locale;
  userAgent: string | undefined;
  /** ISO country the edge reported (GEO_COUNTRY_HEADER), when configured and well-formed. */
  edgeCountry: string | undefined;
  /** The logged-in player, or null for a visitor. */
  player: PlayerProfile | null;
};

export type SiteDependencies = {
  brand: BrandService;
  jurisdictions: JurisdictionsService;
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
  jurisdictions,
  i18n,
  staticAssetsUrl,
}: SiteDependencies): SiteService {
  return {
    themeStylesheet: () => brand.themeStylesheet(),
    appConfig({ locale, userAgent, edgeCountry, player }) {
      // A player's own country decides the rules; a visitor's comes from the edge or the locale.
      const profile = jurisdictions.profileFor(
        player?.country ?? edgeCountry ?? LOCALE_INFO[locale].country,
      );
      const defaultProfile = jurisdictions.profileFor(null);
      const country =
        player?.country ?? edgeCountry ?? LOCALE_INFO[locale].country ?? profile.country ?? 'MT';
      const features = brand.features(country);
      const { id, name } = brand.brand();
      return {
        brand: { id, name },
        userId: player?.id ?? 'logged-out',
        logged: player !== null,
        locale,
        languageTag: LOCALE_INFO[locale].languageTag,
        english_locales: [...ENGLISH_LOCALES],
        supportedLocales: SUPPORTED_LOCALE_LIST,
        country,
        currency: player?.currency ?? currencyForLocale(locale),
        device: deviceFromUserAgent(userAgent),
        amlStatus: player?.amlStatus ?? '0',
        kycStatus: player?.kycStatus ?? '0',
        isUserWithinBonusCap: player?.isWithinBonusCap ?? true,
        staticAssetsUrl,
        translationsVersion: i18n.version(),
        minimumAge: profile.minimumAge,
        licencesAuthority: profile.authority,
        defaultAuthority: defaultProfile.authority,
        lobby: {
          demoPlay: (features['demo-play'] ?? false) && profile.isDemoPlayAllowed,
          jackpotBanner: features['jackpot-banner'] ?? false,
          races: features['rizkrace'] ?? false,
          // spec 000 §6: players may favourite (hidden in live casino, which the lobby decides).
          favourites: player !== null,
        },
        hasGameplayBlock: player?.hasGameplayBlock ?? false,
        hasScanVerification: player?.hasScanVerification ?? false,
        hasUnverifiedBlock: player?.hasUnverifiedBlock ?? false,
        hasPepBlock: player?.hasPepBlock ?? false,
        hasKycBlock: player?.hasKycBlock ?? false,
        hasRGTriggerBlock: player?.hasRgTriggerBlock ?? false,
        // spec 001 §6: unverified German players are blocked from play with a KYC message.
        shouldBlockUnverifiedDEUser:
          player?.play.reasons.includes('unverified-german-player') ?? false,
        playReasons: player?.play.reasons ?? [],
        features,
        onloadActions: [],
      };
    },
  };
}
