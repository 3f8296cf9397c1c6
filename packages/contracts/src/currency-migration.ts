import { z } from 'zod';

// The Croatian migration to the euro (spec 000 §1, §3 Migration response, §4, §7, §9):
//   GET /{locale}/user/start-migration   (JSON) starts the player's migration once and answers its
//                                        progress; the site asks again every 2 s while it is
//                                        MigrationinProgress, then goes to the lobby.
// The conversion runs as a job (the fixed rate 7.53450, DESIGN §4; packages/domain euro-changeover).

/** spec 000 §3: the value the site polls on, spelt as the spec spells it. */
export const MIGRATION_IN_PROGRESS = 'MigrationinProgress';
/** Ours: the migration is done (the site then goes to the lobby). */
export const MIGRATION_COMPLETED = 'MigrationCompleted';
/** Ours: the player has nothing to migrate (no kuna account). */
export const MIGRATION_NOT_NEEDED = 'MigrationNotNeeded';

export const ZMigrationProgress = z.enum([
  MIGRATION_IN_PROGRESS,
  MIGRATION_COMPLETED,
  MIGRATION_NOT_NEEDED,
]);
export type TMigrationProgress = z.infer<typeof ZMigrationProgress>;

/** spec 000 §3 Migration response: success, progress. */
export const ZMigrationResponse = z.object({
  success: z.boolean(),
  progress: ZMigrationProgress,
});
export type TMigrationResponse = z.infer<typeof ZMigrationResponse>;
