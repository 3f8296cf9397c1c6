// Measures the platform beside a bare Fastify in one run and prints ratios (bench/README.md).
// Usage: npm run bench [-- --duration 10 --connections 10]
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  measureLogin,
  measureValidateEmail,
  registerBenchPlayer,
  startSmsGateway,
} from './accounts.mjs';
import {
  msToFirst200,
  numberOption,
  ROOT,
  startProcess,
  stopProcess,
  machineInfo,
} from './harness.mjs';

const DURATION = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 10);

async function load(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const row = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${title}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms`,
  );
  return row;
}

const en = JSON.parse(
  readFileSync(join(ROOT, 'apps/server/src/modules/i18n/catalogs/en.json'), 'utf8'),
);
const shellKeys = Object.keys(en).slice(0, 40);
const selectionBody = shellKeys.map((key) => `keys=${encodeURIComponent(key)}`).join('&');
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const machine = machineInfo();
console.log('machine:', machine);

const dataDir = mkdtempSync(join(os.tmpdir(), 'playfair-bench-'));
const sms = await startSmsGateway(3313);
// The bundle `npm start` runs (`npm run build` makes it).
const server = ['--enable-source-maps', 'apps/server/dist-node/main.js'];
const env = {
  PORT: '3311',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  STUDIO_EMBEDDED: 'false',
  TRUST_PROXY: '1',
  SMS_WEBHOOK_URL: sms.url,
};
const results = {
  machine,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  startup: {},
  load: [],
};

try {
  // `npm start` as a newcomer runs it: build the web app, migrate and seed a new embedded database.
  {
    const npmDataDir = mkdtempSync(join(os.tmpdir(), 'playfair-bench-npm-'));
    const startedAt = performance.now();
    const child = startProcess('npm', ['start'], { ...env, DATA_DIR: npmDataDir });
    results.startup.npmStartMs = Math.round(
      await msToFirst200('http://127.0.0.1:3311/health', { startedAt }),
    );
    await stopProcess(child);
    rmSync(npmDataDir, { recursive: true, force: true });
  }
  // The server alone: the first start migrates and seeds a new database; the second finds it ready.
  for (const label of ['serverFirstStartMs', 'serverSecondStartMs']) {
    const startedAt = performance.now();
    const child = startProcess(process.execPath, server, env);
    results.startup[label] = Math.round(
      await msToFirst200('http://127.0.0.1:3311/health', { startedAt }),
    );
    await stopProcess(child);
  }
  console.log('startup:', results.startup);

  const platform = startProcess(process.execPath, server, env);
  const hello = startProcess(process.execPath, ['bench/hello-world.mjs'], { PORT: '3312' });
  try {
    await msToFirst200('http://127.0.0.1:3311/health');
    await msToFirst200('http://127.0.0.1:3312/');
    const helloGet = await load('hello-world GET /', { url: 'http://127.0.0.1:3312/' });
    const health = await load('GET /health', { url: 'http://127.0.0.1:3311/health' });
    const selection = await load(`POST /en/translations/selection (${shellKeys.length} keys)`, {
      url: 'http://127.0.0.1:3311/en/translations/selection',
      method: 'POST',
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      body: selectionBody,
    });
    const page = await load('GET /en/ (page with inlined config)', {
      url: 'http://127.0.0.1:3311/en/',
      headers: { accept: 'text/html' },
    });
    const base = 'http://127.0.0.1:3311';
    const player = await registerBenchPlayer(base, sms);
    const login = await measureLogin(base, player, { seconds: DURATION, connections: 4 });
    const validateEmail = await measureValidateEmail(base, {
      seconds: DURATION,
      connections: CONNECTIONS,
    });
    results.load = [helloGet, health, selection, page, login, validateEmail];
    results.ratios = {
      healthVsHelloWorld: +(health.requestsPerSecond / helloGet.requestsPerSecond).toFixed(3),
      selectionVsHelloWorld: +(selection.requestsPerSecond / helloGet.requestsPerSecond).toFixed(3),
      pageVsHelloWorld: +(page.requestsPerSecond / helloGet.requestsPerSecond).toFixed(3),
      loginVsHelloWorld: +(login.requestsPerSecond / helloGet.requestsPerSecond).toFixed(5),
      validateEmailVsHelloWorld: +(
        validateEmail.requestsPerSecond / helloGet.requestsPerSecond
      ).toFixed(3),
    };
    console.log('ratios to hello-world:', results.ratios);
  } finally {
    await stopProcess(platform);
    await stopProcess(hello);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await sms.close();
}

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
results.database = database;
const out = `bench/results/latest-${database}.json`;
writeFileSync(join(ROOT, out), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written: ${out}`);
