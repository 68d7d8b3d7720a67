import type { Redis } from "ioredis";
import { Unavailable } from "../errors.ts";

/** One counter an attempt is checked against: fixed window from its first attempt, slow-down, then lock. */
export type Limit = {
  key: string;
  /** attempts in the window after which each further one waits a growing delay after the last failure */
  soft: number;
  /** attempts in the window after which every further one is refused until the window ends */
  hard: number;
  windowMs: number;
};

/** Whether an attempt may go on, else how long until it may. */
export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

/** Delay before the first slowed-down attempt; it doubles with each further failure, up to the cap. */
export const SLOW_DOWN_BASE_MS = 1000;
export const SLOW_DOWN_MAX_MS = 60_000;

/**
 * Attempt counters for the login guard. An attempt is counted when it starts (so parallel attempts
 * cannot all slip under a limit), then either marked failed (its time starts the slow-down delay) or
 * given back when it succeeded.
 */
export interface AttemptCounters {
  /** Checks every limit; only when all allow it, counts one attempt on each (atomically). */
  take(limits: Limit[], now: number): Promise<Verdict>;
  /** Marks the counted attempt as failed at `now`. */
  fail(keys: string[], now: number): Promise<void>;
  /** Gives a counted attempt back (it succeeded). */
  release(keys: string[]): Promise<void>;
  /** Forgets the counters (e.g. the account's after its right password). */
  clear(keys: string[]): Promise<void>;
}

/** @returns ms still to wait before an attempt on a counter with `n` attempts, the last failure at `t` */
export function waitMs(limit: Limit, n: number, t: number, expiresAt: number, now: number): number {
  if (n >= limit.hard) return Math.max(1, expiresAt - now);
  if (n < limit.soft) return 0;
  const delay = Math.min(SLOW_DOWN_BASE_MS * 2 ** (n - limit.soft), SLOW_DOWN_MAX_MS);
  return Math.max(0, t + delay - now);
}

type Entry = { n: number; t: number; expiresAt: number };

/** Counters in this process's memory (one server process; tests). Expired entries are swept as it grows. */
export class MemoryAttemptCounters implements AttemptCounters {
  private readonly entries = new Map<string, Entry>();
  private sweepAt = 10_000;

  private live(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  async take(limits: Limit[], now: number): Promise<Verdict> {
    let wait = 0;
    for (const l of limits) {
      const e = this.live(l.key, now);
      if (e) wait = Math.max(wait, waitMs(l, e.n, e.t, e.expiresAt, now));
    }
    if (wait > 0) return { ok: false, retryAfterMs: wait };
    for (const l of limits) {
      const e = this.live(l.key, now);
      if (e) e.n += 1;
      else this.entries.set(l.key, { n: 1, t: 0, expiresAt: now + l.windowMs });
    }
    if (this.entries.size > this.sweepAt) this.sweep(now);
    return { ok: true };
  }

  async fail(keys: string[], now: number): Promise<void> {
    for (const k of keys) {
      const e = this.live(k, now);
      if (e) e.t = now;
    }
  }

  async release(keys: string[]): Promise<void> {
    for (const k of keys) {
      const e = this.entries.get(k);
      if (e && e.n > 0) e.n -= 1;
    }
  }

  async clear(keys: string[]): Promise<void> {
    for (const k of keys) this.entries.delete(k);
  }

  private sweep(now: number): void {
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    this.sweepAt = Math.max(10_000, this.entries.size * 2);
  }
}

// KEYS: the counters (hashes n = attempts, t = last failure); ARGV: now, base delay, max delay, then
// soft, hard, window for each key. Returns 0 (counted) or the ms to wait (nothing counted).
const TAKE = `
local now, base, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local wait = 0
for i, k in ipairs(KEYS) do
  local o = 3 + (i - 1) * 3
  local soft, hard = tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2])
  local v = redis.call('HMGET', k, 'n', 't')
  local n, t = tonumber(v[1] or '0'), tonumber(v[2] or '0')
  if n >= hard then
    local ttl = redis.call('PTTL', k)
    if ttl < 1 then ttl = 1 end
    if ttl > wait then wait = ttl end
  elseif n >= soft then
    local d = math.min(base * 2 ^ (n - soft), cap)
    if t + d - now > wait then wait = t + d - now end
  end
end
if wait > 0 then return math.ceil(wait) end
for i, k in ipairs(KEYS) do
  if redis.call('HINCRBY', k, 'n', 1) == 1 then redis.call('PEXPIRE', k, ARGV[3 + (i - 1) * 3 + 3]) end
end
return 0`;

// Only touches counters that still exist, so a late call never leaves a key without expiry.
const FAIL = `for _, k in ipairs(KEYS) do
  if redis.call('EXISTS', k) == 1 then redis.call('HSET', k, 't', ARGV[1]) end
end`;
const RELEASE = `for _, k in ipairs(KEYS) do
  if tonumber(redis.call('HGET', k, 'n') or '0') > 0 then redis.call('HINCRBY', k, 'n', -1) end
end`;

/** Counters in Redis, shared by every server process; each check is one atomic script. */
export class RedisAttemptCounters implements AttemptCounters {
  /**
   * @param redis - the ioredis client (closed by its owner)
   * @param prefix - put before every key (HIBIKI_RATE_LIMIT_PREFIX)
   */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async take(limits: Limit[], now: number): Promise<Verdict> {
    const args = limits.flatMap((l) => [l.soft, l.hard, l.windowMs]);
    const keys = limits.map((l) => this.prefix + l.key);
    const wait = Number(
      await this.call(() =>
        this.redis.eval(TAKE, keys.length, ...keys, now, SLOW_DOWN_BASE_MS, SLOW_DOWN_MAX_MS, ...args),
      ),
    );
    return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
  }

  async fail(keys: string[], now: number): Promise<void> {
    const k = keys.map((key) => this.prefix + key);
    if (k.length) await this.call(() => this.redis.eval(FAIL, k.length, ...k, now));
  }

  async release(keys: string[]): Promise<void> {
    const k = keys.map((key) => this.prefix + key);
    if (k.length) await this.call(() => this.redis.eval(RELEASE, k.length, ...k));
  }

  async clear(keys: string[]): Promise<void> {
    const k = keys.map((key) => this.prefix + key);
    if (k.length) await this.call(() => this.redis.del(...k));
  }

  /** Runs one Redis command; an unreachable Redis is a 503 (fail closed: no unlimited guessing meanwhile). */
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (err) {
      throw Object.assign(Unavailable(), { cause: err });
    }
  }
}
