import { defineConfig } from 'drizzle-kit';

// Each module owns its tables in src/modules/<module>/schema.ts (the platform's own, such as the
// events outbox, in src/platform/<part>/schema.ts); one migration history for all.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/platform/*/schema.ts'],
  out: './drizzle',
});
