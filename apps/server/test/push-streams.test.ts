import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../src/platform/errors';
import {
  createLocalPushHub,
  createRedisPushHub,
  type PushHub,
  type PushMessage,
} from '../src/platform/push/hub';
import {
  formatPushMessage,
  lastEventIdOf,
  MAX_STREAMS_PER_PLAYER,
  pushRoutes,
} from '../src/platform/push/routes';
import { canUseRedis, startTestRedis, type TestRedis } from './redis-server';

// The push stream's own rules, on a bare Fastify with a stand-in session: the heartbeat, the end
// of a stream whose session ended, the cap on streams per player; and the hubs that carry a
// message to a player's streams, in one process or between processes through Redis.

const message = (id: number): PushMessage => ({ id, event: 'balance', data: { id } });

describe('the wire format', () => {
  it('writes id, event and one-line JSON data, then a blank line', () => {
    expect(formatPushMessage({ id: 7, event: 'balance', data: { a: 'x\ny' } })).toBe(
      'id: 7\nevent: balance\ndata: {"a":"x\\ny"}\n\n',
    );
  });

  it('reads Last-Event-ID as a fact id, anything else as none', () => {
    expect(lastEventIdOf('42')).toBe(42);
    expect(lastEventIdOf(undefined)).toBe(0);
    for (const bad of ['', '-1', '1.5', '4e2', 'x', '9'.repeat(16), ' 42']) {
      expect(lastEventIdOf(bad)).toBe(0);
    }
  });
});

describe('a push stream', () => {
  let app: FastifyInstance;
  let base: string;
  let isLive = true;
  const hub = createLocalPushHub();

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app, (_locale, key) => key);
    await app.register(pushRoutes, {
      hub,
      requirePlayer: async (request) => {
        if (request.headers['x-player'] === undefined) throw new Error('no session');
      },
      playerIdOf: (request) => String(request.headers['x-player']),
      isSessionLive: async () => isLive,
      replay: async () => [],
      heartbeatMs: 20,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());
  afterEach(() => {
    isLive = true;
  });

  const open = (player: string) =>
    fetch(`${base}/user/events`, { headers: { 'x-player': player } });

  async function readUntil(body: ReadableStream<Uint8Array>, wanted: string): Promise<string> {
    let text = '';
    for await (const chunk of body.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      if (text.includes(wanted)) break;
    }
    return text;
  }

  it('sends heartbeats while the session lives and ends when it does not', async () => {
    const response = await open('p-heartbeat');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += (await reader.read()).value ?? '';
    isLive = false;
    // The stream ends by itself at the next heartbeat: the read loop sees its end.
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    await vi.waitFor(async () => {
      // Its place is free again: a new stream of the same player opens.
      isLive = true;
      expect((await open('p-heartbeat')).status).toBe(200);
    });
  });

  it('carries what is published for its player, and nothing of another', async () => {
    // A stream listens before it answers: what is published once it has answered reaches it.
    const mine = await open('p-a');
    const theirs = await open('p-b');
    await hub.publish('p-b', message(1));
    await hub.publish('p-a', message(2));
    await hub.publish('p-b', message(3));
    const text = await readUntil(theirs.body!, 'id: 3');
    expect(text).toContain('id: 1');
    expect(text).not.toContain('id: 2');
    expect(await readUntil(mine.body!, 'id: 2')).toContain('event: balance');
  });

  it(`refuses more than ${MAX_STREAMS_PER_PLAYER} open streams of one player with 429`, async () => {
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_PLAYER; index += 1) {
      const response = await open('p-many');
      expect(response.status).toBe(200);
      streams.push(response);
    }
    const refused = await open('p-many');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    await streams[0]!.body!.cancel();
    await vi.waitFor(async () => expect((await open('p-many')).status).toBe(200));
  });
});

describe.skipIf(!canUseRedis)('the Redis hub', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  const hubs: PushHub[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    for (const client of clients) client.disconnect();
    redis.stop();
  });

  function processHub(): PushHub {
    const client = new Redis(redis.url);
    clients.push(client);
    const hub = createRedisPushHub(client);
    hubs.push(hub);
    return hub;
  }

  it('carries a message published by one process to a stream on another, once', async () => {
    const [publisher, holder] = [processHub(), processHub()];
    const player = `p-${Date.now()}`;
    const received: PushMessage[] = [];
    const stop = await holder.listen(player, (pushed) => received.push(pushed));
    await publisher.publish(player, message(11));
    await publisher.publish(`${player}-other`, message(12));
    await vi.waitFor(() => expect(received).toEqual([message(11)]));
    await stop();
    await publisher.publish(player, message(13));
    // After the last listener left, the process no longer takes the player's messages.
    await publisher.publish(player, message(14));
    const late: PushMessage[] = [];
    const again = await holder.listen(player, (pushed) => late.push(pushed));
    await publisher.publish(player, message(15));
    await vi.waitFor(() => expect(late).toEqual([message(15)]));
    expect(received).toEqual([message(11)]);
    await again();
  });

  it('carries a broadcast (a race started) to every player with a stream on any process', async () => {
    const [publisher, holder] = [processHub(), processHub()];
    const one = `p-${Date.now()}-a`;
    const two = `p-${Date.now()}-b`;
    const received: [string, PushMessage][] = [];
    const stops = [
      await holder.listen(one, (pushed) => received.push([one, pushed])),
      await holder.listen(two, (pushed) => received.push([two, pushed])),
    ];
    await publisher.broadcast(message(21));
    await vi.waitFor(() =>
      expect(received).toEqual([
        [one, message(21)],
        [two, message(21)],
      ]),
    );
    for (const stop of stops) await stop();
  });
});
