import {
  ARENA_BOT_NICKNAME,
  ARENA_ITEM_COUNT,
  type ARENA_MESSAGES,
  type ArenaServerFrame,
  type ArenaType,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { busChannel } from "../../realtime/bus.ts";
import { type ArenaCatalog, pickItems } from "./items.ts";
import { MatchRunner, type Seat } from "./match-runner.ts";
import { type ArenaProfile, createMatch, matchStatusFor } from "./repository.ts";
import type { ArenaSettings } from "./settings.ts";
import { type ArenaStore, memoryStore, type QueueEntry, redisStore } from "./store.ts";

/** What a match's channel carries to the process running it. */
export type MatchMsg =
  | { kind: "answer"; s: number; item_index: number; choice_index: number }
  | { kind: "left"; s: number }
  | { kind: "rejoin"; s: number };

/** A reply to one student (an error, or nothing). */
export type Reply = { error_key: keyof typeof ARENA_MESSAGES } | null;

const err = (error_key: keyof typeof ARENA_MESSAGES): Reply => ({ error_key });

/**
 * The arena of one app (process): matchmaking through the store (memory, or Redis across processes), the
 * matches this process runs, and the bus channels between them: a player's channel carries frames to the
 * process holding the player's socket, a match's channel carries answers, leaves and rejoins to the process
 * running it. Timers and subscriptions end in close().
 */
export class Arena {
  readonly store: ArenaStore;
  private readonly runners = new Map<number, MatchRunner>();
  private readonly matchSubs = new Map<number, Promise<() => Promise<void>>>();
  private readonly botTimers = new Map<number, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly app: FastifyInstance,
    readonly settings: ArenaSettings,
    private readonly catalog: ArenaCatalog,
  ) {
    this.store = app.redis ? redisStore(app.redis, settings.prefix) : memoryStore();
  }

  /** The bus channel of a student's sockets. */
  playerChannel(studentId: number): string {
    return busChannel(this.settings.prefix, "arena", "p", studentId);
  }

  private matchChannel(matchId: number): string {
    return busChannel(this.settings.prefix, "arena", "m", matchId);
  }

  /** Sends a frame to the student's sockets, wherever they are. */
  toPlayer(studentId: number, frame: ArenaServerFrame): void {
    if (this.closed) return;
    this.app.bus.publish(this.playerChannel(studentId), { frame }).catch((e: unknown) => {
      this.app.log.warn({ err: e, studentId }, "arena: a frame could not be published");
    });
  }

  private toMatch(matchId: number, msg: MatchMsg): Promise<void> {
    return this.app.bus.publish(this.matchChannel(matchId), msg);
  }

  /**
   * Queues the student, or pairs them with a waiting student of the same school or level (the match then
   * runs on this process); alone, a bot plays after HIBIKI_ARENA_BOT_MS.
   */
  async join(me: ArenaProfile, type: ArenaType): Promise<Reply> {
    const entry: QueueEntry = { s: me.studentId, sc: me.schoolId, lv: me.level, n: me.nickname };
    let res = await this.store.join(type, entry);
    if (res.kind === "busy" && (await this.staleState(me.studentId, res.state)))
      res = await this.store.join(type, entry);
    if (res.kind === "busy")
      return err(res.state.startsWith("q:") ? "arena_already_queued" : "arena_already_in_match");
    if (res.kind === "paired") {
      await this.startMatch(type, res.partner, entry);
      return null;
    }
    this.toPlayer(me.studentId, { type: "queued", arena_type: type, bot_after_ms: this.settings.botAfterMs });
    this.botTimers.set(
      me.studentId,
      setTimeout(() => {
        this.botTimers.delete(me.studentId);
        void this.store.leave(type, me.studentId, "m:pending").then(
          (alone) => (alone && !this.closed ? this.startMatch(type, entry, null) : undefined),
          (e: unknown) => this.app.log.error({ err: e }, "arena: the bot could not be offered"),
        );
      }, this.settings.botAfterMs),
    );
    return null;
  }

  /** A state left by a match that ended without clearing it (a stopped process): cleared. */
  private async staleState(studentId: number, state: string): Promise<boolean> {
    const m = /^m:(\d+)$/.exec(state);
    if (!m) return false;
    const status = await matchStatusFor(this.app.db, Number(m[1]), studentId);
    if (status === "playing") return false;
    await this.store.clearState(studentId, state);
    return true;
  }

  /** Leaves the queue (`cancel`, or the last socket closed while queued). */
  async cancel(studentId: number): Promise<ArenaType | null> {
    clearTimeout(this.botTimers.get(studentId));
    this.botTimers.delete(studentId);
    const state = await this.store.state(studentId);
    if (!state?.startsWith("q:") || this.closed) return null;
    const type = state.slice(2) as ArenaType;
    return (await this.store.leave(type, studentId, "")) ? type : null;
  }

  /** An answer, a leave or a rejoin for the student's current match, sent to the process running it. */
  async toCurrentMatch(studentId: number, matchId: number, msg: MatchMsg): Promise<Reply> {
    const state = await this.store.state(studentId);
    if (state === `m:${matchId}`) {
      await this.toMatch(matchId, msg);
      return null;
    }
    if (msg.kind !== "rejoin") return err("arena_not_in_match");
    const status = await matchStatusFor(this.app.db, matchId, studentId);
    return err(status === undefined ? "arena_match_not_found" : "arena_rejoin_expired");
  }

  /** The student's last socket on this process closed: out of the queue, or away from the match. */
  async disconnected(studentId: number): Promise<void> {
    if (this.closed) return;
    if ((await this.cancel(studentId)) || this.closed) return;
    const m = /^m:(\d+)$/.exec((await this.store.state(studentId)) ?? "");
    if (m && !this.closed) await this.toMatch(Number(m[1]), { kind: "left", s: studentId });
  }

  private async startMatch(type: ArenaType, a: QueueEntry, b: QueueEntry | null): Promise<void> {
    const seat = (e: QueueEntry): Seat => ({ studentId: e.s, schoolId: e.sc, nickname: e.n });
    const prof = (e: QueueEntry): ArenaProfile => ({
      studentId: e.s,
      schoolId: e.sc,
      nickname: e.n,
      level: e.lv,
      isCollege: false,
    });
    const humans = b ? [a.s, b.s] : [a.s];
    try {
      const items = pickItems(this.catalog[type], ARENA_ITEM_COUNT, Math.random);
      const id = await createMatch(this.app.db, {
        type,
        p1: prof(a),
        p2: b ? prof(b) : null,
        botNickname: ARENA_BOT_NICKNAME,
        items,
      });
      for (const s of humans) await this.store.setState(s, `m:${id}`);
      const bot: Seat = { studentId: null, schoolId: null, nickname: ARENA_BOT_NICKNAME };
      const runner = new MatchRunner(
        {
          db: this.app.db,
          store: this.store,
          settings: this.settings,
          toPlayer: (s, f) => this.toPlayer(s, f),
          log: this.app.log,
          onDone: (matchId) => this.ended(matchId),
        },
        id,
        type,
        [seat(a), b ? seat(b) : bot],
        items,
      );
      this.runners.set(id, runner);
      const sub = this.app.bus.subscribe(this.matchChannel(id), (msg) =>
        this.onMatchMsg(runner, msg as MatchMsg),
      );
      this.matchSubs.set(id, sub);
      await sub;
      if (this.closed) return runner.dispose();
      runner.start();
    } catch (e) {
      this.app.log.error({ err: e }, "arena: a match could not start");
      for (const s of humans) {
        await this.store.clearState(s).catch(() => undefined);
        this.toPlayer(s, {
          type: "error",
          error_key: "server_error",
          message: "対戦を始められませんでした。",
        });
      }
    }
  }

  private onMatchMsg(runner: MatchRunner, msg: MatchMsg): void {
    if (msg.kind === "answer") runner.answer(msg.s, msg.item_index, msg.choice_index);
    else if (msg.kind === "left") runner.left(msg.s);
    else runner.rejoin(msg.s);
  }

  private ended(matchId: number): void {
    this.runners.delete(matchId);
    const sub = this.matchSubs.get(matchId);
    this.matchSubs.delete(matchId);
    void sub?.then((off) => off()).catch(() => undefined);
  }

  /** A bot timer is no longer needed once the student is matched (by a player on any process). */
  matched(studentId: number): void {
    clearTimeout(this.botTimers.get(studentId));
    this.botTimers.delete(studentId);
  }

  /** Stops taking work: later socket closes and frames do nothing (the app is closing). */
  stop(): void {
    this.closed = true;
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    for (const r of this.runners.values()) r.dispose();
    this.runners.clear();
  }

  /** Stops every timer and match of this process and ends its subscriptions (app.close()). */
  async close(): Promise<void> {
    this.stop();
    const subs = [...this.matchSubs.values()];
    this.matchSubs.clear();
    await Promise.all(subs.map((s) => s.then((off) => off()).catch(() => undefined)));
  }
}
