import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio } from '../src/app';
import { loadConfig } from '../src/config';
import { ENGINE_IDS } from '../src/engines/engine-types';
import { CLIENT_PAGES } from '../vite.config';
import { CASINO_ORIGIN, launchUrl, readBoot } from './helper';

const studioRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(studioRoot, '../..');
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'studio-dist-'));
  await build({
    configFile: join(studioRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the HTML5 clients', () => {
  it('build one page per engine, with no inline script', async () => {
    expect([...CLIENT_PAGES]).toEqual([...ENGINE_IDS]);
    for (const engine of ENGINE_IDS) {
      const html = await readFile(join(outDir, `${engine}.html`), 'utf8');
      expect(html).toContain('<script type="application/json" id="boot-data"></script>');
      expect(html).toMatch(
        /<script type="module" crossorigin src="\/assets\/[\w-]+\.js"><\/script>/,
      );
      expect(html).not.toMatch(/<script>|<script type="module">[^<]/);
    }
  });

  it('are served by the studio: the page with its boot data, assets cached for a year', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-data-'));
    const { app } = await buildStudio({
      config: loadConfig({ STUDIO_DATA_DIR: dataDir, CASINO_ORIGINS: CASINO_ORIGIN }),
      logger: false,
      distDir: outDir,
    });
    try {
      const page = await app.inject({
        method: 'GET',
        url: launchUrl('blackjack', 'viking-gold', { mode: 'demo' }),
      });
      expect(page.statusCode).toBe(200);
      expect(readBoot(page.body)).toMatchObject({ engine: 'blackjack', mode: 'demo' });
      expect(page.body).toContain('<title>Viking Gold</title>');
      const asset = /src="(\/assets\/[\w-]+\.js)"/.exec(page.body)![1]!;
      const script = await app.inject({ method: 'GET', url: asset });
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toContain('immutable');
      expect(script.headers['cache-control']).toContain('max-age=31536000');
      const assets = await readdir(join(outDir, 'assets'));
      expect(assets.some((name) => name.endsWith('.css'))).toBe(true);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('typecheck with the studio (tsc -p apps/studio covers client/)', async () => {
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [tsc, '-p', studioRoot, '--pretty', 'false'],
      {
        cwd: repoRoot,
      },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    expect(stdout).toBe('');
  });
});
