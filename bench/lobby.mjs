/* global document, window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// Measures the lobby (bench/README.md "Lobby"): Lighthouse 12 mobile on /en/casino with the full
// catalogue, the initial JavaScript gzipped, the DOM of a 5,000-game category, and the lobby calls'
// requests per second beside a bare Fastify hello-world in the same run.
// Usage: npm run build && node bench/lobby.mjs [--duration 10 --connections 10 --runs 3]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  msToFirst200,
  numberOption,
  ROOT,
  startProcess,
  stopProcess,
  machineInfo,
} from './harness.mjs';

const WEB_DIST = join(ROOT, 'apps/web/dist');
const DURATION = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 10);
const LIGHTHOUSE_RUNS = numberOption('runs', 3);
const PORT = 3331;
const HELLO_PORT = 3332;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The size of the synthetic category whose DOM is measured (the "5,000-game category"). */
const BIG_CATEGORY_GAMES = 5_000;

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

async function load(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const row = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    throughputKiBPerSecond: Math.round(result.throughput.average / 1024),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${title}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, non-2xx ${row.non2xx}`,
  );
  return row;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The scripts a page load fetched, with their gzip size computed from the built files. */
function initialJavaScript(lhr) {
  const items = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(BASE),
  );
  const files = items.map((item) => {
    const path = new URL(item.url).pathname;
    const body = readFileSync(join(WEB_DIST, path));
    return {
      path,
      rawBytes: body.length,
      gzipBytes: gzipSync(body).length,
      transferBytes: item.transferSize,
    };
  });
  return {
    files,
    gzipKiB: +(files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024).toFixed(1),
    transferKiB: +(files.reduce((sum, file) => sum + file.transferBytes, 0) / 1024).toFixed(1),
  };
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4),
      speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
      domNodes: lhr.audits['dom-size'].numericValue,
      failedAccessibilityAudits: Object.values(lhr.audits)
        .filter(
          (audit) =>
            lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) &&
            audit.score !== null &&
            audit.score < 1,
        )
        .map((audit) => audit.id),
      javascript: initialJavaScript(lhr),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Opens the casino's A-Z category with its answer replaced by one of 5,000 games (the real answer's
 * tiles repeated under new ids), and counts the page's elements after load and after scrolling
 * through it: a virtualised grid keeps both small whatever the category holds.
 */
async function bigCategoryDom(browser, category) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const real = await (
    await fetch(`${BASE}/en/all/casino/getLobbyGames/${category}`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    })
  ).json();
  const row = real.response.categoryGamesList[0];
  const games = Array.from({ length: BIG_CATEGORY_GAMES }, (_, index) => {
    const game = row.games[index % row.games.length];
    return { ...game, id: `${game.id}-${index}`, name: `${game.name} ${index}` };
  });
  const big = {
    ...real,
    response: { categoryGamesList: [{ ...row, games, total: games.length }] },
  };
  await page.route(`**/all/casino/getLobbyGames/${category}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(big) }),
  );
  // The page carries its first screen (the real answer) inlined: without it the app asks the
  // server, and gets the 5,000 above.
  await page.route(`${BASE}/en/casino/${category}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    route.fulfill({
      response,
      body: html.replace(/<script id="pf-lobby-first-screen"[^>]*>.*?<\/script>/s, ''),
    });
  });
  await page.goto(`${BASE}/en/casino/${category}`, { waitUntil: 'networkidle' });
  const count = () => page.evaluate(() => document.getElementsByTagName('*').length);
  const afterLoad = await count();
  let maximum = afterLoad;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(height * fraction));
    // Two frames: the virtualiser reacts to the scroll in one and React commits in the next.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    maximum = Math.max(maximum, await count());
  }
  await page.close();
  return {
    games: BIG_CATEGORY_GAMES,
    scrollHeightPx: height,
    domNodesAfterLoad: afterLoad,
    domNodesMax: maximum,
  };
}

const machine = machineInfo();
console.log('machine:', machine);

const dataDir = mkdtempSync(join(os.tmpdir(), 'playfair-bench-lobby-'));
const results = { machine, durationSeconds: DURATION, connections: CONNECTIONS };
const platform = startProcess(
  process.execPath,
  ['--enable-source-maps', 'apps/server/dist-node/main.js'],
  {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STUDIO_EMBEDDED: 'false',
  },
);
const hello = startProcess(process.execPath, ['bench/hello-world.mjs'], {
  PORT: String(HELLO_PORT),
});
try {
  await msToFirst200(`${BASE}/health`);
  await msToFirst200(`http://127.0.0.1:${HELLO_PORT}/`);

  // A first visitor renders the tile images; the measured loads find them cached, as every later
  // visitor does.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.slice(1),
  });
  try {
    const warm = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await warm.goto(`${BASE}/en/casino`, { waitUntil: 'networkidle' });
    await warm.close();
    results.bigCategory = await bigCategoryDom(browser, 'all');
    console.log('5,000-game category:', results.bigCategory);
  } finally {
    await browser.close();
  }

  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await runLighthouse(`${BASE}/en/casino`);
    console.log(
      `lighthouse run ${run + 1}: performance ${result.performance}, accessibility ${result.accessibility}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, JS ${result.javascript.gzipKiB} KiB gzip`,
    );
    runs.push(result);
  }
  const middle = runs.find((run) => run.performance === median(runs.map((r) => r.performance)));
  results.lighthouse = {
    url: '/en/casino',
    formFactor: 'mobile (Lighthouse default: Moto G Power, simulated slow 4G)',
    runs: runs.map(({ javascript, ...rest }) => ({
      ...rest,
      javascriptGzipKiB: javascript.gzipKiB,
    })),
    median: middle,
  };

  const helloGet = await load('hello-world GET /', { url: `http://127.0.0.1:${HELLO_PORT}/` });
  const browserHeaders = {
    'x-requested-with': 'XMLHttpRequest',
    'accept-encoding': 'br, gzip',
  };
  const home = await load('GET /en/all/casino/getLobbyGames/home', {
    url: `${BASE}/en/all/casino/getLobbyGames/home`,
    headers: browserHeaders,
  });
  const category = await load('GET /en/all/casino/getLobbyGames/video-slots', {
    url: `${BASE}/en/all/casino/getLobbyGames/video-slots`,
    headers: browserHeaders,
  });
  const allGames = await load('GET /en/all/casino/games', {
    url: `${BASE}/en/all/casino/games`,
    headers: browserHeaders,
  });
  const lobbyPage = await load('GET /en/casino (page)', {
    url: `${BASE}/en/casino`,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  const tile = tileImagePath(
    await (
      await fetch(`${BASE}/en/all/casino/getLobbyGames/home`, { headers: browserHeaders })
    ).json(),
  );
  const image = await load(`GET ${tile} (cached tile image)`, {
    url: `${BASE}${tile}`,
    headers: { accept: 'image/avif,image/webp,*/*' },
  });
  results.load = [helloGet, home, category, allGames, lobbyPage, image];
  results.ratios = Object.fromEntries(
    [home, category, allGames, lobbyPage, image].map((row) => [
      row.title,
      +(row.requestsPerSecond / helloGet.requestsPerSecond).toFixed(3),
    ]),
  );
  console.log('ratios to hello-world:', results.ratios);
} finally {
  await stopProcess(platform);
  await stopProcess(hello);
  rmSync(dataDir, { recursive: true, force: true });
}

function tileImagePath(answer) {
  const game = answer.response.categoryGamesList[0].games[0];
  return `/game-images/${encodeURIComponent(game.id)}.${game.gameImageHash}?w=188&h=188`;
}

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/lobby.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('written: bench/results/lobby.json');
