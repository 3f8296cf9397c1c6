// spec 001 §2, §6 and spec 000 §5, §6: features switched on by configuration, "enabled for ALL or a
// list of countries". DESIGN §8: flags are stored per brand and country and read into the app
// config; the defaults below seed a fresh demo brand and fill in any flag a store lacks.

import { z } from 'zod';

/** The flag names exactly as the spec spells them (mixed styles included). */
export const FEATURE_NAMES = [
  'show-live-stats',
  'rizkrace',
  'panic-button',
  'quick-deposit',
  'paas-cashier',
  'change-deposit-quiz',
  'game-notification',
  'hard-reality-check',
  'demo-play',
  'jackpot-banner',
  'MINCETUR',
  'emailVerification',
  'registration_static_v3',
  'send-register-verification-sms',
  'gamelimits',
  'new-raffles-auto-opt-in',
  'fake-or-real-popup',
  'migrations',
] as const;

export const ZFeatureName = z.enum(FEATURE_NAMES);
export type FeatureName = z.infer<typeof ZFeatureName>;

export const ZFeatureFlag = z
  .object({
    enabled: z.boolean(),
    /** 'ALL', or the ISO 3166-1 alpha-2 countries the flag is on for. */
    countries: z.union([z.literal('ALL'), z.array(z.string().regex(/^[A-Z]{2}$/)).readonly()]),
  })
  .strict();

export type FeatureFlag = z.infer<typeof ZFeatureFlag>;

export const ZFeatureFlags = z.partialRecord(ZFeatureName, ZFeatureFlag);
export type FeatureFlags = Readonly<Partial<Record<FeatureName, FeatureFlag>>>;

const ON_EVERYWHERE = { enabled: true, countries: 'ALL' } as const;
const OFF = { enabled: false, countries: 'ALL' } as const;

function onIn(...countries: readonly string[]): FeatureFlag {
  return { enabled: true, countries };
}

/**
 * Defaults for the demo brand: everything the demo can show is on, market rules are on only where
 * the spec ties them to a market, and what needs an outside service is off.
 */
export const DEFAULT_FEATURE_FLAGS = {
  // spec 001 §6: GB and ES show live stats.
  'show-live-stats': onIn('GB', 'ES'),
  // Races run on the in-house studio's rounds (DESIGN §7), so every market gets them.
  rizkrace: ON_EVERYWHERE,
  // The panic button bar is a German rule (DESIGN §8).
  'panic-button': onIn('DE'),
  'quick-deposit': ON_EVERYWHERE,
  // A payments-as-a-service cashier is an outside service; the demo uses its own cashier.
  'paas-cashier': OFF,
  // spec 001 §6: "change-deposit-quiz (Spanish rules)".
  'change-deposit-quiz': onIn('ES'),
  // Asking before closing a game open in another window is harmless everywhere (spec 001 §4).
  'game-notification': ON_EVERYWHERE,
  // The hard reality check blocks play until a cooldown ends. No spec rule ties it to a market; the
  // demo turns it on for Spain only, to show the flow in one market without blocking the others,
  // which keep the hourly reality check of their profile.
  'hard-reality-check': onIn('ES'),
  // The brand offers demo play; the jurisdiction profile still decides per market (spec 000 §6).
  'demo-play': ON_EVERYWHERE,
  'jackpot-banner': ON_EVERYWHERE,
  // spec 001 §4: the MINCETUR flow (district → department, DNI/CE) is Peru's.
  MINCETUR: onIn('PE'),
  // Email verification needs mail delivery, which a fresh demo lacks; the SMS step is used instead.
  emailVerification: OFF,
  // The registration modal is the main flow; the static page stays reachable by turning this on.
  registration_static_v3: OFF,
  // The SMS is simulated in the demo; TOBIQUE skips it regardless (jurisdiction profile).
  'send-register-verification-sms': ON_EVERYWHERE,
  // Session limits before slot play are a Spanish rule (spec 001 §6: checked only for slots).
  gamelimits: onIn('ES'),
  // spec 000 §5: with auto opt-in the raffle opt-in button disappears; the demo shows the button.
  'new-raffles-auto-opt-in': OFF,
  'fake-or-real-popup': ON_EVERYWHERE,
  // The account migrations of the spec: Croatian (HRK → EUR), German (LUGAS) and Peruvian.
  migrations: onIn('HR', 'DE', 'PE'),
} as const satisfies Record<FeatureName, FeatureFlag>;

/** spec 001 §2: a flag is on for a country when enabled for ALL or for a list holding the country. */
export function isFeatureEnabled(flag: FeatureFlag, country: string | null): boolean {
  if (!flag.enabled) return false;
  if (flag.countries === 'ALL') return true;
  if (country === null) return false;
  const wanted = country.trim().toUpperCase();
  return flag.countries.includes(wanted);
}

/**
 * Every flag's value for one country, for the app config. A flag missing from `flags` (a store
 * written before the flag existed) takes its default.
 */
export function resolveFeatures(
  flags: FeatureFlags,
  country: string | null,
): Record<FeatureName, boolean> {
  const resolved = {} as Record<FeatureName, boolean>;
  for (const name of FEATURE_NAMES) {
    resolved[name] = isFeatureEnabled(flags[name] ?? DEFAULT_FEATURE_FLAGS[name], country);
  }
  return resolved;
}
