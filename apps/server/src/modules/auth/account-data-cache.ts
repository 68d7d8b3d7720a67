import type { Db } from "../../db/client.ts";
import type { AccountKind } from "../../db/sessions.ts";
import {
  SESSION_CACHE_MAX_ENTRIES,
  SESSION_CACHE_TTL_MS,
  type SessionCache,
  sessionCacheOf,
} from "./session-cache.ts";

type Entry<T> = { value: T; schoolId: number; expiresAt: number };

/** A loaded value and, when it changes with the clock, the time (ms) until which it holds. */
export type Loaded<T> = { value: T; validUntil?: number | undefined };

/**
 * A per-account value (e.g. the homework badge) cached on the session cache's invalidation: dropped by
 * every change to the account (its own writes, even `dataOnly` ones) or to its school (a teacher's
 * writes), emptied whenever the session cache is off or emptied, and kept at most the session TTL or
 * until the value's own `validUntil` (a deadline passing). A load that ran while a change to the account
 * or its school arrived is not stored. Read it only after `authenticate` in the same request: that already let pending changes from
 * other processes arrive (SessionCache.get).
 */
export class AccountDataCache<T> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(
    private readonly sessions: SessionCache,
    private readonly kind: AccountKind,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {
    sessions.listen((change) => {
      if (change === "all") this.entries.clear();
      else if ("schoolId" in change) {
        for (const [id, e] of this.entries) if (e.schoolId === change.schoolId) this.entries.delete(id);
      } else if (change.kind === this.kind) this.entries.delete(change.accountId);
    });
  }

  /** @returns the number of cached values */
  get size(): number {
    return this.entries.size;
  }

  /**
   * @param load - reads the value from the database
   * @returns the account's value, cached or loaded
   */
  async get(accountId: number, schoolId: number, load: () => Promise<Loaded<T>>): Promise<T> {
    const now = Date.now();
    if (this.sessions.enabled) {
      const e = this.entries.get(accountId);
      if (e && e.expiresAt > now && e.schoolId === schoolId) return e.value;
      if (e) this.entries.delete(accountId);
    }
    const mark = this.sessions.mark();
    const loaded = await load();
    const who = { kind: this.kind, accountId, schoolId };
    if (this.sessions.enabled && !this.sessions.changedSince(mark, who, true)) {
      const expiresAt = Math.min(now + this.ttlMs, loaded.validUntil ?? Number.POSITIVE_INFINITY);
      if (expiresAt > Date.now()) {
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.delete(accountId);
        this.entries.set(accountId, { value: loaded.value, schoolId, expiresAt });
      }
    }
    return loaded.value;
  }
}

const caches = new WeakMap<Db, Map<string, AccountDataCache<unknown>>>();

/**
 * The named per-account cache of a database handle (one per process), tied to its session cache.
 * @param name - what the values are (one cache per name)
 * @returns the cache
 */
export function accountDataCacheOf<T>(db: Db, name: string, kind: AccountKind): AccountDataCache<T> {
  let byName = caches.get(db);
  if (!byName) {
    byName = new Map();
    caches.set(db, byName);
  }
  let cache = byName.get(name);
  if (!cache) {
    cache = new AccountDataCache<unknown>(sessionCacheOf(db), kind);
    byName.set(name, cache);
  }
  return cache as AccountDataCache<T>;
}
