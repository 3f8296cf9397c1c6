import type { Redis } from 'ioredis';

// DESIGN §3: live push to browsers. A message for a player reaches every stream that player has
// open, on this process (in-process hub, the embedded default) or on any process (Redis pub/sub,
// when REDIS_URL is set and several processes serve players).

/** One Server-Sent Event: `id` is the fact's id, so a reconnecting browser says where it was. */
export type PushMessage = { id: number; event: string; data: unknown };

export type PushListener = (message: PushMessage) => void;

export type PushHub = {
  publish(playerId: string, message: PushMessage): Promise<void>;
  /** To every player with a stream open, on any process (a race started or ended). */
  broadcast(message: PushMessage): Promise<void>;
  /** Listens for a player's messages; answers the way to stop. */
  listen(playerId: string, listener: PushListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** Listeners per player, with the first-listener and last-listener moments a transport needs. */
function listenerRegistry(
  onFirst: (playerId: string) => Promise<void>,
  onLast: (playerId: string) => Promise<void>,
) {
  const byPlayer = new Map<string, Set<PushListener>>();
  return {
    deliver(playerId: string, message: PushMessage): void {
      for (const listener of byPlayer.get(playerId) ?? []) listener(message);
    },
    deliverToAll(message: PushMessage): void {
      for (const listeners of byPlayer.values()) {
        for (const listener of listeners) listener(message);
      }
    },
    async add(playerId: string, listener: PushListener): Promise<() => Promise<void>> {
      let listeners = byPlayer.get(playerId);
      if (listeners === undefined) {
        listeners = new Set();
        byPlayer.set(playerId, listeners);
        await onFirst(playerId);
      }
      listeners.add(listener);
      return async () => {
        const current = byPlayer.get(playerId);
        if (current === undefined || !current.delete(listener) || current.size > 0) return;
        byPlayer.delete(playerId);
        await onLast(playerId);
      };
    },
  };
}

/** One process: messages go straight to this process's streams. */
export function createLocalPushHub(): PushHub {
  const registry = listenerRegistry(
    async () => {},
    async () => {},
  );
  return {
    async publish(playerId, message) {
      registry.deliver(playerId, message);
    },
    async broadcast(message) {
      registry.deliverToAll(message);
    },
    listen: (playerId, listener) => registry.add(playerId, listener),
    async close() {},
  };
}

const CHANNEL_PREFIX = 'playfair:push:player:';
const BROADCAST_CHANNEL = 'playfair:push:all';

/**
 * Several processes: a message is published on the player's Redis channel, and each process
 * subscribes (on a connection of its own, as Redis requires) to the channels of the players it
 * has streams open for.
 */
export function createRedisPushHub(redis: Redis): PushHub {
  const subscriber = redis.duplicate();
  const registry = listenerRegistry(
    async (playerId) => {
      await subscriber.subscribe(CHANNEL_PREFIX + playerId);
    },
    async (playerId) => {
      await subscriber.unsubscribe(CHANNEL_PREFIX + playerId);
    },
  );
  let broadcastSubscription: Promise<unknown> | undefined;
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === BROADCAST_CHANNEL) {
      registry.deliverToAll(JSON.parse(text) as PushMessage);
      return;
    }
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    registry.deliver(channel.slice(CHANNEL_PREFIX.length), JSON.parse(text) as PushMessage);
  });
  return {
    async publish(playerId, message) {
      await redis.publish(CHANNEL_PREFIX + playerId, JSON.stringify(message));
    },
    async broadcast(message) {
      await redis.publish(BROADCAST_CHANNEL, JSON.stringify(message));
    },
    async listen(playerId, listener) {
      // The broadcast channel is joined with the first stream this process opens.
      broadcastSubscription ??= subscriber.subscribe(BROADCAST_CHANNEL);
      await broadcastSubscription;
      return registry.add(playerId, listener);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
