/**
 * The Peruvian migration's own namespace: its texts load when the modal first renders. A key it
 * lacks resolves from the common namespace.
 */
export const PE_MIGRATION_NAMESPACE = 'pe-migration';

/** Catalog keys the Peruvian migration modal renders. */
export const PE_MIGRATION_TEXT_KEYS = [
  'pe_migration_title',
  'pe_migration_intro',
  'pe_migration_prefix_label',
  'pe_migration_mobile_label',
  'pe_migration_document_type_label',
  'pe_migration_document_dni',
  'pe_migration_document_ce',
  'pe_migration_document_number_label',
  'pe_migration_nationality_label',
  'pe_migration_district_label',
  'pe_migration_department_label',
  'pe_migration_choose',
  'pe_migration_marketing_consent',
  'pe_migration_submit',
  'pe_migration_nationality_required',
  'pe_migration_error_generic',
  // spec 001 §5 inkabet.migration.{error} (contracts pe-migration.ts peMigrationErrorKey).
  'pe_migration_error_invalid_mobile',
  'pe_migration_error_mobile_not_allowed',
  'pe_migration_error_mobile_taken',
  'validation_required',
  'validation_dni',
  'validation_ce',
  'validation_district',
  'validation_department',
] as const;

export type PeMigrationTextKey = (typeof PE_MIGRATION_TEXT_KEYS)[number];
