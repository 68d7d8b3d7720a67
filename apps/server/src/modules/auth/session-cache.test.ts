import Fastify from "fastify";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { AccountDataCache } from "./account-data-cache.ts";
import { SessionCache, sessionCacheOf } from "./session-cache.ts";
import { setUpSessionCache } from "./session-cache-setup.ts";
import type { SessionRow } from "./session-repository.ts";

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  session_id: 1,
  account_kind: "student",
  account_id: 7,
  school_id: 3,
  revoked_reason: null,
  revoked: false,
  role: null,
  card_id: "C-1",
  card_active_status: 1,
  card_activated_at: new Date("2026-01-01T00:00:00Z"),
  card_expires_at: new Date("2027-01-01T00:00:00Z"),
  card_is_expired: false,
  ...over,
});

/** A load that counts its calls and can be held open until a change arrives. */
function counting(value: SessionRow | undefined) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    return value;
  };
  return { calls, load };
}

function enabledCache() {
  const cache = new SessionCache();
  cache.setEnabled(true);
  return cache;
}

describe("session cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reuses a valid session, never a revoked or unknown one", async () => {
    const cache = enabledCache();
    const valid = counting(row());
    await cache.get("h1", valid.load);
    await cache.get("h1", valid.load);
    expect(valid.calls.n).toBe(1);
    const revoked = counting(row({ revoked: true, revoked_reason: "logout" }));
    await cache.get("h2", revoked.load);
    await cache.get("h2", revoked.load);
    expect(revoked.calls.n).toBe(2);
    const unknown = counting(undefined);
    await cache.get("h3", unknown.load);
    await cache.get("h3", unknown.load);
    expect(unknown.calls.n).toBe(2);
  });

  it("does not store a lookup that ran while its account or school changed; other accounts' changes do not matter", async () => {
    const cache = enabledCache();
    const during = (change: Parameters<SessionCache["apply"]>[0]) => async () => {
      cache.apply(change);
      return row();
    };
    await cache.get("a", during({ kind: "student", accountId: 7 }));
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("b", during({ schoolId: 3 }));
    expect(cache.peek("b")).toBeUndefined();
    await cache.get("c", during({ kind: "student", accountId: 8 }));
    await cache.get("d", during({ schoolId: 4 }));
    await cache.get("e", during({ kind: "teacher", accountId: 7 }));
    // a data-only change (an answer) leaves the session as it was
    await cache.get("f", during({ kind: "student", accountId: 7, dataOnly: true }));
    expect(["c", "d", "e", "f"].map((h) => cache.peek(h) !== undefined)).toEqual([true, true, true, true]);
  });

  it("drops an account's sessions, or a school's, on change; a data-only change keeps them", async () => {
    const cache = enabledCache();
    await cache.get("s7", async () => row());
    await cache.get("s8", async () => row({ account_id: 8 }));
    await cache.get("t1", async () =>
      row({ account_kind: "teacher", account_id: 1, school_id: 4, card_id: null }),
    );
    await cache.changed({ kind: "student", accountId: 7, dataOnly: true });
    expect(cache.size).toBe(3);
    await cache.changed({ kind: "student", accountId: 7 });
    expect(cache.peek("s7")).toBeUndefined();
    expect(cache.size).toBe(2);
    await cache.changed({ schoolId: 3 });
    expect(cache.peek("s8")).toBeUndefined();
    expect(cache.peek("t1")).toBeDefined();
  });

  it("keeps a session no longer than its card stays unexpired, nor than the TTL", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T23:59:58Z"));
    const cache = enabledCache();
    const loads = counting(row());
    await cache.get("h", loads.load);
    vi.setSystemTime(new Date("2026-12-31T23:59:59.999Z"));
    await cache.get("h", loads.load);
    expect(loads.calls.n).toBe(1);
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    await cache.get("h", loads.load);
    expect(loads.calls.n).toBe(2);

    const later = counting(row({ card_expires_at: new Date("2030-01-01T00:00:00Z") }));
    await cache.get("k", later.load);
    vi.setSystemTime(new Date("2027-01-01T00:00:09Z"));
    await cache.get("k", later.load);
    expect(later.calls.n).toBe(1);
    vi.setSystemTime(new Date("2027-01-01T00:00:10Z"));
    await cache.get("k", later.load);
    expect(later.calls.n).toBe(2);
  });

  it("reads the database every time while off, and going off drops what it held", async () => {
    const cache = new SessionCache();
    const loads = counting(row());
    await cache.get("h", loads.load);
    await cache.get("h", loads.load);
    expect(loads.calls.n).toBe(2);
    cache.setEnabled(true);
    await cache.get("h", loads.load);
    expect(cache.size).toBe(1);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
  });
});

describe("per-account data cache (homework badge)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lives until the next deadline, and any change to the student or the school drops it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T08:00:00Z"));
    const sessions = enabledCache();
    const badge = new AccountDataCache<number>(sessions, "student");
    let n = 2;
    let loads = 0;
    // the class's next deadline
    let until = Date.parse("2026-06-01T08:00:05Z");
    const load = async () => {
      loads++;
      return { value: n, validUntil: until };
    };
    expect(await badge.get(7, 3, load)).toBe(2);
    n = 1; // changed in the database, not yet announced
    vi.setSystemTime(new Date("2026-06-01T08:00:04.999Z"));
    expect(await badge.get(7, 3, load)).toBe(2);
    vi.setSystemTime(new Date("2026-06-01T08:00:05Z")); // the deadline: read again
    until = Date.parse("2026-06-02T08:00:00Z");
    expect(await badge.get(7, 3, load)).toBe(1);
    expect(loads).toBe(2);

    n = 0;
    await sessions.changed({ kind: "student", accountId: 7, dataOnly: true });
    expect(await badge.get(7, 3, load)).toBe(0);
    n = 5;
    await sessions.changed({ schoolId: 3 });
    expect(await badge.get(7, 3, load)).toBe(5);
    n = 6;
    await sessions.changed({ kind: "student", accountId: 8 });
    expect(await badge.get(7, 3, load)).toBe(5);
    sessions.setEnabled(false);
    expect(await badge.get(7, 3, load)).toBe(6);
  });
});

describe("session cache setup", () => {
  it("leaves the cache off on PostgreSQL while Redis cannot be reached", async () => {
    const app = Fastify({ logger: false });
    const db = { driver: "pg" } as unknown as Db;
    // a port nothing listens on; no retries, so the client gives up at once
    const redis = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    await setUpSessionCache(app, db, redis);
    expect(sessionCacheOf(db).enabled).toBe(false);
    await app.close();
    redis.disconnect();
  });

  it("leaves it off on PostgreSQL without Redis, and turns it on for the embedded database", async () => {
    const app = Fastify({ logger: false });
    const pgDb = { driver: "pg" } as unknown as Db;
    await setUpSessionCache(app, pgDb, undefined);
    expect(sessionCacheOf(pgDb).enabled).toBe(false);
    const pgliteDb = { driver: "pglite" } as unknown as Db;
    await setUpSessionCache(app, pgliteDb, undefined);
    expect(sessionCacheOf(pgliteDb).enabled).toBe(true);
    await app.close();
  });
});
