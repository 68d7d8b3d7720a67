import { randomUUID } from "node:crypto";
import {
  type LiveAnswerFrame,
  type LiveItem,
  type LiveStudentInFrame,
  LiveStudentInFrameSchema,
} from "@hibiki/contracts";
import type { WebSocket } from "ws";
import { BadRequest } from "../../errors.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { sendFrame } from "../../realtime/socket-auth.ts";
import { parseEvaluationUrl, speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import { itemFrame, revealFrame } from "./frames.ts";
import { type LiveBusMsg, type LiveListener, liveKey } from "./hub.ts";
import { liveError } from "./policy.ts";
import * as repo from "./repository.ts";
import { type Scored, scoreChoiceAnswer, scoreReadAloud, scoreShortAnswer, sessionScore } from "./scoring.ts";
import type { Deps } from "./service.ts";
import { frameHandler } from "./socket-frames.ts";

const missing = (field: string, message: string) => BadRequest("bad_request", message, { [field]: message });

/** Scores an answer frame against its item; the read-aloud score comes from the kept evaluation. */
async function scoreAnswer(
  deps: Deps,
  caller: StudentCaller,
  item: LiveItem,
  f: LiveAnswerFrame,
): Promise<Scored & { choice: number | null; text: string | null; sid: string | null }> {
  if (item.kind === "choice") {
    if (f.choice_index === undefined || f.choice_index >= item.options.length)
      throw missing("choice_index", "選択肢を選んでください。");
    return { ...scoreChoiceAnswer(item, f.choice_index), choice: f.choice_index, text: null, sid: null };
  }
  if (item.kind === "short_answer") {
    const text = f.text?.trim() ?? "";
    if (text === "") throw missing("text", "答えを入力してください。");
    return { ...scoreShortAnswer(item, text), choice: null, text, sid: null };
  }
  const ref = f.evaluate_result ?? "";
  const ev = ref ? await speakingEvidenceOf(deps.db, caller).evaluation(ref, "evaluate_result") : null;
  if (!ev) throw missing("evaluate_result", "音読の評価結果がありません。録音してから送ってください。");
  const scored = scoreReadAloud(item, ev);
  if (!scored) throw missing("evaluate_result", "この評価結果はこの英文の音読ではありません。");
  return { ...scored, choice: null, text: null, sid: parseEvaluationUrl(ref)?.sid ?? null };
}

/**
 * Runs a student's live socket (already signed in): `join` attaches it to the open session of the
 * student's class (the teacher sees them online); `answer` scores and saves one answer per item, acks it
 * to this socket and sends it to the teachers over the bus. Items, reveals and the end arrive from the bus.
 */
export function runStudentSocket(
  deps: Deps,
  socket: WebSocket,
  caller: StudentCaller,
): (frame: unknown) => void {
  const conn = randomUUID();
  let at: { liveId: number; key: string; name: string; listener: LiveListener } | null = null;

  const presence = (key: string, name: string, online: boolean) =>
    deps.hub.publish(key, { t: "presence", conn, student_id: caller.id, name, online });

  const onBus = (liveId: number, key: string, name: string, msg: LiveBusMsg) => {
    if (msg.t === "item" || msg.t === "reveal") sendFrame(socket, msg.frame);
    else if (msg.t === "roll_call") void presence(key, name, true);
    else if (msg.t === "ended") {
      void repo
        .answersOf(deps.db, liveId, caller.id)
        .then(async (mine) => {
          const row = await repo.liveOf(deps.db, caller.schoolId, liveId);
          const sum = mine.reduce((s, a) => s + a.score, 0);
          sendFrame(socket, {
            type: "ended",
            live_id: liveId,
            my_score: sessionScore(sum, row?.item_count ?? 1),
          });
        })
        .catch((err: unknown) => deps.log.error({ err }, "live: the end score failed"));
      detach(false);
    }
  };

  const detach = (announce: boolean) => {
    if (!at) return;
    deps.hub.detach(at.key, at.listener);
    if (announce) void presence(at.key, at.name, false);
    at = null;
  };
  socket.on("close", () => detach(true));

  const join = async () => {
    const me = await repo.studentOf(deps.db, caller.id);
    const row = me?.class_id ? await repo.openLiveOfClass(deps.db, me.class_id) : undefined;
    if (!me || !row) throw liveError("live_no_session");
    detach(true);
    const name = me.name;
    const key = liveKey(row);
    const listener: LiveListener = { onBus: (m) => onBus(row.id, key, name, m) };
    at = { liveId: row.id, key, name, listener };
    await deps.hub.attach(key, listener);
    const [states, mine] = await Promise.all([
      repo.itemStatesOf(deps.db, row.id),
      repo.answersOf(deps.db, row.id, caller.id),
    ]);
    const revealed = states.filter((s) => s.revealed_at).map((s) => s.item_index);
    const cur = row.current_item;
    const current =
      cur !== null && !revealed.includes(cur) && row.items[cur]
        ? itemFrame(row.id, cur, row.items[cur])
        : undefined;
    sendFrame(socket, {
      type: "joined",
      live_id: row.id,
      title: row.title,
      teacher_name: row.teacher_name,
      item_count: row.item_count,
      ...(current ? { current } : {}),
      answers: mine.map((a) => ({ item_index: a.item_index, correct: a.correct, score: a.score })),
      revealed,
    });
    for (const i of revealed) {
      const item = row.items[i];
      if (item) sendFrame(socket, revealFrame(row.id, i, item));
    }
    await presence(key, name, true);
  };

  const answer = async (f: LiveAnswerFrame) => {
    if (!at || at.liveId !== f.live_id) throw liveError("live_not_joined");
    const { name, key } = at;
    const row = await repo.liveOf(deps.db, caller.schoolId, f.live_id);
    if (!row) throw liveError("live_not_joined");
    if (row.ended_at) throw liveError("live_ended");
    const item = row.items[f.item_index];
    if (!item) throw liveError("live_item_not_found");
    const state = (await repo.itemStatesOf(deps.db, row.id)).find((s) => s.item_index === f.item_index);
    if (!state) throw liveError("live_item_not_pushed");
    if (state.revealed_at) throw liveError("live_item_closed");
    const s = await scoreAnswer(deps, caller, item, f);
    const saved = await repo.insertAnswer(deps.db, {
      live_id: row.id,
      item_index: f.item_index,
      student_id: caller.id,
      choice_index: s.choice,
      text: s.text,
      evaluation_sid: s.sid,
      correct: s.correct,
      score: s.score,
    });
    if (!saved) throw liveError("live_answer_duplicate");
    sendFrame(socket, {
      type: "answer_ack",
      live_id: row.id,
      item_index: f.item_index,
      correct: saved.correct,
      score: saved.score,
    });
    await deps.hub.publish(key, {
      t: "answer",
      frame: {
        type: "answer",
        live_id: row.id,
        item_index: f.item_index,
        student_id: caller.id,
        name,
        correct: saved.correct,
        score: saved.score,
        answered_at: iso(saved.answered_at),
      },
    });
  };

  const handle = (f: LiveStudentInFrame) => (f.type === "join" ? join() : answer(f));
  return frameHandler(deps, socket, LiveStudentInFrameSchema, ["open", "push_item", "reveal", "end"], handle);
}
