/**
 * The German migration's own namespace: its texts load when the modal first renders. A key it
 * lacks resolves from the common namespace.
 */
export const LUGAS_MIGRATION_NAMESPACE = 'lugas-migration';

/** Catalog keys the German migration modal renders. */
export const LUGAS_MIGRATION_TEXT_KEYS = [
  'lugas_migration_title',
  'lugas_migration_intro',
  'lugas_migration_limit_label',
  'lugas_migration_limit_hint',
  'lugas_migration_place_label',
  'lugas_migration_maiden_name_label',
  'lugas_migration_terms_consent',
  'lugas_migration_privacy_consent',
  'lugas_migration_submit',
  'lugas_migration_limit_error',
  'lugas_migration_place_invalid',
  'lugas_migration_consent_required',
  'lugas_migration_error_generic',
  'lugas_migration_error_user_data',
  'lugas_migration_error_monthly_limit',
  'lugas_migration_loading',
] as const;

export type LugasMigrationTextKey = (typeof LUGAS_MIGRATION_TEXT_KEYS)[number];
