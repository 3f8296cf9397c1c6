import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_WEB_DIST } from './helper';

const SERVER_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Run = {
  exitCode: Promise<number | null>;
  stderr: () => string;
  stdout: () => string;
  stop(): void;
};

function runMain(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      WEB_DIST: FIXTURE_WEB_DIST,
      LOG_LEVEL: 'info',
      STUDIO_EMBEDDED: 'false',
      ...env,
    },
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return {
    exitCode: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    stderr: () => stderr,
    stdout: () => stdout,
    stop: () => child.kill('SIGTERM'),
  };
}

/** Resolves with the port once the server logs that it listens. */
function listeningPort(run: Run): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(run.stdout());
      if (match?.[1] !== undefined) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 20);
    void run.exitCode.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${run.stderr()}`));
    });
  });
}

describe('main', () => {
  it('refuses a bad configuration with a message naming the variable and exit code 78', async () => {
    const run = runMain({ PORT: 'eighty' });
    expect(await run.exitCode).toBe(78);
    expect(run.stderr()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('starts on a new embedded database, shuts down cleanly on SIGTERM and starts again on it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'playfair-main-'));
    dataDirs.push(dataDir);
    const run = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const port = await listeningPort(run);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    run.stop();
    expect(await run.exitCode).toBe(0);
    expect(run.stdout()).toContain('shutting down');

    // The embedded database was closed cleanly: the next start opens it and finds it migrated.
    const again = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const secondPort = await listeningPort(again);
    expect((await fetch(`http://127.0.0.1:${secondPort}/health`)).status).toBe(200);
    again.stop();
    expect(await again.exitCode).toBe(0);
  }, 60_000);

  it('runs the game studio in the same process on its own port, and stops it with the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'playfair-main-'));
    dataDirs.push(dataDir);
    const run = runMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STUDIO_EMBEDDED: 'true',
      STUDIO_PORT: '0',
      STUDIO_HOST: '127.0.0.1',
      STUDIO_DATA_DIR: join(dataDir, 'studio'),
    });
    const port = await listeningPort(run);
    const studioPort = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /"studioPort":(\d+).*the game studio is up/.exec(run.stdout());
        if (match?.[1] !== undefined) {
          clearInterval(timer);
          resolve(Number(match[1]));
        }
      }, 20);
      void run.exitCode.then((code) => {
        clearInterval(timer);
        reject(new Error(`server exited with ${code}: ${run.stderr()}`));
      });
    });
    expect(studioPort).not.toBe(port);
    expect((await fetch(`http://127.0.0.1:${studioPort}/health`)).status).toBe(200);
    run.stop();
    expect(await run.exitCode).toBe(0);
  }, 60_000);
});
