import type { LiveItemFrame, LiveRevealOutFrame, LiveTeacherAnswerFrame } from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { busChannel } from "../../realtime/bus.ts";

/**
 * What goes over the realtime bus on a session's channel (`hibiki:rt:live:<live_id>:<created ms>`, see
 * liveKey), so sockets on
 * any process hear it: items and reveals for everyone, answers for the teachers, students' presence
 * (and the teacher's roll call asking every process to tell its students again), the end.
 */
export type LiveBusMsg =
  | { t: "item"; frame: LiveItemFrame }
  | { t: "reveal"; frame: LiveRevealOutFrame }
  | { t: "answer"; frame: LiveTeacherAnswerFrame }
  | { t: "presence"; conn: string; student_id: number; name: string; online: boolean }
  | { t: "roll_call" }
  | { t: "ended" };

/**
 * The bus key of a session: its id and creation time, so sessions of different databases that share one
 * Redis (test files running side by side) never share a channel.
 */
export const liveKey = (row: { id: number; created_at: Date | string }): string =>
  `${row.id}:${new Date(row.created_at).getTime()}`;

/** A socket attached to a session on this process. */
export type LiveListener = { onBus(msg: LiveBusMsg): void };

type Channel = { listeners: Set<LiveListener>; unsubscribe: Promise<() => Promise<void>> };

const isMsg = (m: unknown): m is LiveBusMsg =>
  typeof m === "object" && m !== null && typeof (m as { t?: unknown }).t === "string";

/**
 * The live sockets of one app (one per process): each session's channel is subscribed once while a
 * socket of this process is attached to it, and its messages handed to those sockets.
 */
export class LiveHub {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** @returns the bus channel of a session */
  static channel(key: string): string {
    return busChannel("live", key);
  }

  /**
   * Attaches a listener to a session; resolves once the channel is subscribed (nothing published
   * after that is missed).
   */
  async attach(key: string, listener: LiveListener): Promise<void> {
    let ch = this.channels.get(key);
    if (!ch) {
      const listeners = new Set<LiveListener>();
      const unsubscribe = this.bus.subscribe(LiveHub.channel(key), (msg) => {
        if (!isMsg(msg)) return;
        for (const l of [...listeners]) {
          try {
            l.onBus(msg);
          } catch (err) {
            this.log.error({ err, key }, "live: a socket failed on a bus message");
          }
        }
      });
      ch = { listeners, unsubscribe };
      this.channels.set(key, ch);
    }
    ch.listeners.add(listener);
    await ch.unsubscribe;
  }

  /** Detaches a listener; the channel is unsubscribed when its last listener here goes. */
  detach(key: string, listener: LiveListener): void {
    const ch = this.channels.get(key);
    if (!ch) return;
    ch.listeners.delete(listener);
    if (ch.listeners.size > 0) return;
    this.channels.delete(key);
    void ch.unsubscribe.then((off) => off()).catch(() => undefined);
  }

  /** Publishes to every socket of the session on every process (failures are logged, never thrown). */
  async publish(key: string, msg: LiveBusMsg): Promise<void> {
    try {
      await this.bus.publish(LiveHub.channel(key), msg);
    } catch (err) {
      this.log.error({ err, key }, "live: publishing on the bus failed");
    }
  }
}
