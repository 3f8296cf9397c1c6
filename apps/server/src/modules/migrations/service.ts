// spec 000 §1/§4 and spec 001 §2–§8 the migrations: the Croatian euro changeover, the German
// LUGAS registration and the Peruvian (MINCETUR) details. Each flow has its own file; this is what
// other modules may import.

export {
  CURRENCY_MIGRATION_JOB,
  DEMO_KUNA_PASSWORD,
  DEMO_KUNA_PLAYERS,
  createCurrencyMigration,
  type CurrencyMigration,
  type CurrencyMigrationDependencies,
} from './currency';
export {
  createLugasMigration,
  LUGAS_MIGRATION_MODAL,
  type LugasMigration,
  type LugasMigrationDependencies,
} from './lugas';
export { lugasPersonKey, type LugasLimitFile } from './lugas-limit-file';
export { createSandboxLugasFile, type SandboxLugasFile } from './lugas-sandbox';
export {
  createPeruMigration,
  PE_MIGRATION_MODAL,
  type PeruMigration,
  type PeruMigrationDependencies,
} from './peru';
