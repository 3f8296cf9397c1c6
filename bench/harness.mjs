// What every bench script does the same way: read numeric options, record the machine, start and
// stop the processes it measures (each in its own process group), and wait for a server to answer.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The machine a result was measured on (recorded with every result), with its load right now. */
export function machineInfo() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    load: os.loadavg().map((value) => +value.toFixed(2)),
  };
}

/** `--name 10` from the command line as a number, or `fallback`. */
export function numberOption(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
}

export function startProcess(command, commandArgs, env = {}) {
  return spawn(command, commandArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** SIGTERM to the process group; resolves when the process has exited. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Milliseconds from `startedAt` until `url` first answers 200, polling every 25 ms. */
export async function msToFirst200(url, { startedAt = performance.now(), limitMs = 300_000 } = {}) {
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > limitMs)
      throw new Error(`${url} did not answer within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
