import type {
  HomeworkDetail,
  HomeworkListItem,
  HomeworkTopicAnswerRecordBodySchema,
  HomeworkTopicResourceInfo,
  HomeworkTopicResult,
} from "@hibiki/contracts";
import { type Resource, selectQuestionIds } from "@hibiki/exercises";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, Locked, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { answerCommitted, prepareAnswer, recordAnswer } from "../textbook/commands/record-answer.ts";
import { presentResourceBase } from "../textbook/presenter.ts";
import { attemptResult, loadResource, resourceInfo } from "../textbook/service.ts";
import { notesOf } from "./notes-repository.ts";
import {
  attemptExists,
  attemptsOfTopic,
  type HomeworkRow,
  homeworkOfStudent,
  latestTopicGuid,
  linkAttempt,
  linkByGuid,
  lockStudentHomework,
  topicStats,
  topicsOf,
} from "./repository.ts";
import { returnedWorkByTopic } from "./returned-work.ts";
import {
  canFinishAttempt,
  canStartAttempt,
  configOf,
  isExpired,
  isHomeworkToDo,
  remainingAttempts,
} from "./rules.ts";
import { meanBest, overallStatus, presentTopics, statOf } from "./topics.ts";

/** Page size of the student's homework list. */
export const HOMEWORK_PAGE_SIZE = 20;

async function studentHomework(
  db: Queryable,
  caller: StudentCaller,
  homeworkId: number,
): Promise<HomeworkRow> {
  const hw = (await homeworkOfStudent(db, caller.id)).find((h) => h.id === homeworkId);
  if (!hw) throw NotFound(`宿題が見つかりません: ${homeworkId}`);
  return hw;
}

async function studentTopic(db: Queryable, caller: StudentCaller, homeworkId: number, topicId: number) {
  const hw = await studentHomework(db, caller, homeworkId);
  const topic = (await topicsOf(db, [hw.id])).find((t) => t.id === topicId);
  if (!topic) throw NotFound(`宿題の問題が見つかりません: ${topicId}`);
  const stat = statOf(await topicStats(db, [hw.id], [caller.id]), topic.id, caller.id);
  return { hw, topic, stat };
}

/**
 * The student's homework with progress, filtered by tab, one page. The 未提出 tab holds the homework
 * still to do (isHomeworkToDo), the badge's rule, so its total is the unfinished count.
 * @returns items, total of the tab and the unfinished count
 */
export async function studentHomeworkList(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  tab: "all" | "not_submitted" | "answered",
  page: number,
): Promise<{ items: HomeworkListItem[]; total: number; unfinished_count: number }> {
  const all = await homeworkOfStudent(db, caller.id);
  const ids = all.map((h) => h.id);
  const topics = await topicsOf(db, ids);
  const stats = await topicStats(db, ids, [caller.id]);
  const now = new Date();
  const items: Array<HomeworkListItem & { toDo: boolean }> = [];
  for (const hw of all) {
    const ts = await presentTopics(content, hw, topics, stats, caller.id);
    const first = ts[0];
    items.push({
      toDo: isHomeworkToDo(
        hw,
        ts.map((t) => t.attempts_used),
        now,
      ),
      homework_id: hw.id,
      message_id: hw.message_id ?? 0,
      title: hw.title,
      teacher_name: hw.teacher_name,
      class_name: hw.class_name,
      res_code: first?.res_code ?? "",
      kind: first?.kind ?? "mixed",
      deadline: new Date(hw.deadline).toISOString(),
      is_expired: isExpired(hw),
      status: overallStatus(ts),
      best_percent: meanBest(ts),
      attempts_used: ts.reduce((a, t) => a + t.attempts_used, 0),
      has_limit: hw.has_limit ? 1 : 0,
      limit_number: hw.limit_number,
      required_times: hw.required_times,
      created_at: new Date(hw.created_at).toISOString(),
    });
  }
  const unfinished = items.filter((i) => i.toDo).length;
  const inTab =
    tab === "all"
      ? items
      : tab === "not_submitted"
        ? items.filter((i) => i.toDo)
        : items.filter((i) => i.status === "answered");
  const start = (page - 1) * HOMEWORK_PAGE_SIZE;
  return {
    items: inTab.slice(start, start + HOMEWORK_PAGE_SIZE).map(({ toDo: _, ...item }) => item),
    total: inTab.length,
    unfinished_count: unfinished,
  };
}

/**
 * Homework still to do (isHomeworkToDo, the 未提出 tab's rule): the badge count, and the next deadline
 * still ahead, when the count may change by the clock alone.
 * @returns the count and the next deadline (null when none is ahead)
 */
