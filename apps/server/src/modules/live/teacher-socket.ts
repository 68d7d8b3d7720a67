import { type LiveTeacherInFrame, LiveTeacherInFrameSchema } from "@hibiki/contracts";
import type { WebSocket } from "ws";
import { iso } from "../../lib/present.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { sendFrame } from "../../realtime/socket-auth.ts";
import { itemFrame, revealFrame } from "./frames.ts";
import { type LiveBusMsg, type LiveListener, liveKey } from "./hub.ts";
import { liveError, liveInScope } from "./policy.ts";
import * as repo from "./repository.ts";
import { itemStats, type Scored } from "./scoring.ts";
import type { Deps } from "./service.ts";
import { frameHandler } from "./socket-frames.ts";

/** The teacher's view of one session on this socket: the roster, who is online, the answers seen. */
type Attached = {
  liveId: number;
  key: string;
  listener: LiveListener;
  /** answers by item, then student (a student's answer counts once, whichever way it arrives) */
  answers: Map<number, Map<number, Scored>>;
  roster: Map<number, string>;
  /** the joined sockets of each student (connection ids, across processes) */
  online: Map<number, Set<string>>;
  /** bus messages that arrived while the state was being loaded */
  pending: LiveBusMsg[] | null;
};

/**
 * Runs a teacher's live socket (already signed in): `open` attaches it to a session of a class the
 * teacher manages; `push_item`, `reveal` and `end` drive the session for every socket of it on every
 * process. The teacher receives the roster, each answer and each item's figures as they change.
 */
export function runTeacherSocket(
  deps: Deps,
  socket: WebSocket,
  caller: TeacherCaller,
): (frame: unknown) => void {
  let at: Attached | null = null;

  const sendRoster = (a: Attached) =>
    sendFrame(socket, {
      type: "roster",
      live_id: a.liveId,
      students: [...a.roster].map(([student_id, name]) => ({
        student_id,
        name,
        online: (a.online.get(student_id)?.size ?? 0) > 0,
      })),
    });

  const sendStats = (a: Attached, itemIndex: number) => {
    const s = itemStats(itemIndex, [...(a.answers.get(itemIndex)?.values() ?? [])]);
    sendFrame(socket, {
      type: "item_stats",
      live_id: a.liveId,
      item_index: itemIndex,
      answered: s.answered,
      correct: s.correct,
      average_score: s.average_score,
    });
  };

  const onBus = (a: Attached, msg: LiveBusMsg) => {
    if (a.pending) {
      a.pending.push(msg);
      return;
    }
    if (msg.t === "item" || msg.t === "reveal") sendFrame(socket, msg.frame);
    else if (msg.t === "ended") sendFrame(socket, { type: "ended", live_id: a.liveId });
    else if (msg.t === "answer") {
      const f = msg.frame;
      const item = a.answers.get(f.item_index) ?? new Map<number, Scored>();
      a.answers.set(f.item_index, item);
      if (item.has(f.student_id)) return;
      item.set(f.student_id, { correct: f.correct, score: f.score });
      sendFrame(socket, f);
      sendStats(a, f.item_index);
    } else if (msg.t === "presence") {
      const conns = a.online.get(msg.student_id) ?? new Set<string>();
      if (msg.online) conns.add(msg.conn);
      else conns.delete(msg.conn);
      a.online.set(msg.student_id, conns);
      if (!a.roster.has(msg.student_id)) a.roster.set(msg.student_id, msg.name);
      sendRoster(a);
    }
  };

  const detach = () => {
    if (at) deps.hub.detach(at.key, at.listener);
    at = null;
  };
  socket.on("close", detach);

  const open = async (liveId: number) => {
    const row = await liveInScope(deps.db, caller, liveId);
    detach();
    const a: Attached = {
      liveId,
      key: liveKey(row),
      listener: { onBus: (m) => onBus(a, m) },
      answers: new Map(),
      roster: new Map(),
      online: new Map(),
      pending: [],
    };
    at = a;
    // Subscribe first, then read: what happens in between is queued, and answers are counted once.
    await deps.hub.attach(a.key, a.listener);
    const [states, answers, students] = await Promise.all([
      repo.itemStatesOf(deps.db, liveId),
      repo.answersOf(deps.db, liveId),
      repo.studentsOf(deps.db, row.class_id, liveId),
    ]);
    for (const s of students) a.roster.set(s.id, s.name);
    const pushed = states.map((s) => s.item_index);
    sendFrame(socket, {
      type: "opened",
      live_id: liveId,
      title: row.title,
      status: row.ended_at ? "ended" : "open",
      class_id: row.class_id,
      class_name: row.class_name,
      items: row.items,
      current: row.current_item,
      pushed,
      revealed: states.filter((s) => s.revealed_at).map((s) => s.item_index),
    });
    const pending = a.pending ?? [];
    a.pending = null;
    sendRoster(a);
    for (const r of answers) {
      onBus(a, {
        t: "answer",
        frame: {
          type: "answer",
          live_id: liveId,
          item_index: r.item_index,
          student_id: r.student_id,
          name: a.roster.get(r.student_id) ?? "",
          correct: r.correct,
          score: r.score,
          answered_at: iso(r.answered_at),
        },
      });
    }
    for (const i of pushed) if (!a.answers.has(i)) sendStats(a, i);
    for (const m of pending) onBus(a, m);
    // Every process tells again which of its students are here.
    await deps.hub.publish(a.key, { t: "roll_call" });
  };

  /** The attached session, still open. */
  const openSession = async () => {
    if (!at) throw liveError("live_not_opened");
    const row = await liveInScope(deps.db, caller, at.liveId);
    if (row.ended_at) throw liveError("live_ended");
    return row;
  };
  const itemOf = (row: repo.LiveRow, index: number) => {
    const item = row.items[index];
    if (!item) throw liveError("live_item_not_found");
    return item;
  };

  const handle = async (f: LiveTeacherInFrame) => {
    if (f.type === "open") return open(f.live_id);
    const row = await openSession();
    if (f.type === "push_item") {
      const item = itemOf(row, f.item_index);
      await repo.pushItem(deps.db, row.id, f.item_index);
      await deps.hub.publish(liveKey(row), { t: "item", frame: itemFrame(row.id, f.item_index, item) });
    } else if (f.type === "reveal") {
      const item = itemOf(row, f.item_index);
      if (!(await repo.revealItem(deps.db, row.id, f.item_index))) throw liveError("live_item_not_pushed");
      await deps.hub.publish(liveKey(row), { t: "reveal", frame: revealFrame(row.id, f.item_index, item) });
    } else {
      if (!(await repo.endLive(deps.db, row.id))) throw liveError("live_ended");
      await deps.hub.publish(liveKey(row), { t: "ended" });
    }
  };

  return frameHandler(deps, socket, LiveTeacherInFrameSchema, ["join", "answer"], handle);
}
