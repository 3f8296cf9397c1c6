// The database suite (`npm run test:db`): the server's test files whose outcome can differ on a
// PostgreSQL server, listed in apps/server/test/postgres-suite.json (README "Running on
// PostgreSQL"; apps/server/test/postgres-suite.test.ts keeps the list whole). Every other server
// file runs on PGlite in `npm test`. Extra arguments go to Vitest.
// Usage: DATABASE_URL=postgres://… node scripts/test-db.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const suite = JSON.parse(readFileSync(join(ROOT, 'apps/server/test/postgres-suite.json'), 'utf8'));

// Vitest takes file arguments as parts of a path: each names its one file from the repository root.
const files = suite.map((file) => `apps/server/${file}`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', ...files, ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
