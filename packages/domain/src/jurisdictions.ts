// DESIGN §8: jurisdictions as data. One profile per authority/country; the server enforces from it,
// the web app shows from it, the tests read it. The server stores profiles as JSON (so an operator
// can tune them) and validates them with `ZJurisdictionProfile` when reading; the list below is the
// seed and the fallback.
//
// The spec names the markets and a few of their rules (spec 001 §1, §2, §4, §6); the rest of each
// profile is our reading of the market's rules for a demo brand, marked "assumption" below. It is
// not legal advice: an operator checks each value against its licence before going live.

import { z } from 'zod';
import {
  LIMIT_DURATION_IDS,
  type LimitPeriod,
  SPANISH_DEFAULT_DEPOSIT_LIMITS,
  VERTICAL_SWITCH_WAIT_MS,
} from './constants';

export const JURISDICTION_CODES = [
  'GB',
  'SE',
  'DE',
  'ES',
  'NL',
  'PE',
  'HR',
  'SR',
  'NZ',
  'TOBIQUE',
  'default',
] as const;

export const ZJurisdictionCode = z.enum(JURISDICTION_CODES);
export type JurisdictionCode = z.infer<typeof ZJurisdictionCode>;

/**
 * Registration fields some markets require on top of the common ones (email, password, mobile,
 * country, postal code, date of birth); names follow spec 001 §3 without the `form_user_` prefix.
 */
export const EXTRA_REGISTRATION_FIELDS = [
  'state',
  'city',
  'district',
  'department',
  'identityDocumentType',
  'identityDocumentNumber',
  'depositLimit',
] as const;

export const ZExtraRegistrationField = z.enum(EXTRA_REGISTRATION_FIELDS);
export type ExtraRegistrationField = z.infer<typeof ZExtraRegistrationField>;

const LIMIT_PERIODS = Object.keys(LIMIT_DURATION_IDS) as [LimitPeriod, ...LimitPeriod[]];
const ZLimitPeriod = z.enum(LIMIT_PERIODS);

const ZMinorAmount = z.number().int().positive();

const ZDepositLimitRules = z.object({
  /** Periods a player may set a deposit limit for. */
  periods: z.array(ZLimitPeriod).readonly(),
  /** Limits every new player starts with, in minor units of the player's currency; null: none. */
  defaultsMinor: z
    .object({
      daily: ZMinorAmount.optional(),
      weekly: ZMinorAmount.optional(),
      monthly: ZMinorAmount.optional(),
    })
    .strict()
    .nullable(),
  /** Hours between asking for a higher limit and it applying (a lower one applies at once). */
  raiseCoolingOffHours: z.number().int().nonnegative(),
  /** spec 001 §6 change-deposit-quiz: a raise needs the responsible-gaming quiz passed first. */
  isRaiseQuizRequired: z.boolean(),
});

const ZSlotStakeCap = z.object({
  /** Highest stake per slot spin, in minor units of the player's currency. */
  amountMinor: ZMinorAmount,
  /** A lower cap for young adults, where the market has one. */
  youngAdult: z
    .object({ belowAge: z.number().int().positive(), amountMinor: ZMinorAmount })
    .strict()
    .nullable(),
});

export const ZJurisdictionProfile = z
  .object({
    code: ZJurisdictionCode,
    /** The licensing authority, as the app config's licencesAuthority names it (spec 001 §3). */
    authority: z.string().min(1),
    /** ISO 3166-1 alpha-2 country the profile governs; null only for the default profile. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    minimumAge: z.number().int().min(18),
    registrationFields: z.array(ZExtraRegistrationField).readonly(),
    /** Where registration happens when not in the registration modal (spec 001 §2); null: the modal. */
    registrationPath: z.string().startsWith('/').nullable(),
    /** Whether a visitor may play games for fun (spec 000 §6, spec 001 §6). */
    isDemoPlayAllowed: z.boolean(),
    depositLimits: ZDepositLimitRules,
    realityCheckIntervalMinutes: z.number().int().positive(),
    /** The live session-stats bar in the game view (spec 001 §6: GB and ES). */
    hasLiveStats: z.boolean(),
    /** Registration and login through Swedish BankID (spec 001 §2: the SGA authority). */
    hasBankId: z.boolean(),
    /** The 24-hour panic-button pause (spec 001 §2, "panic button bar"). */
    hasPanicButton: z.boolean(),
    /** Wait when switching between sportsbook and casino (spec 000 §9, spec 001 §4); null: none. */
    verticalSwitchWaitSeconds: z.number().int().positive().nullable(),
    slotStakeCap: ZSlotStakeCap.nullable(),
    /**
     * The shortest time a slot round may take, in milliseconds, spin to spin (DESIGN §7: the studio
     * paces slot engines to it; roulette and blackjack are not paced); 0: no minimum.
     */
    minGameCycleMs: z.number().int().nonnegative().max(60_000),
    /** Whether registration sends an SMS code (spec 001 §4: never for TOBIQUE). */
    isSmsVerificationRequired: z.boolean(),
    /** NZ refuses email addresses of some providers with status 146 (spec 001 §5). */
    hasEmailProviderBlocklist: z.boolean(),
  })
  .strict()
  .superRefine((profile, ctx) => {
    if ((profile.code === 'default') !== (profile.country === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['country'],
        message: 'Only the default profile has no country, and it must have none',
      });
    }
    const { periods, defaultsMinor } = profile.depositLimits;
    for (const period of Object.keys(defaultsMinor ?? {}) as LimitPeriod[]) {
      if (!periods.includes(period)) {
        ctx.addIssue({
          code: 'custom',
          path: ['depositLimits', 'defaultsMinor', period],
          message: `A default limit needs its period (${period}) among the limit periods`,
        });
      }
    }
    const cap = profile.slotStakeCap;
    if (cap?.youngAdult && cap.youngAdult.amountMinor >= cap.amountMinor) {
      ctx.addIssue({
        code: 'custom',
        path: ['slotStakeCap', 'youngAdult', 'amountMinor'],
        message: 'The young-adult stake cap must be lower than the general one',
      });
    }
  });

