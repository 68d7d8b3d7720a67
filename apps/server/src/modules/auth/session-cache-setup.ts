import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.ts";
import { type SessionChange, sessionCacheOf } from "./session-cache.ts";

/** The Redis channel of session changes. */
export const SESSION_CHANNEL = "hibiki:session-changes";
/** Longest wait for a published change to come back on this process's own subscription. */
const ECHO_TIMEOUT_MS = 1000;

function parseChange(message: string): SessionChange | undefined {
  try {
    const m = JSON.parse(message) as Record<string, unknown>;
    if (Number.isInteger(m.schoolId)) return { schoolId: m.schoolId as number };
    if ((m.kind === "student" || m.kind === "teacher") && Number.isInteger(m.accountId))
      return { kind: m.kind, accountId: m.accountId as number, dataOnly: m.dataOnly === true };
  } catch {
    // not ours
  }
  return undefined;
}

/**
 * Turns on the session cache of `db` where every change is seen by every process that may hold an entry:
 * - the embedded database (one process owns it): changes are applied in-process;
 * - PostgreSQL with Redis: changes are published on SESSION_CHANNEL and every process applies them when
 *   they arrive; the cache is off (and emptied) whenever the subscriber connection is not subscribed;
 * - PostgreSQL without Redis: off, since other processes may share the database and their changes would
 *   go unseen.
 * @param redis - the app's Redis client (publishes); a duplicate connection subscribes
 */
export async function setUpSessionCache(
  app: FastifyInstance,
  db: Db,
  redis: Redis | undefined,
): Promise<void> {
  const cache = sessionCacheOf(db);
  if (db.driver === "pglite") {
    cache.setBroadcast(undefined);
    cache.setEnabled(true);
    return;
  }
  if (!redis) {
    cache.setEnabled(false);
    return;
  }
  const sub = redis.duplicate({ lazyConnect: true, autoResubscribe: false });
  let closing = false;
  const down = () => cache.setEnabled(false);
  const subscribe = async () => {
    try {
      await sub.subscribe(SESSION_CHANNEL);
      if (!closing) cache.setEnabled(true);
    } catch (err) {
      down();
      app.log.warn(
        { err },
        "session cache: subscribing to the change channel failed; sessions read uncached",
      );
    }
  };
  // Changes this process published, by id, until they come back on its own subscription.
  const origin = randomUUID();
  let published = 0;
  const echoes = new Map<string, () => void>();
  sub.on("message", (channel: string, message: string) => {
    if (channel !== SESSION_CHANNEL) return;
    const change = parseChange(message);
    const id = /"id":"([^"]+)"/.exec(message)?.[1];
    if (id) echoes.get(id)?.();
    // An unreadable change could be any change: drop everything.
    if (change) cache.apply(change);
    else cache.clear();
  });
  sub.on("close", down);
  sub.on("end", down);
  sub.on("reconnecting", down);
  sub.on("error", (err: Error) => {
    down();
    app.log.warn(
      { err },
      "session cache: the change channel failed; sessions read uncached until it is back",
    );
  });
  // A change is published, then awaited on this process's own subscription: Redis writes a message to
  // every subscriber in the same pass, so once it is back here it is in every other process's socket
  // too, before the caller answers and before any later request can reach another process (which
  // applies pending messages before trusting a hit: SessionCache.get).
  cache.setBroadcast(async (change) => {
    const id = `${origin}:${++published}`;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      echoes.set(id, resolve);
      timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
    });
    try {
      await redis.publish(SESSION_CHANNEL, JSON.stringify({ ...change, id }));
      // Not subscribed (the cache here is off): other processes' subscribers may be down too.
      if (cache.enabled) await echoed;
    } catch (err) {
      // The other processes' subscribers are likely down too (their caches then off); the TTL bounds the rest.
      app.log.error({ err }, "session cache: publishing a session change failed");
    } finally {
      clearTimeout(timer);
      echoes.delete(id);
    }
  });
  app.addHook("onClose", async () => {
    closing = true;
    down();
    cache.setBroadcast(undefined);
    sub.disconnect();
  });
  try {
    await sub.connect();
    await subscribe();
  } catch (err) {
    down();
    app.log.warn({ err }, "session cache: the change channel is unreachable; sessions read uncached");
  }
  // After a reconnection (autoResubscribe is off, so this is the one place that subscribes again).
  sub.on("ready", () => void subscribe());
}
