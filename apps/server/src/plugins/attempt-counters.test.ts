import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import {
  type AttemptCounters,
  type Limit,
  MemoryAttemptCounters,
  RedisAttemptCounters,
} from "./attempt-counters.ts";

const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
afterAll(() => redis.quit());

// A fresh key prefix per counters object, so parallel and repeated runs never share Redis keys.
const stores: Array<[string, () => AttemptCounters]> = [
  ["memory", () => new MemoryAttemptCounters()],
  ["redis", () => new RedisAttemptCounters(redis, `hibiki-test:${randomBytes(6).toString("hex")}:`)],
];

const limit = (key: string, soft: number, hard: number, windowMs = 60_000): Limit => ({
  key,
  soft,
  hard,
  windowMs,
});

/** One failed attempt at `now`: the verdict of its check. */
async function failAt(c: AttemptCounters, limits: Limit[], now: number) {
  const v = await c.take(limits, now);
  if (v.ok)
    await c.fail(
      limits.map((l) => l.key),
      now,
    );
  return v;
}

describe.each(stores)("attempt counters (%s)", (_name, make) => {
  it("lets attempts through up to the soft limit, then asks for a doubling wait after the last failure", async () => {
    const c = make();
    const l = [limit("acct", 3, 10)];
    for (let i = 0; i < 3; i++) expect(await failAt(c, l, 1000 + i)).toEqual({ ok: true });
    // The 4th comes 1 s after the 3rd failure (at 1002), the 5th 2 s after the 4th, the 6th 4 s after.
    expect(await failAt(c, l, 1500)).toEqual({ ok: false, retryAfterMs: 502 });
    expect(await failAt(c, l, 2002)).toEqual({ ok: true });
    expect(await failAt(c, l, 3000)).toEqual({ ok: false, retryAfterMs: 1002 });
    expect(await failAt(c, l, 4002)).toEqual({ ok: true });
    expect(await failAt(c, l, 8001)).toEqual({ ok: false, retryAfterMs: 1 });
    expect(await failAt(c, l, 8002)).toEqual({ ok: true });
  });

  it("locks at the hard limit until the window ends, then starts afresh", async () => {
    const c = make();
    const l = [limit("acct", 5, 5, 10_000)];
    for (let i = 0; i < 5; i++) expect((await failAt(c, l, Date.now())).ok).toBe(true);
    const locked = await c.take(l, Date.now());
    expect(locked.ok).toBe(false);
    if (!locked.ok) expect(locked.retryAfterMs).toBeGreaterThan(5_000);
    expect(locked.ok || locked.retryAfterMs <= 10_000).toBe(true);
    // Memory keeps the window by the clock it is given; Redis by its own expiry, so clear to "end" it.
    await c.clear(["acct"]);
    expect((await c.take(l, Date.now())).ok).toBe(true);
  });

  it("refuses when any limit refuses, and then counts on none of them", async () => {
    const c = make();
    const ip = limit("ip", 2, 2);
    expect((await failAt(c, [limit("a", 5, 5), ip], 0)).ok).toBe(true);
    expect((await failAt(c, [limit("b", 5, 5), ip], 0)).ok).toBe(true);
    expect((await c.take([limit("c", 1, 1), ip], 0)).ok).toBe(false);
    // "c" was not counted: with its own limit of 1 it still allows one attempt once the IP is free.
    await c.clear(["ip"]);
    expect((await c.take([limit("c", 1, 1), ip], 0)).ok).toBe(true);
    expect((await c.take([limit("c", 1, 1)], 0)).ok).toBe(false);
  });

  it("gives a succeeded attempt back, so right passwords never add up to a lock", async () => {
    const c = make();
    const l = [limit("ip", 2, 2)];
    for (let i = 0; i < 10; i++) {
      expect((await c.take(l, 0)).ok).toBe(true);
      await c.release(["ip"]);
    }
    // Releasing more than was taken never goes below zero.
    await c.release(["ip", "ip", "never-taken"]);
    expect((await failAt(c, l, 0)).ok).toBe(true);
    expect((await failAt(c, l, 0)).ok).toBe(true);
    expect((await c.take(l, 0)).ok).toBe(false);
  });

  it("counts parallel attempts one by one: 30 at once against a limit of 10 let exactly 10 through", async () => {
    const c = make();
    const l = [limit("burst", 10, 10)];
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => c.take(l, Date.now())));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
  });
});

describe("attempt counters in Redis", () => {
  it("share counts between server processes and expire with the window", async () => {
    const prefix = `hibiki-test:${randomBytes(6).toString("hex")}:`;
    const one = new RedisAttemptCounters(redis, prefix);
    const two = new RedisAttemptCounters(redis, prefix);
    const l = [limit("acct", 2, 2, 5_000)];
    expect((await failAt(one, l, Date.now())).ok).toBe(true);
    expect((await failAt(two, l, Date.now())).ok).toBe(true);
    expect((await one.take(l, Date.now())).ok).toBe(false);
    const ttl = await redis.pttl(`${prefix}acct`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});

describe("attempt counters when Redis is unreachable", () => {
  it("refuse with a 503 in the envelope's terms (fail closed), not an unexplained error", async () => {
    // Nothing listens on port 1: every command fails after the client's retries.
    const down = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 1, lazyConnect: true });
    down.on("error", () => undefined);
    const c = new RedisAttemptCounters(down, "hibiki-test:down:");
    try {
      await expect(c.take([limit("acct", 5, 10)], 0)).rejects.toMatchObject({
        status: 503,
        errorKey: "server_error",
      });
      await expect(c.fail(["acct"], 0)).rejects.toMatchObject({ status: 503 });
    } finally {
      down.disconnect();
    }
  });
});
