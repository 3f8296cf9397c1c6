import { SECOND_MS } from '@playfair/domain/constants';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import type { PushHub, PushMessage } from './hub';

export type PushRouteOptions = {
  hub: PushHub;
  /** Refuses a visitor (401) before the stream opens. */
  requirePlayer: preHandlerAsyncHookHandler;
  playerIdOf(request: FastifyRequest): string;
  /** Read at every heartbeat without counting as activity: a logged-out session's stream ends. */
  isSessionLive(request: FastifyRequest): Promise<boolean>;
  /** What a browser coming back after `afterId` has missed (the newest state, not every step). */
  replay(playerId: string, afterId: number): Promise<PushMessage[]>;
  heartbeatMs?: number;
};

/** A comment line this often keeps proxies from closing an idle stream, and checks the session. */
export const PUSH_HEARTBEAT_MS = 25 * SECOND_MS;
/** How long a browser waits before it reconnects (the `retry:` field). */
export const PUSH_RETRY_MS = 3 * SECOND_MS;
/** Streams one player may hold open on one process (tabs); more answer 429. */
export const MAX_STREAMS_PER_PLAYER = 8;

/** The `Last-Event-ID` a reconnecting browser sends: a fact id, or nothing usable. */
export function lastEventIdOf(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return 0;
  return Number(value);
}

/** One Server-Sent Event in the wire format; `data` is JSON on one line. */
export function formatPushMessage({ id, event, data }: PushMessage): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /{locale}/user/events: the logged-in player's Server-Sent Events (DESIGN §3), authenticated
 * by the session cookie. On connect the stream first replays what a `Last-Event-ID` says was
 * missed, then carries what is published for the player until the browser leaves, the session
 * ends or the server closes.
 */
export const pushRoutes: FastifyPluginAsync<PushRouteOptions> = async (
  app,
  { hub, requirePlayer, playerIdOf, isSessionLive, replay, heartbeatMs = PUSH_HEARTBEAT_MS },
) => {
  const streamsByPlayer = new Map<string, number>();
  const closers = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of closers) close();
  });

  app.get('/user/events', { preHandler: requirePlayer }, async (request, reply) => {
    const playerId = playerIdOf(request);
    const open = streamsByPlayer.get(playerId) ?? 0;
    if (open >= MAX_STREAMS_PER_PLAYER) throw new AppError('RATE_LIMITED');
    streamsByPlayer.set(playerId, open + 1);
    const release = () => {
      const left = (streamsByPlayer.get(playerId) ?? 1) - 1;
      if (left > 0) streamsByPlayer.set(playerId, left);
      else streamsByPlayer.delete(playerId);
    };

    // Listen before reading what was missed, so nothing published in between is lost; what
    // arrives before the stream is open waits, and goes out after the replay unless it repeats it.
    const stream: { write?: (message: PushMessage) => void } = {};
    const early: PushMessage[] = [];
    let stopListening: () => Promise<void>;
    let missed: PushMessage[];
    try {
      stopListening = await hub.listen(playerId, (message) =>
        stream.write === undefined ? early.push(message) : stream.write(message),
      );
    } catch (error) {
      release();
      throw new AppError('SERVICE_UNAVAILABLE', { cause: error, detail: 'push hub' });
    }
    try {
      missed = await replay(playerId, lastEventIdOf(request.headers['last-event-id']));
    } catch (error) {
      release();
      await stopListening();
      throw error;
    }

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // A buffering proxy (nginx) would hold the events back.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: ${PUSH_RETRY_MS}\n\n`);
    const newestMissed = missed.at(-1)?.id ?? 0;
    for (const message of missed) raw.write(formatPushMessage(message));
    for (const message of early) {
      if (message.id > newestMissed) raw.write(formatPushMessage(message));
    }
    let isClosed = false;
    stream.write = (message) => {
      if (!isClosed) raw.write(formatPushMessage(message));
    };

    const heartbeat = setInterval(() => {
      isSessionLive(request).then(
        (isLive) => (isLive ? raw.write(': heartbeat\n\n') : close()),
        (error: unknown) => request.log.warn({ err: error }, 'push stream session check failed'),
      );
    }, heartbeatMs);
    function close(): void {
      if (isClosed) return;
      isClosed = true;
      clearInterval(heartbeat);
      closers.delete(close);
      release();
      stopListening().catch((error: unknown) =>
        request.log.warn({ err: error }, 'push stream unsubscribe failed'),
      );
      raw.end();
    }
    closers.add(close);
    raw.on('close', close);
  });
};