export type JurisdictionProfile = z.infer<typeof ZJurisdictionProfile>;

const ALL_PERIODS = ['daily', 'weekly', 'monthly'] as const;
const VERTICAL_SWITCH_WAIT_SECONDS = VERTICAL_SWITCH_WAIT_MS / 1_000;
// spec 000 §9: the reality check summarises the last 60 minutes; every market here asks hourly.
const REALITY_CHECK_MINUTES = 60;
// Assumption: 24 hours is the usual cooling-off for a raised limit (MGA, UKGC, KSA practice) where
// a market sets no stricter one.
const DEFAULT_COOLING_OFF_HOURS = 24;

// Shared by the markets that add nothing of their own; each profile spells out what differs.
const BASE = {
  minimumAge: 18,
  registrationFields: [],
  registrationPath: null,
  isDemoPlayAllowed: true,
  depositLimits: {
    periods: ALL_PERIODS,
    defaultsMinor: null,
    raiseCoolingOffHours: DEFAULT_COOLING_OFF_HOURS,
    isRaiseQuizRequired: false,
  },
  realityCheckIntervalMinutes: REALITY_CHECK_MINUTES,
  hasLiveStats: false,
  hasBankId: false,
  hasPanicButton: false,
  verticalSwitchWaitSeconds: null,
  slotStakeCap: null,
  minGameCycleMs: 0,
  isSmsVerificationRequired: true,
  hasEmailProviderBlocklist: false,
} as const;

