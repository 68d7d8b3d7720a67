import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** A message handler of one channel; messages are JSON values. */
export type BusHandler = (msg: unknown) => void;

/**
 * Publish/subscribe between the processes that serve live features (arena matches, live classes).
 * Delivery is at most once and in order per publisher; a process that is down misses what was sent.
 */
export type RealtimeBus = {
  /** sends a JSON-serialisable message to every subscriber of the channel, in every process */
  publish(channel: string, msg: unknown): Promise<void>;
  /** @returns the unsubscribe; a handler that throws is logged and does not stop the others */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** A namespaced channel name: `hibiki:rt:<part>:<part>…`. */
export const busChannel = (...parts: (string | number)[]): string => `hibiki:rt:${parts.join(":")}`;

/** Handlers by channel, shared by both buses. */
class Handlers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();
  constructor(private readonly log: FastifyBaseLogger) {}

  /** @returns true when this is the channel's first handler */
  add(channel: string, handler: BusHandler): boolean {
    const set = this.byChannel.get(channel) ?? new Set<BusHandler>();
    const first = set.size === 0;
    set.add(handler);
    this.byChannel.set(channel, set);
    return first;
  }

  /** @returns true when the channel has no handler left */
  remove(channel: string, handler: BusHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, msg: unknown): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(msg);
      } catch (err) {
        this.log.error({ err, channel }, "realtime bus: a handler failed");
      }
    }
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  clear(): void {
    this.byChannel.clear();
  }
}

/**
 * One process: messages are delivered on a later turn of the event loop (as they would be over Redis),
 * never inside publish.
 */
export function memoryBus(log: FastifyBaseLogger): RealtimeBus {
  const handlers = new Handlers(log);
  return {
    publish: async (channel, msg) => {
      const copy = JSON.parse(JSON.stringify(msg)) as unknown;
      setImmediate(() => handlers.deliver(channel, copy));
    },
    subscribe: async (channel, handler) => {
      handlers.add(channel, handler);
      return async () => {
        handlers.remove(channel, handler);
      };
    },
    close: async () => handlers.clear(),
  };
}

/**
 * Several processes: Redis pub/sub, one subscriber connection per process (a duplicate of the app's client).
 * After a reconnection every channel with a handler is subscribed again.
 */
export function redisBus(redis: Redis, log: FastifyBaseLogger): RealtimeBus {
  const handlers = new Handlers(log);
  const sub = redis.duplicate({ lazyConnect: true, autoResubscribe: false });
  let closed = false;
  const connected = sub.connect().catch((err: unknown) => {
    log.warn({ err }, "realtime bus: the subscriber connection failed; it keeps retrying");
  });
  sub.on("message", (channel: string, message: string) => {
    let msg: unknown;
    try {
      msg = JSON.parse(message);
    } catch {
      log.warn({ channel }, "realtime bus: an unreadable message was dropped");
      return;
    }
    handlers.deliver(channel, msg);
  });
  sub.on("error", (err: Error) => log.warn({ err }, "realtime bus: the subscriber connection failed"));
  sub.on("ready", () => {
    const channels = handlers.channels();
    if (!closed && channels.length > 0) void sub.subscribe(...channels).catch(() => undefined);
  });
  return {
    publish: async (channel, msg) => {
      await redis.publish(channel, JSON.stringify(msg));
    },
    subscribe: async (channel, handler) => {
      await connected;
      if (handlers.add(channel, handler)) await sub.subscribe(channel);
      return async () => {
        if (handlers.remove(channel, handler) && !closed)
          await sub.unsubscribe(channel).catch(() => undefined);
      };
    },
    close: async () => {
      closed = true;
      handlers.clear();
      sub.disconnect();
    },
  };
}
