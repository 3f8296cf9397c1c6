import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

// A Redis for tests that need one: REDIS_URL when set, else a throw-away redis-server on a free
// port (no persistence) when the machine has the binary. Tests that need Redis run only then.

const redisUrl = process.env.REDIS_URL;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** Whether a Redis can be had: REDIS_URL, or a redis-server to start. */
export const canUseRedis = (redisUrl !== undefined && redisUrl !== '') || hasRedisServer;

export type TestRedis = { url: string; stop(): void };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** REDIS_URL, or a new redis-server that `stop` ends. Callers keep their keys under a prefix. */
export async function startTestRedis(): Promise<TestRedis> {
  if (redisUrl !== undefined && redisUrl !== '') return { url: redisUrl, stop: () => {} };
  const server = await startRedisServer(await freePort());
  return { url: server.url, stop: () => void server.stop() };
}

/** Whether this test may start and stop a redis-server of its own (for outages). */
export const canRunRedisServer = hasRedisServer;

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

/** A new redis-server on `port` (no persistence); `stop` resolves once it has exited. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn('redis-server', [
    '--port',
    String(chosen),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    async stop() {
      child.kill();
      await exited;
    },
  };
}
