/** The Croatian migration's texts load as a namespace of their own when its notice opens. */
export const EURO_MIGRATION_NAMESPACE = 'euro-migration';

export const EURO_MIGRATION_TEXT_KEYS = [
  'euro_migration_title',
  'euro_migration_text',
  'euro_migration_now',
  'euro_migration_after',
  'euro_migration_history',
  'euro_migration_in_progress',
  'euro_migration_done',
  'euro_migration_start',
] as const;
