import type { Db } from "../../db/client.ts";
import type { AccountKind } from "../../db/sessions.ts";
import type { SessionRow } from "./session-repository.ts";

/**
 * What to drop from every process's caches: one account's sessions and data, only its data (`dataOnly`:
 * e.g. a student's answer, which changes the homework badge but not the session), or a whole school's.
 */
export type SessionChange =
  | { kind: AccountKind; accountId: number; dataOnly?: boolean }
  | { schoolId: number };

/** Told of every change applied, and of `"all"` when everything is dropped (caching off, unreadable change). */
export type ChangeListener = (change: SessionChange | "all") => void;

/** Sends a change to the other processes (Redis pub/sub); resolves once it is handed to Redis. */
export type ChangeBroadcast = (change: SessionChange) => Promise<void>;

type Entry = { row: SessionRow; account: string; expiresAt: number };

/** How long a looked-up session is reused at most (a safety net: every known change invalidates at once). */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Most sessions kept; the oldest entry goes first beyond this. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;
/** Recent changes remembered to judge loads that ran meanwhile; a load older than these is not stored. */
const CHANGE_LOG_SIZE = 4096;

/** Whose data a load read: it is stored only if no change to them arrived while it ran. */
export type LoadedFor = { kind: AccountKind; accountId: number; schoolId: number };

const accountOf = (kind: AccountKind, accountId: number) => `${kind}:${accountId}`;