export async function homeworkToDo(
  db: Queryable,
  studentId: number,
  now = new Date(),
): Promise<{ count: number; nextDeadline: Date | null }> {
  const all = await homeworkOfStudent(db, studentId);
  if (all.length === 0) return { count: 0, nextDeadline: null };
  const ids = all.map((h) => h.id);
  const topics = await topicsOf(db, ids);
  const stats = await topicStats(db, ids, [studentId]);
  const count = all.filter((hw) =>
    isHomeworkToDo(
      hw,
      topics.filter((t) => t.homework_id === hw.id).map((t) => statOf(stats, t.id, studentId).used),
      now,
    ),
  ).length;
  const ahead = all.map((h) => new Date(h.deadline).getTime()).filter((d) => d >= now.getTime());
  return { count, nextDeadline: ahead.length ? new Date(Math.min(...ahead)) : null };
}

/**
 * Homework still to do (see homeworkToDo): the home badge count.
 * @returns the count
 */
export async function unfinishedCount(db: Queryable, studentId: number): Promise<number> {
  return (await homeworkToDo(db, studentId)).count;
}

/**
 * One homework with its config and the student's progress per topic.
 * @throws AppError 404 when it is not homework of the student's class
 */
export async function studentHomeworkDetail(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  homeworkId: number,
): Promise<HomeworkDetail> {
  const hw = await studentHomework(db, caller, homeworkId);
  const topics = await presentTopics(
    content,
    hw,
    await topicsOf(db, [hw.id]),
    await topicStats(db, [hw.id], [caller.id]),
    caller.id,
    await returnedWorkByTopic(db, [hw.id], caller.id),
  );
  return {
    ...configOf(hw),
    homework_id: hw.id,
    message_id: hw.message_id ?? 0,
    title: hw.title,
    comment: hw.comment,
    teacher_name: hw.teacher_name,
    class_name: hw.class_name,
    deadline: new Date(hw.deadline).toISOString(),
    is_expired: isExpired(hw),
    status: overallStatus(topics),
    topics,
    created_at: new Date(hw.created_at).toISOString(),
  };
}

/**
 * textbook/resource-info for a homework topic: the topic's item set, the homework config, is_expired and
 * the attempts left. Only an unfinished attempt of this topic is offered for resume.
 * @throws AppError 404 when the homework or topic is not the student's
 */
export async function topicResourceInfo(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  homeworkId: number,
  topicId: number,
): Promise<HomeworkTopicResourceInfo> {
  const { hw, topic, stat } = await studentTopic(db, caller, homeworkId, topicId);
  const info = await resourceInfo(db, content, caller.id, {
    res_code: topic.res_code,
    question_ids: topic.question_ids || undefined,
    mode: "homework",
  });
  let answerData = info.answer_data;
  if (answerData) {
    const link = await linkByGuid(db, caller.id, answerData.guid);
    if (!link || link.homework_id !== hw.id || link.topic_id !== topic.id) answerData = null;
  }
  return {
    ...info,
    answer_data: answerData,
    homework_id: hw.id,
    topic_id: topic.id,
    config: configOf(hw),
    is_expired: isExpired(hw),
    attempts_used: stat.used,
    remaining_attempts: remainingAttempts(hw, stat.used),
    can_answer: answerData || canStartAttempt(hw, stat.used) ? 1 : 0,
    returned: (await returnedWorkByTopic(db, [hw.id], caller.id)).get(topic.id) ?? null,
  };
}

type RecordBody = z.output<typeof HomeworkTopicAnswerRecordBodySchema>;

/**
 * Saves one answer of a homework topic through the textbook answer command (mode homework, the topic's
 * res_code and item set) and links the attempt to the topic. The guid and limit checks, the answer and
 * the link run in one transaction under a per-student lock, so parallel requests cannot pass the limit
 * and a failure anywhere stores nothing (never an answer without its homework link).
 * @throws AppError 404 (not the student's homework/topic), 400 (guid of another topic or resource, bad
 *   item), 423 (a new or finished attempt past the limit, a returned attempt, or expired work is closed)
 */
export async function topicAnswerRecord(
  db: Db,
  content: ContentCatalog,
  caller: StudentCaller,
  body: RecordBody,
) {
  const { hw, topic } = await studentTopic(db, caller, body.homework_id, body.topic_id);
  const answer = await prepareAnswer(db, content, caller, {
    res_code: topic.res_code,
    guid: body.guid,
    mode: "homework",
    current_index: body.current_index,
    is_completed: body.is_completed,
    item: body.item,
    question_ids: topic.question_ids || undefined,
  });
  const saved = await db.transaction(async (tx) => {
    await lockStudentHomework(tx, caller.id);
    const used = statOf(await topicStats(tx, [hw.id], [caller.id]), topic.id, caller.id).used;
    await checkAttempt(tx, caller, hw, topic.id, used, body);
    const recorded = await recordAnswer(tx, answer);
    await linkAttempt(tx, {
      studentId: caller.id,
      schoolId: caller.schoolId,
      guid: body.guid,
      homeworkId: hw.id,
      topicId: topic.id,
    });
    return recorded;
  });
  answerCommitted(db, caller, saved);
  const after = statOf(await topicStats(db, [hw.id], [caller.id]), topic.id, caller.id);
  return { ...saved, attempts_used: after.used, remaining_attempts: remainingAttempts(hw, after.used) };
}

