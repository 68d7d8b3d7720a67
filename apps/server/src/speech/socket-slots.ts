import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { MAX_SOCKETS_PER_STUDENT, SocketCounter } from "./socket-limits.ts";

/** One open socket's place in its student's count: give it back when the socket closes. */
export interface SocketSlot {
  /** the socket is open: keeps the slot held until release (a Redis slot is refreshed) */
  hold(): void;
  /** the socket closed (safe to call more than once) */
  release(): void;
}

/** Counts each student's open speech sockets, in this process or across processes. */
export interface SocketSlots {
  /**
   * Takes a slot for one more socket of a student.
   * @param studentId the student
   * @returns the slot, or null when the student already has the most sockets allowed open
   */
  acquire(studentId: string): Promise<SocketSlot | null>;
}

/**
 * This process's count (SocketCounter): enough for one process, not shared with others.
 * @param max sockets per student
 * @returns the slots
 */
export function memorySocketSlots(max: number = MAX_SOCKETS_PER_STUDENT): SocketSlots {
  const counter = new SocketCounter(max);
  return {
    async acquire(studentId) {
      if (!counter.hasRoom(studentId)) return null;
      counter.add(studentId);
      let released = false;
      return {
        hold: () => {},
        release: () => {
          if (released) return;
          released = true;
          counter.release(studentId);
        },
      };
    },
  };
}

/** How long a Redis slot lives without a refresh: a process that dies frees its slots within this. */
export const SLOT_TTL_MS = 30_000;

/**
 * Takes a slot atomically: drops the student's expired sockets, then adds this one with its expiry when
 * fewer than the most allowed are left. KEYS[1] the student's sorted set (socket id → expiry ms);
 * ARGV: now, ttl, max, socket id. Returns 1 when taken.
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Refreshes a held slot (only while it is still there). ARGV: now, ttl, socket id. */
const REFRESH = `
if redis.call('ZSCORE', KEYS[1], ARGV[3]) then
  redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/**
 * The count shared by every process on one Redis: a sorted set per student of its open sockets, each
 * with an expiry that its process refreshes every third of SLOT_TTL_MS while the socket is open and
 * removes when it closes. A socket of a process that died (kill -9) is never refreshed and stops counting
 * within SLOT_TTL_MS; a slot taken before the upgrade but never held expires the same way. When Redis
 * cannot be reached the socket is let in (counting must not stop a class from recording).
 * @param redis a connected client
 * @param opts most sockets per student, key prefix, slot lifetime without refresh, error log
 * @returns the slots
 */
export function redisSocketSlots(
  redis: Redis,
  opts: { max?: number; prefix?: string; ttlMs?: number; onError?: (err: unknown) => void } = {},
): SocketSlots {
  const max = opts.max ?? MAX_SOCKETS_PER_STUDENT;
  const ttl = opts.ttlMs ?? SLOT_TTL_MS;
  const prefix = opts.prefix ?? "hibiki:speech-sockets:";
  const fail = (err: unknown) => opts.onError?.(err);
  return {
    async acquire(studentId) {
      const key = `${prefix}${studentId}`;
      const id = randomBytes(8).toString("hex");
      try {
        const ok = await redis.eval(ACQUIRE, 1, key, Date.now(), ttl, max, id);
        if (ok !== 1) return null;
      } catch (err) {
        fail(err);
        return { hold: () => {}, release: () => {} };
      }
      let timer: ReturnType<typeof setInterval> | undefined;
      let released = false;
      return {
        hold() {
          if (released || timer) return;
          timer = setInterval(
            () => void redis.eval(REFRESH, 1, key, Date.now(), ttl, id).catch(fail),
            Math.max(10, Math.floor(ttl / 3)),
          );
          timer.unref();
        },
        release() {
          if (released) return;
          released = true;
          clearInterval(timer);
          void redis.zrem(key, id).catch(fail);
        },
      };
    },
  };
}
