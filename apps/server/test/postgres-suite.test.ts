import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import postgresSuite from './postgres-suite.json';

// `npm run test:db` runs on PostgreSQL only the files of `postgres-suite.json`: those whose outcome
// can differ from PGlite's (README "Running on PostgreSQL"). PGlite is one connection that runs
// every statement in turn; a file that sends one request at a time through the app runs the same
// statements in the same order on either, and a file that opens no database runs the same whatever
// DATABASE_URL says. What can differ is what a server with many connections does: work at once,
// transactions and locks, several connections or processes, the migrations, and whatever a file
// does on one kind of database only. These patterns find that in the text of a file that opens a
// database, so a new file doing it is on the list or this test fails.

const SERVER_ROOT = join(import.meta.dirname, '..');
const THIS_FILE = 'test/postgres-suite.test.ts';

/** The test database (`helper.ts`, through the helpers built on it) or a connection of its own. */
const OPENS_A_DATABASE = /openTestDatabase|createTestApp|openDatabase\(|from '\.\/[\w-]*helper'/;

const POSTGRES_SENSITIVE: readonly [what: string, pattern: RegExp][] = [
  ['work at once', /Promise\.all/],
  ['an explicit transaction', /\.transaction\(/],
  ['row or advisory locks', /for update|skip locked|advisory/i],
  ['connections of its own', /openDatabase\(|pg_terminate_backend|pg_stat_activity/],
  ['the migrations on an empty database', /seeded:\s*false/],
  ['a choice by the database in use', /DATABASE_URL|\.kind\s*[!=]==\s*'(?:pglite|postgres)'/],
];

function serverTestFiles(): string[] {
  return ['src', 'test']
    .flatMap((folder) =>
      readdirSync(join(SERVER_ROOT, folder), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${folder}/${file.split('\\').join('/')}`,
      ),
    )
    .filter((file) => file.endsWith('.test.ts') && file !== THIS_FILE)
    .sort();
}

describe('the PostgreSQL suite', () => {
  it('names server test files, each once and in order', () => {
    for (const file of postgresSuite) {
      expect(existsSync(join(SERVER_ROOT, file)), file).toBe(true);
      expect(file).toMatch(/^(?:src|test)\/.+\.test\.ts$/);
    }
    expect(postgresSuite).toEqual([...new Set(postgresSuite)].sort());
  });

  it('holds every file whose outcome can differ on PostgreSQL', () => {
    const missing = serverTestFiles().flatMap((file) => {
      const text = readFileSync(join(SERVER_ROOT, file), 'utf8');
      if (!OPENS_A_DATABASE.test(text)) return [];
      const found = POSTGRES_SENSITIVE.filter(([, pattern]) => pattern.test(text));
      return found.length === 0 || postgresSuite.includes(file)
        ? []
        : [`${file} (${found.map(([what]) => what).join(', ')})`];
    });
    expect(missing).toEqual([]);
  });
});
