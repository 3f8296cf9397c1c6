import { defineConfig } from 'drizzle-kit';

// Each module owns its tables in src/modules/<module>/schema.ts; one migration history for all.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
