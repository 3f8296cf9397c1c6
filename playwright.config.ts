import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;
// The game studio runs in the server's process on its own port (docs/decisions/002).
const STUDIO_PORT = 3101;
// A new embedded database for every run: migrated and seeded by the server's first start.
const DATA_DIR = join(import.meta.dirname, 'test-results', 'e2e-data');
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A returning visitor who accepted the cookie notice (its own journey starts without it).
    storageState: {
      cookies: [
        {
          name: 'CookieDisclaimer',
          value: '1',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    screenshot: 'only-on-failure',
    // CI's two cores are the journeys' limit: recording a trace of every journey cost about a
    // tenth of their time, and a failure keeps its screenshot and error context. To record:
    // `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium; no browser is downloaded.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The bundle `npm run test:e2e` builds, as `npm start` runs it.
    command: 'node --enable-source-maps apps/server/dist-node/main.js',
    url: `http://127.0.0.1:${PORT}/health`,
    // Journeys set the visitor's country the way an edge would (a German visitor on /en/).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The embedded default, new each run, even where the shell has a PostgreSQL or Redis for the
      // database suite (`.ci/run` with DATABASE_URL): a shared database keeps earlier runs' draws.
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      GEO_COUNTRY_HEADER: 'x-test-country',
      // Every journey registers from this one address, several a minute: more codes than one
      // visitor's 10 a minute (the README's SMS_CODES_PER_MINUTE).
      SMS_CODES_PER_MINUTE: '60',
      STUDIO_PORT: String(STUDIO_PORT),
      STUDIO_HOST: '127.0.0.1',
      STUDIO_URL: `http://127.0.0.1:${STUDIO_PORT}`,
      STUDIO_DATA_DIR: join(DATA_DIR, 'studio'),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // The server's warnings and errors (LOG_LEVEL warn) go to the run's log.
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
