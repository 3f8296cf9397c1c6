import { z } from 'zod';

// spec 001 §2 / §3 / §5 / §7: the Peruvian (MINCETUR) migration. The spec leaves its paths out
// ("form posted to its own action"); they are fixed here:
//   POST /{locale}/user/pe-migration                  the form → success, redirectUrl, error, errors[].msg
//   POST /{locale}/user/pe-migration/validate-mobile  the mobile, checked before the submit

export const PE_MIGRATION_PATH = '/user/pe-migration';
export const PE_MIGRATION_MOBILE_CHECK_PATH = '/user/pe-migration/validate-mobile';

/** spec 001 §3 "Peruvian migration form": the form's field names, exactly. */
export const PE_MIGRATION_FIELDS = {
  mobile: 'user_mobile',
  mobilePrefix: 'user_mobile_prefix',
  documentType: 'IdentityDocumentType',
  /** The document's number (spec 001 §5: DNI exactly 8 digits, CE exactly 9). */
  documentNumber: 'IdentityDocumentNumber',
  nationality: 'user_nationality',
  district: 'user_migration_district',
  department: 'user_migration_department',
  /** The hidden consented field the marketing toggle sets to 1 or 0 (spec 001 §3). */
  marketingConsented: 'user_marketing_consented',
} as const;

export type PeMigrationField = (typeof PE_MIGRATION_FIELDS)[keyof typeof PE_MIGRATION_FIELDS];

/** spec 001 §3: a CE holder names their nationality; everyone else is Peruvian. */
export const PERUVIAN_NATIONALITY = 'PE';

/**
 * spec 001 §5 "invalid shows translated message inkabet.migration.{error}": the mobile check's
 * error names. Catalog keys are lower snake case, so `inkabet.migration.{error}` is the catalog key
 * `pe_migration_error_{error}` (peMigrationErrorKey), in this one place.
 */
export const PE_MIGRATION_MOBILE_ERRORS = [
  'invalid_mobile',
  'mobile_not_allowed',
  'mobile_taken',
] as const;
export type PeMigrationMobileError = (typeof PE_MIGRATION_MOBILE_ERRORS)[number];

/** The catalog key of `inkabet.migration.{error}` (see PE_MIGRATION_MOBILE_ERRORS). */
export function peMigrationErrorKey(error: string): string {
  return `pe_migration_error_${error}`;
}

const ZFormText = z.string().max(256).optional();

/** The form as posted; every field is judged by the migration, so a wrong one is named. */
export const ZPeMigrationRequest = z.object({
  [PE_MIGRATION_FIELDS.mobile]: ZFormText,
  [PE_MIGRATION_FIELDS.mobilePrefix]: ZFormText,
  [PE_MIGRATION_FIELDS.documentType]: ZFormText,
  [PE_MIGRATION_FIELDS.documentNumber]: ZFormText,
  [PE_MIGRATION_FIELDS.nationality]: ZFormText,
  [PE_MIGRATION_FIELDS.district]: ZFormText,
  [PE_MIGRATION_FIELDS.department]: ZFormText,
  [PE_MIGRATION_FIELDS.marketingConsented]: ZFormText,
  csrf_token: z.string().max(128).optional(),
});
export type TPeMigrationRequest = z.infer<typeof ZPeMigrationRequest>;

/** spec 001 §7: success with where to go, or the error and each field's message. */
export const ZPeMigrationResponse = z.object({
  success: z.boolean(),
  redirectUrl: z.string().optional(),
  /** The older name of `redirectUrl`; a client reads either. */
  redirect: z.string().optional(),
  error: z.string().optional(),
  errors: z.array(z.object({ field: z.string().optional(), msg: z.string() })).optional(),
});
export type TPeMigrationResponse = z.infer<typeof ZPeMigrationResponse>;

export const ZPeMigrationMobileRequest = z.object({
  [PE_MIGRATION_FIELDS.mobile]: ZFormText,
  [PE_MIGRATION_FIELDS.mobilePrefix]: ZFormText,
  csrf_token: z.string().max(128).optional(),
});

/** The mobile check: valid, or the error's name and its text (`inkabet.migration.{error}`). */
export const ZPeMigrationMobileResponse = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type TPeMigrationMobileResponse = z.infer<typeof ZPeMigrationMobileResponse>;
