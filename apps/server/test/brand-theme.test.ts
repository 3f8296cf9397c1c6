import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { FIXTURE_WEB_DIST, openTestDatabase, type TestDatabase } from './helper';

let database: TestDatabase;
const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
const BROWSER = { accept: 'text/html' } as const;
/** A start of the app, which reads the brand's theme from the database. */
const start = () => buildApp({ config, database, seed: !database.isSeeded });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function setTheme(theme: Record<string, string>) {
  await database.db.execute(
    sql`update brands set theme = ${JSON.stringify(theme)}::jsonb where id = 'playfair'`,
  );
}

describe('brand theme (white label)', () => {
  it('links no theme stylesheet while the brand keeps the default tokens', async () => {
    const app = await start();
    try {
      const page = await app.inject({ method: 'GET', url: '/en/', headers: BROWSER });
      expect(page.body).not.toContain('/brand/theme.css');
      const css = await app.inject({ method: 'GET', url: '/brand/theme.css' });
      expect(css.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('links the brand’s token overrides last in <head> and serves them as CSS', async () => {
    await setTheme({ '--pf-color-accent': '#2bd4a4' });
    const app = await start();
    try {
      const page = await app.inject({ method: 'GET', url: '/en/', headers: BROWSER });
      const href = /<link rel="stylesheet" href="(\/brand\/theme\.css\?v=[0-9a-f]+)"><\/head>/.exec(
        page.body,
      )?.[1];
      expect(href).toBeDefined();
      const css = await app.inject({ method: 'GET', url: href ?? '' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(css.body).toBe(':root {\n  --pf-color-accent: #2bd4a4;\n}\n');
      const stale = await app.inject({ method: 'GET', url: '/brand/theme.css?v=old' });
      expect(stale.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });

  it('refuses to start on a theme that could break out of its stylesheet', async () => {
    await setTheme({ '--pf-color-accent': 'red; } body { display: none' });
    await expect(start()).rejects.toThrow(/invalid theme/);
    await setTheme({});
  });
});
