import { z } from 'zod';

// spec 001 §2 / §3 / §7 / §8: the German (GGL) LUGAS migration — the modal loaded from
// GET /{locale}/user/migrate-lugas, its form posted to /public-api/user/perform-lugas-migration and
// pre-filled from /public-api/user/get-user-data-for-lugas-migration.

/** spec 001 §3 "German migration form": the form's field names, exactly. */
export const LUGAS_MIGRATION_FIELDS = {
  monthlyLimit: 'lugas_monthly_deposit_limit',
  placeOfBirth: 'user_place_of_birth',
  maidenName: 'user_maidenname',
  termsConsented: 'terms_and_conditions_consented',
  privacyConsented: 'privacy_and_cookie_notice_consented',
} as const;

export type LugasMigrationField =
  (typeof LUGAS_MIGRATION_FIELDS)[keyof typeof LUGAS_MIGRATION_FIELDS];

/** Place of birth: 2 to 80 letters (spaces, hyphens, apostrophes and dots between them). */
export const PLACE_OF_BIRTH_MIN_LENGTH = 2;
export const PLACE_OF_BIRTH_MAX_LENGTH = 80;
export const MAIDEN_NAME_MAX_LENGTH = 80;
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/**
 * spec 001 §8 "German migration messages": the answer's `message` the modal reads — 'Validation
 * error.' marks the fields of `errors`; the two update failures have their own texts.
 */
export const LUGAS_MIGRATION_MESSAGES = {
  validation: 'Validation error.',
  userDetails: 'updateUserDetailsError',
  monthlyLimit: 'updateUserMonthlyLimitError',
} as const;

const ZFormText = z.string().max(256).optional();

/**
 * POST /public-api/user/perform-lugas-migration (form data). Every field is read as text and
 * judged by the migration itself, so a wrong one is answered per field (spec 001 §5).
 */
export const ZLugasMigrationRequest = z.object({
  [LUGAS_MIGRATION_FIELDS.monthlyLimit]: ZFormText,
  [LUGAS_MIGRATION_FIELDS.placeOfBirth]: ZFormText,
  [LUGAS_MIGRATION_FIELDS.maidenName]: ZFormText,
  [LUGAS_MIGRATION_FIELDS.termsConsented]: ZFormText,
  [LUGAS_MIGRATION_FIELDS.privacyConsented]: ZFormText,
  csrf_token: z.string().max(128).optional(),
});
export type TLugasMigrationRequest = z.infer<typeof ZLugasMigrationRequest>;

/** The answer: success with where to go next, or the message and each field's text. */
export const ZLugasMigrationResponse = z.object({
  success: z.boolean(),
  data: z.object({ redirect: z.string() }).optional(),
  message: z.string(),
  /** Field name → the field's error text, in the player's language. */
  errors: z.record(z.string(), z.string()),
});
export type TLugasMigrationResponse = z.infer<typeof ZLugasMigrationResponse>;

/** GET /public-api/user/get-user-data-for-lugas-migration: what the form starts from. */
export const ZLugasUserDataResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Whole euros: the player's monthly deposit limit now, or null without one. */
    monthLimit: z.number().int().nonnegative().nullable(),
    placeOfBirth: z.string(),
    maidenName: z.string(),
    /** The highest monthly limit the limit file takes, in whole euros (the field's maximum). */
    maxMonthLimit: z.number().int().positive(),
  }),
});
export type TLugasUserDataResponse = z.infer<typeof ZLugasUserDataResponse>;

// ---------------------------------------------------------------------------------------------
// The LUGAS sandbox's operator calls (tests preset a person's limit file entry)
// ---------------------------------------------------------------------------------------------

/** Who a person is to the limit file; the server keeps only the keyed hash of it. */
export const ZLugasSandboxPerson = z.strictObject({
  /** The email the player registered with (the platform asks no names, see lugas-limit-file.ts). */
  email: z.string().trim().min(3).max(254),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  placeOfBirth: z.string().trim().min(1).max(PLACE_OF_BIRTH_MAX_LENGTH),
});

/** PUT /operator-api/v1/lugas-sandbox/persons: writes (or replaces) the person's entry. */
export const ZLugasSandboxEntryRequest = ZLugasSandboxPerson.extend({
  /** Whole euros a month, across operators. */
  monthlyLimit: z.number().int().positive().max(1_000_000),
  isActiveElsewhere: z.boolean().default(false),
});
export type TLugasSandboxEntryRequest = z.input<typeof ZLugasSandboxEntryRequest>;

export const ZLugasSandboxEntryResponse = z.object({
  success: z.literal(true),
  entry: z.object({
    personKey: z.string(),
    monthlyLimit: z.number().int().positive(),
    isActiveElsewhere: z.boolean(),
  }),
});