/**
 * Valid (not revoked) sessions by token hash, reused for a few seconds so that a hot read such as the
 * dashboard does not pay a database round trip for its bearer token. Correctness rests on invalidation:
 * every write that changes what the lookup returns (login elsewhere, logout, password change, a card or a
 * school's roster changed by a teacher) calls `changed()` after its transaction has committed; the change
 * is dropped here at once and broadcast to the other processes, which drop it when it arrives.
 * A lookup that was running while a change to its account or school arrived is not stored (it may have
 * read the old state): changes are numbered and the recent ones kept (changedSince).
 * The cache is off (every request reads the database) until enabled, and while the broadcast channel is
 * down, since changes made by other processes would then go unseen.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Token hashes by account ("student:12"), so a login or logout drops its entries without a scan. */
  private readonly byAccount = new Map<string, Set<string>>();
  /** Number of the last change; `log` holds the recent ones ("all": everything dropped). */
  private seq = 0;
  private readonly log: Array<{ seq: number; change: SessionChange | "all" }> = [];
  private on = false;
  private broadcast: ChangeBroadcast | undefined;
  private readonly listeners = new Set<ChangeListener>();
  /** Set while changes come from other processes: cache hits then wait one event-loop turn (see get). */
  remote = false;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  /** @returns the number of cached sessions */
  get size(): number {
    return this.entries.size;
  }

  /** @returns whether lookups are cached */
  get enabled(): boolean {
    return this.on;
  }

  /** Turns caching on or off; either way the entries are dropped. */
  setEnabled(on: boolean): void {
    this.on = on;
    this.clear();
  }

  /** Sets how changes reach the other processes (undefined: this process is the only one). */
  setBroadcast(broadcast: ChangeBroadcast | undefined): void {
    this.broadcast = broadcast;
    this.remote = broadcast !== undefined;
  }

  /**
   * Adds a listener: caches of per-account data built on this one's invalidation (e.g. the homework
   * badge, modules/home/counts.ts), dropped with the same changes and whenever caching goes off.
   */
  listen(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  /** @returns the number of the last change, to pass to changedSince after a load */
  mark(): number {
    return this.seq;
  }

  /**
   * Tells whether a change that may concern `who` arrived after `mark` (or may have: older than the
   * remembered changes). `dataOnly` changes count when `withData` is set.
   */
  changedSince(mark: number, who: LoadedFor, withData: boolean): boolean {
    if (mark === this.seq) return false;
    const first = this.log[0];
    if (!first || first.seq > mark + 1) return true;
    for (let i = this.log.length - 1; i >= 0; i--) {
      const { seq, change } = this.log[i]!;
      if (seq <= mark) break;
      if (change === "all") return true;
      if ("schoolId" in change) {
        if (change.schoolId === who.schoolId) return true;
      } else if (
        change.kind === who.kind &&
        change.accountId === who.accountId &&
        (withData || !change.dataOnly)
      )
        return true;
    }
    return false;
  }

  private record(change: SessionChange | "all"): void {
    this.seq++;
    this.log.push({ seq: this.seq, change });
    if (this.log.length > CHANGE_LOG_SIZE) this.log.splice(0, this.log.length - CHANGE_LOG_SIZE);
    for (const l of this.listeners) l(change);
  }

  /** Drops every entry. */
  clear(): void {
    this.record("all");
    this.entries.clear();
    this.byAccount.clear();
  }

  private drop(tokenHash: string): void {
    const e = this.entries.get(tokenHash);
    if (!e) return;
    this.entries.delete(tokenHash);
    const hashes = this.byAccount.get(e.account);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byAccount.delete(e.account);
  }

  /** @returns the cached row of a token hash, or undefined (absent, expired or caching off) */
  peek(tokenHash: string, now = Date.now()): SessionRow | undefined {
    if (!this.on) return undefined;
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.drop(tokenHash);
      return undefined;
    }
    return e.row;
  }

  /**
   * Looks a token hash up, from the cache or with `load` (the database), storing a valid session.
   * With other processes, a hit first lets pending I/O run (setImmediate): a change another process
   * published before this request was sent is then already in this process's Redis socket, and is
   * applied before the hit is trusted.
   * @returns the row, or undefined when no session has this token
   */
  async get(tokenHash: string, load: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined> {
    if (this.on && this.entries.has(tokenHash)) {
      if (this.remote) await new Promise((r) => setImmediate(r));
      const hit = this.peek(tokenHash);
      if (hit) return hit;
    }
    const mark = this.seq;
    const row = await load();
    if (row && !row.revoked && this.on) {
      const who = { kind: row.account_kind, accountId: row.account_id, schoolId: row.school_id };
      if (!this.changedSince(mark, who, false)) this.store(tokenHash, row);
    }
    return row;
  }

  private store(tokenHash: string, row: SessionRow): void {
    const now = Date.now();
    // The current card is chosen and flagged expired by the clock: keep the row no longer than an
    // unexpired card stays so.
    let expiresAt = now + this.ttlMs;
    const cardEnds = row.card_expires_at ? new Date(row.card_expires_at).getTime() : undefined;
    if (cardEnds !== undefined && cardEnds > now) expiresAt = Math.min(expiresAt, cardEnds);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.drop(tokenHash);
    const account = accountOf(row.account_kind, row.account_id);
    this.entries.set(tokenHash, { row, account, expiresAt });
    let hashes = this.byAccount.get(account);
    if (!hashes) {
      hashes = new Set();
      this.byAccount.set(account, hashes);
    }
    hashes.add(tokenHash);
  }

  /** Drops what a change affects, in this process only (a change received from another process). */
  apply(change: SessionChange): void {
    this.record(change);
    if ("dataOnly" in change && change.dataOnly) return;
    if (this.entries.size === 0) return;
    if ("schoolId" in change) {
      for (const [hash, e] of this.entries) if (e.row.school_id === change.schoolId) this.drop(hash);
      return;
    }
    for (const hash of [...(this.byAccount.get(accountOf(change.kind, change.accountId)) ?? [])])
      this.drop(hash);
  }

  /**
   * Records a committed change: dropped here, then sent to the other processes (awaited, so the change
   * is on its way before the caller answers).
   */
  async changed(change: SessionChange): Promise<void> {
    this.apply(change);
    await this.broadcast?.(change);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/**
 * The session cache of a database handle (one per process and database). It starts disabled: the
 * server turns it on (modules/auth/session-cache-setup.ts) once it knows changes reach every process.
 * @returns the cache
 */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Records a committed change to sessions, cards or accounts (see SessionCache.changed).
 * @param db - the database whose cache is concerned
 */
export function sessionsChanged(db: Db, change: SessionChange): Promise<void> {
  return sessionCacheOf(db).changed(change);
}
