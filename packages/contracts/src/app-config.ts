import { PLAY_REASONS } from '@playfair/domain/play-eligibility';
import { z } from 'zod';

/**
 * The app configuration the server hands the player site (spec 000 §3 "App configuration values
 * used", spec 001 §3 "Config values read", DESIGN §6). Inlined in the page as
 * `<script id="app-config" type="application/json">` and answered by `GET /api/config`.
 */
export const ZAppConfig = z.object({
  brand: z.object({ id: z.string(), name: z.string() }),
  /** The player's id, or `logged-out`. */
  userId: z.string(),
  logged: z.boolean(),
  locale: z.string(),
  languageTag: z.string(),
  english_locales: z.array(z.string()),
  supportedLocales: z.array(z.object({ code: z.string(), nativeName: z.string() })),
  country: z.string(),
  currency: z.string(),
  device: z.enum(['desktop', 'tablet', 'mobile']),
  /** '0' means clear; anything else blocks real play (spec 000 §6). */
  amlStatus: z.string(),
  kycStatus: z.string(),
  isUserWithinBonusCap: z.boolean(),
  staticAssetsUrl: z.string(),
  /** Changes whenever any catalog text changes: the web keys its session-storage cache on it. */
  translationsVersion: z.string(),
  minimumAge: z.number().int().positive(),
  licencesAuthority: z.string(),
  defaultAuthority: z.string(),
  lobby: z.object({
    demoPlay: z.boolean(),
    jackpotBanner: z.boolean(),
    races: z.boolean(),
    favourites: z.boolean(),
  }),
  hasGameplayBlock: z.boolean(),
  hasScanVerification: z.boolean(),
  hasUnverifiedBlock: z.boolean(),
  hasPepBlock: z.boolean(),
  hasKycBlock: z.boolean(),
  hasRGTriggerBlock: z.boolean(),
  shouldBlockUnverifiedDEUser: z.boolean(),
  /**
   * Why the player may not play for real, in the order they are told (domain play-eligibility.ts:
   * spec 001 §6's order, with spec 000 §6's blocks); empty for a visitor and a clear account. The
   * game view shows the first one it has a modal or notice for.
   */
  playReasons: z.array(z.enum(PLAY_REASONS)),
  /**
   * spec 001 §2 doc-pending: an identity document the player sent awaits review, so the game view
   * says the documents are being checked where it would ask for them (scan verification, a KYC
   * status). Sent only while such a reason holds; absent: none.
   */
  hasDocumentsPending: z.boolean().optional(),
  /** Feature flags of spec 001 §6 for this brand and country. */
  features: z.record(z.string(), z.boolean()),
  /** Onload actions (spec 001 §2) the app runs once after boot. */
  onloadActions: z.array(
    z.object({ action: z.string(), params: z.record(z.string(), z.unknown()) }),
  ),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;