/**
 * The rules an answer of a homework topic must pass, read inside its transaction (under the lock).
 * @param used - the student's counted finished attempts of the topic
 * @throws AppError 400 (guid of another topic, or a practice attempt), 423 `forbidden` (see topicAnswerRecord)
 */
async function checkAttempt(
  tx: Queryable,
  caller: StudentCaller,
  hw: HomeworkRow,
  topicId: number,
  used: number,
  body: Pick<RecordBody, "guid" | "is_completed">,
): Promise<void> {
  const link = await linkByGuid(tx, caller.id, body.guid);
  if (link && (link.homework_id !== hw.id || link.topic_id !== topicId)) {
    throw BadRequest("bad_request", `guid ${body.guid} belongs to another homework topic`, {
      "body.guid": "guid already used",
    });
  }
  if (!link) {
    if (await attemptExists(tx, caller.id, body.guid)) {
      throw BadRequest("bad_request", `guid ${body.guid} is a practice attempt, not homework`, {
        "body.guid": "guid already used",
      });
    }
    if (!canStartAttempt(hw, used)) {
      throw Locked("forbidden", `この宿題はもう解答できません（宿題 ${hw.id}）。`);
    }
  } else if (link.is_completed === 1 && link.is_returned === 1) {
    throw Locked("forbidden", `返却済みの解答には追加できません。新しく解答してください（${body.guid}）。`);
  } else if (link.is_completed === 0 && body.is_completed === 1 && !canFinishAttempt(hw, used)) {
    throw Locked("forbidden", `解答回数の上限に達したため提出できません（宿題 ${hw.id}）。`);
  }
}

/**
 * The result of an attempt of a homework topic (default: the latest finished one), with the teacher's
 * notes on it; has_result 0 (the topic and whether it can be started) when the student has not answered
 * it yet.
 * @throws AppError 404 when the homework or topic is not the student's, or the guid asked for is not an
 *   attempt of this topic
 */
export async function topicAnswerResult(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  q: { homework_id: number; topic_id: number; guid?: string | undefined },
): Promise<HomeworkTopicResult> {
  const { hw, topic, stat } = await studentTopic(db, caller, q.homework_id, q.topic_id);
  const guid = q.guid ?? stat.last_guid ?? (await latestTopicGuid(db, hw.id, topic.id, caller.id));
  const context = {
    homework_id: hw.id,
    topic_id: topic.id,
    config: configOf(hw),
    is_expired: isExpired(hw),
    remaining_attempts: remainingAttempts(hw, stat.used),
  };
  if (!guid) {
    const { resource } = await loadResource(content, topic.res_code);
    const ids = selectQuestionIds(resource, topic.question_ids || undefined).ids;
    return {
      has_result: 0,
      resource: presentResourceBase(resource as Resource, ids),
      ...context,
      can_answer: canStartAttempt(hw, stat.used) ? 1 : 0,
    };
  }
  const link = await linkByGuid(db, caller.id, guid);
  if (!link || link.homework_id !== hw.id || link.topic_id !== topic.id) {
    throw NotFound(`解答記録が見つかりません（宿題 ${hw.id}、問題 ${topic.id}）`);
  }
  const result = await attemptResult(db, content, caller.id, guid, topic.res_code);
  const allNotes = await notesOf(db, {
    homeworkId: hw.id,
    topicId: topic.id,
    studentId: caller.id,
    attemptId: null,
  });
  const history = (await attemptsOfTopic(db, hw.id, topic.id, caller.id))
    .filter((a) => a.is_completed === 1 && a.finished_at)
    .map((a) => ({
      guid: a.guid,
      finished_at: new Date(a.finished_at as Date).toISOString(),
      percent_score: a.percent_score,
      is_returned: (a.is_returned ? 1 : 0) as 0 | 1,
      return_reason: a.return_reason,
      note_count: allNotes.filter((n) => n.attempt_id === a.id).length,
    }));
  return {
    has_result: 1,
    ...result,
    ...context,
    correct_notes: allNotes.filter((n) => n.attempt_id === link.attempt_id).map(presentNote),
    history,
  };
}

/** A stored note in the contract's correct_notes shape. */
export function presentNote(n: {
  id: number;
  question_id: string;
  start_pos: number;
  end_pos: number;
  comments: string;
  teacher_name: string;
  created_at: Date;
}) {
  return {
    note_id: n.id,
    question_id: n.question_id,
    pos: { startPos: n.start_pos, endPos: n.end_pos },
    comments: n.comments,
    teacher: n.teacher_name,
    created_at: new Date(n.created_at).toISOString(),
  };
}
