import type { ArenaType } from "@hibiki/contracts";
import type { Redis } from "ioredis";

/** A queued student: id, school, CEFR-J level ("" when none), nickname. */
export type QueueEntry = { s: number; sc: number; lv: string; n: string };

/** What joining did: queued, paired with a waiting student (both now "m:pending"), or refused. */
export type JoinResult =
  | { kind: "queued" }
  | { kind: "paired"; partner: QueueEntry }
  | { kind: "busy"; state: string };

/**
 * The matchmaking queues and each student's state (`q:<type>` queued, `m:pending` being paired,
 * `m:<match id>` playing), with each running match's snapshot. In memory on one process; in Redis (atomic
 * Lua scripts) across processes, so a student is never paired twice.
 */
export interface ArenaStore {
  join(type: ArenaType, entry: QueueEntry): Promise<JoinResult>;
  /**
   * Takes the student out of the type's queue.
   * @param next - the state afterwards ("" clears it)
   * @returns whether the student was still queued (false: someone paired them first)
   */
  leave(type: ArenaType, studentId: number, next: string): Promise<boolean>;
  state(studentId: number): Promise<string | null>;
  setState(studentId: number, state: string): Promise<void>;
  /** clears the state when it still is `expected` (or always without it) */
  clearState(studentId: number, expected?: string): Promise<void>;
  /** keeps a running match's snapshot (what a rejoin and an operator can read) */
  saveMatch(matchId: number, snapshot: unknown): Promise<void>;
  dropMatch(matchId: number): Promise<void>;
}

/** Two queued students may play: not the same student, and the same school or the same known level. */
export const compatible = (a: QueueEntry, b: QueueEntry) =>
  a.s !== b.s && (a.sc === b.sc || (a.lv !== "" && a.lv === b.lv));

/** One process. Every operation is synchronous inside, so concurrent joins cannot pair a student twice. */
export function memoryStore(): ArenaStore {
  const queues = new Map<ArenaType, QueueEntry[]>();
  const states = new Map<number, string>();
  const matches = new Map<number, unknown>();
  const queue = (t: ArenaType) => queues.get(t) ?? queues.set(t, []).get(t)!;
  return {
    join: async (type, entry) => {
      const busy = states.get(entry.s);
      if (busy) return { kind: "busy", state: busy };
      const q = queue(type);
      const i = q.findIndex((e) => compatible(e, entry));
      if (i >= 0) {
        const partner = q.splice(i, 1)[0] as QueueEntry;
        states.set(partner.s, "m:pending");
        states.set(entry.s, "m:pending");
        return { kind: "paired", partner };
      }
      q.push(entry);
      states.set(entry.s, `q:${type}`);
      return { kind: "queued" };
    },
    leave: async (type, studentId, next) => {
      const q = queue(type);
      const i = q.findIndex((e) => e.s === studentId);
      if (i < 0) return false;
      q.splice(i, 1);
      if (next) states.set(studentId, next);
      else states.delete(studentId);
      return true;
    },
    state: async (id) => states.get(id) ?? null,
    setState: async (id, s) => {
      states.set(id, s);
    },
    clearState: async (id, expected) => {
      if (expected === undefined || states.get(id) === expected) states.delete(id);
    },
    saveMatch: async (id, snap) => {
      matches.set(id, snap);
    },
    dropMatch: async (id) => {
      matches.delete(id);
    },
  };
}

/**
 * States and snapshots expire after this long, so a process that crashed mid-match cannot keep its players
 * out of the queue for long. A match lasts about 2 minutes (5 items of 15 s, gaps, a 15 s grace); ten
 * minutes covers the longest one with settings far above the defaults.
 */
const TTL_S = 10 * 60;

const JOIN = `
if redis.call('EXISTS', KEYS[2]) == 1 then return {'busy', redis.call('GET', KEYS[2])} end
local me = cjson.decode(ARGV[1])
for _, raw in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local e = cjson.decode(raw)
  if e.s ~= me.s and (e.sc == me.sc or (me.lv ~= '' and e.lv == me.lv)) then
    redis.call('LREM', KEYS[1], 1, raw)
    redis.call('SET', ARGV[2] .. e.s, 'm:pending', 'EX', ARGV[4])
    redis.call('SET', KEYS[2], 'm:pending', 'EX', ARGV[4])
    return {'paired', raw}
  end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[3], 'EX', ARGV[4])
return {'queued', ''}`;

const LEAVE = `
for _, raw in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local e = cjson.decode(raw)
  if e.s == tonumber(ARGV[1]) then
    redis.call('LREM', KEYS[1], 1, raw)
    if ARGV[2] == '' then redis.call('DEL', KEYS[2]) else redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3]) end
    return 1
  end
end
return 0`;

const CLEAR_IF = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Several processes: queues are Redis lists, states Redis keys; joining and leaving are Lua scripts, so the
 * check and the change are one atomic step.
 * @param redis - the app's client
 * @param prefix - key prefix (HIBIKI_ARENA_PREFIX)
 */
export function redisStore(redis: Redis, prefix: string): ArenaStore {
  const qKey = (t: ArenaType) => `${prefix}:q:${t}`;
  const stPrefix = `${prefix}:st:`;
  const stKey = (id: number) => `${stPrefix}${id}`;
  return {
    join: async (type, entry) => {
      const [kind, value] = (await redis.eval(
        JOIN,
        2,
        qKey(type),
        stKey(entry.s),
        JSON.stringify(entry),
        stPrefix,
        `q:${type}`,
        TTL_S,
      )) as [string, string];
      if (kind === "busy") return { kind, state: value };
      if (kind === "paired") return { kind, partner: JSON.parse(value) as QueueEntry };
      return { kind: "queued" };
    },
    leave: async (type, studentId, next) =>
      (await redis.eval(LEAVE, 2, qKey(type), stKey(studentId), studentId, next, TTL_S)) === 1,
    state: (id) => redis.get(stKey(id)),
    setState: async (id, s) => {
      await redis.set(stKey(id), s, "EX", TTL_S);
    },
    clearState: async (id, expected) => {
      if (expected === undefined) await redis.del(stKey(id));
      else await redis.eval(CLEAR_IF, 1, stKey(id), expected);
    },
    saveMatch: async (id, snap) => {
      await redis.set(`${prefix}:m:${id}`, JSON.stringify(snap), "EX", TTL_S);
    },
    dropMatch: async (id) => {
      await redis.del(`${prefix}:m:${id}`);
    },
  };
}