// minimumAge is 18 in every profile: no market here sets a higher online age (NZ's 20 applies to
// land casinos only).
export const JURISDICTION_PROFILES = [
  {
    ...BASE,
    code: 'GB',
    authority: 'UKGC',
    country: 'GB',
    // Assumption: UKGC requires age verification before free play, so visitors get no demo.
    isDemoPlayAllowed: false,
    hasLiveStats: true,
    // Assumption: UKGC online slot stake limits, £5 a spin, £2 for players aged 18 to 24.
    slotStakeCap: { amountMinor: 500, youngAdult: { belowAge: 25, amountMinor: 200 } },
    // UKGC remote technical standards (online slots, since October 2021): a slot game cycle lasts
    // at least 2.5 seconds.
    minGameCycleMs: 2_500,
  },
  {
    ...BASE,
    code: 'SE',
    authority: 'SGA',
    country: 'SE',
    registrationFields: ['depositLimit'],
    // Assumption: Swedish players identify (BankID) before any play, demo included, and set a
    // deposit limit before playing; a raise applies after 72 hours.
    isDemoPlayAllowed: false,
    depositLimits: { ...BASE.depositLimits, raiseCoolingOffHours: 72 },
    hasBankId: true,
  },
  {
    ...BASE,
    code: 'DE',
    authority: 'GGL',
    country: 'DE',
    // spec 001 §4: Germany needs the state; city comes from the German city list (spec 001 §7); the
    // monthly LUGAS deposit limit is asked at registration (spec 001 §3 migration form).
    registrationFields: ['state', 'city', 'depositLimit'],
    // Assumption (GlüStV 2021): no free play for unverified visitors; a raise applies after 7 days;
    // one-minute wait between sportsbook and slots; EUR 1 a slot spin.
    isDemoPlayAllowed: false,
    depositLimits: { ...BASE.depositLimits, raiseCoolingOffHours: 7 * 24 },
    hasPanicButton: true,
    verticalSwitchWaitSeconds: VERTICAL_SWITCH_WAIT_SECONDS,
    slotStakeCap: { amountMinor: 100, youngAdult: null },
  },
  {
    ...BASE,
    code: 'ES',
    authority: 'DGOJ',
    country: 'ES',
    // Assumption: Spanish free play only for verified players.
    isDemoPlayAllowed: false,
    depositLimits: {
      periods: ALL_PERIODS,
      // spec 001 §9: Spanish default deposit limits 600 / 1 500 / 3 000 euros.
      defaultsMinor: {
        daily: SPANISH_DEFAULT_DEPOSIT_LIMITS[0].amountMinor,
        weekly: SPANISH_DEFAULT_DEPOSIT_LIMITS[1].amountMinor,
        monthly: SPANISH_DEFAULT_DEPOSIT_LIMITS[2].amountMinor,
      },
      // Assumption: a raise applies after 72 hours, once the quiz (spec 001 §6) is passed.
      raiseCoolingOffHours: 72,
      isRaiseQuizRequired: true,
    },
    hasLiveStats: true,
  },
  {
    ...BASE,
    code: 'NL',
    authority: 'KSA',
    country: 'NL',
    registrationFields: ['depositLimit'],
    // Assumption (Koa): players set their limits before playing; no free play for unverified visitors.
    isDemoPlayAllowed: false,
  },
  {
    ...BASE,
    code: 'PE',
    authority: 'MINCETUR',
    country: 'PE',
    // spec 001 §3–§5: DNI (8 digits) or CE (9 digits); district leads to department.
    registrationFields: [
      'identityDocumentType',
      'identityDocumentNumber',
      'district',
      'department',
    ],
  },
  {
    ...BASE,
    code: 'HR',
    // The spec names no Croatian authority; the code is the country's.
    authority: 'HR',
    country: 'HR',
  },
  {
    ...BASE,
    code: 'SR',
    authority: 'SGCA',
    country: 'RS',
    // spec 001 §2: "For the SGCA authority the product goes to /sr/registracija".
    registrationPath: '/sr/registracija',
  },
  {
    ...BASE,
    code: 'NZ',
    // NZ players are served under the international licence; the profile carries NZ's own rules.
    authority: 'MGA',
    country: 'NZ',
    hasEmailProviderBlocklist: true,
  },
  {
    ...BASE,
    code: 'TOBIQUE',
    authority: 'TOBIQUE',
    // Assumption: the Tobique licence serves the Canadian (ca, CAD) site.
    country: 'CA',
    // spec 001 §4: "For authority TOBIQUE it is always skipped."
    isSmsVerificationRequired: false,
  },
  {
    ...BASE,
    code: 'default',
    // The international site (locale en) runs under a Malta Gaming Authority licence.
    authority: 'MGA',
    country: null,
  },
] as const satisfies readonly JurisdictionProfile[];

function seedProfile(code: JurisdictionCode): JurisdictionProfile {
  const profile = JURISDICTION_PROFILES.find((candidate) => candidate.code === code);
  if (profile === undefined) throw new Error(`No seed jurisdiction profile ${code}`);
  return profile;
}

export const DEFAULT_JURISDICTION_PROFILE: JurisdictionProfile = seedProfile('default');

/** The profile for a country (ISO alpha-2, any case); the default profile for any other or none. */
export function profileForCountry(
  country: string | null,
  profiles: readonly JurisdictionProfile[] = JURISDICTION_PROFILES,
): JurisdictionProfile {
  const wanted = country?.trim().toUpperCase();
  return (
    profiles.find((profile) => profile.country !== null && profile.country === wanted) ??
    profiles.find((profile) => profile.code === 'default') ??
    DEFAULT_JURISDICTION_PROFILE
  );
}

export function profileForCode(
  code: JurisdictionCode,
  profiles: readonly JurisdictionProfile[] = JURISDICTION_PROFILES,
): JurisdictionProfile {
  return profiles.find((profile) => profile.code === code) ?? DEFAULT_JURISDICTION_PROFILE;
}

/** The highest slot stake for a player of `age` under a profile, in minor units; null: no cap. */
export function slotStakeCapMinor(profile: JurisdictionProfile, age: number): number | null {
  const cap = profile.slotStakeCap;
  if (cap === null) return null;
  if (cap.youngAdult !== null && age < cap.youngAdult.belowAge) return cap.youngAdult.amountMinor;
  return cap.amountMinor;
}
