import { JUMP_SCHEMA, type SubmissionNoteBodySchema } from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { messageToStudent, pushNotice, storeNotice } from "../messages/notice.ts";
import { teacherName } from "../messages/repository.ts";
import { logTeacherChange } from "../teacher-console/change-log.ts";
import { studentInScope } from "../teacher-console/policy.ts";
import { presentAnswerData, resPath } from "../textbook/presenter.ts";
import { findAttempt, latestAnswers } from "../textbook/repository.ts";
import { insertNote, notesOf } from "./notes-repository.ts";
import { attemptsOfTopic, linkByGuid, returnLatest, topicStats, topicsOf } from "./repository.ts";
import { remainingAttempts } from "./rules.ts";
import { presentNote } from "./student-service.ts";
import { teacherHomework } from "./teacher-service.ts";
import { statOf, topicMeta } from "./topics.ts";

/** The homework, topic and student of a review call, all checked against the caller's scope. */
async function reviewScope(
  db: Queryable,
  caller: TeacherCaller,
  q: { homework_id: number; topic_id: number; student_id: number },
) {
  const hw = await teacherHomework(db, caller, q.homework_id);
  const topic = (await topicsOf(db, [hw.id])).find((t) => t.id === q.topic_id);
  if (!topic) throw NotFound(`宿題の問題が見つかりません: ${q.topic_id}`);
  const student = await studentInScope(db, caller, q.student_id);
  return { hw, topic, student };
}

/**
 * Every attempt of a student on a homework topic with its answers (recordings as playable sound_file
 * URLs, evaluation data, written content) and the notes on them.
 * @throws AppError 404 out of scope
 */
export async function submission(
  db: Queryable,
  content: ContentCatalog,
  caller: TeacherCaller,
  q: { homework_id: number; topic_id: number; student_id: number },
) {
  const { hw, topic, student } = await reviewScope(db, caller, q);
  const rows = await attemptsOfTopic(db, hw.id, topic.id, student.id);
  const attempts = [];
  for (const a of rows) {
    const full = await findAttempt(db, student.id, a.guid);
    if (!full) continue;
    attempts.push({
      guid: a.guid,
      is_completed: (a.is_completed ? 1 : 0) as 0 | 1,
      percent_score: a.percent_score,
      total_score: a.total_score,
      started_at: new Date(a.started_at).toISOString(),
      finished_at: a.finished_at ? new Date(a.finished_at).toISOString() : null,
      is_returned: (a.is_returned ? 1 : 0) as 0 | 1,
      returned_at: a.returned_at ? new Date(a.returned_at).toISOString() : null,
      returned_by: a.returned_by_name,
      return_reason: a.return_reason,
      answer_data: presentAnswerData(full, await latestAnswers(db, a.id)),
    });
  }
  const entry = (await content.load()).index.byCode.get(topic.res_code);
  const version = entry?.res_version ?? 0;
  const notes = await notesOf(db, {
    homeworkId: hw.id,
    topicId: topic.id,
    studentId: student.id,
    attemptId: null,
  });
  return {
    homework_id: hw.id,
    topic_id: topic.id,
    student: { student_id: student.id, username: student.username, nickname: student.nickname },
    res_code: topic.res_code,
    ...(await topicMeta(content, topic.res_code)),
    resource_url: `${resPath(topic.res_code, version, "resource.json")}?v=${version}`,
    asset_base: resPath(topic.res_code, version),
    attempts,
    correct_notes: notes.map((n) => ({ ...presentNote(n), guid: n.guid })),
  };
}

type NoteBody = z.output<typeof SubmissionNoteBodySchema>;

/**
 * Adds a teacher's note (correct_notes: pos, comments, teacher) to an answer of a student's attempt.
 * @throws AppError 404 out of scope or unknown guid/question, 400 for a bad range
 */
export async function addNote(db: Queryable, caller: TeacherCaller, body: NoteBody) {
  const { hw, topic, student } = await reviewScope(db, caller, body);
  const link = await linkByGuid(db, student.id, body.guid);
  if (!link || link.homework_id !== hw.id || link.topic_id !== topic.id) {
    throw NotFound(`解答記録が見つかりません: ${body.guid}`);
  }
  const answers = await latestAnswers(db, link.attempt_id);
  if (!answers.some((a) => a.question_id === body.question_id)) {
    throw NotFound(`この解答に問題 ${body.question_id} はありません。`);
  }
  if (body.end_pos < body.start_pos) {
    throw BadRequest("bad_request", "end_pos は start_pos 以上にしてください。", {
      "body.end_pos": "before start_pos",
    });
  }
  const name = await teacherName(db, caller.id);
  const row = await insertNote(db, {
    schoolId: caller.schoolId,
    attemptId: link.attempt_id,
    homeworkId: hw.id,
    topicId: topic.id,
    studentId: student.id,
    questionId: body.question_id,
    startPos: body.start_pos,
    endPos: body.end_pos,
    comments: body.comments,
    teacherId: caller.id,
    teacherName: name,
  });
  return presentNote({
    id: row.id,
    question_id: body.question_id,
    start_pos: body.start_pos,
    end_pos: body.end_pos,
    comments: body.comments,
    teacher_name: name,
    created_at: row.created_at,
  });
}

/**
 * Returns a student's latest finished attempt on a topic: it stops counting towards status and limit,
 * so the student may answer once more. The return keeps the teacher, the time and the reason, is logged,
 * and tells the student in /news (and by push) which topic came back and why.
 * @throws AppError 404 out of scope, 400 when nothing finished is there to return
 */
export async function returnSubmission(
  db: Db,
  content: ContentCatalog,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: { homework_id: number; topic_id: number; student_id: number; reason: string },
) {
  const { hw, topic, student } = await reviewScope(db, caller, body);
  const name = await teacherName(db, caller.id);
  const { title } = await topicMeta(content, topic.res_code);
  const msgTitle = `宿題が返却されました: ${hw.title}`;
  const msgBody = body.reason
    ? `「${title}」を${name}先生が返却しました。\n${body.reason}`
    : `「${title}」を${name}先生が返却しました。先生のコメントを見て、もう一度提出してください。`;
  const notice = messageToStudent(caller, name, student.id, {
    title: msgTitle,
    body: msgBody,
    jumpSchema: JUMP_SCHEMA.homeworkDetail,
    homeworkId: hw.id,
  });
  const messageId = await db.transaction(async (tx) => {
    const attemptId = await returnLatest(tx, {
      homeworkId: hw.id,
      topicId: topic.id,
      studentId: student.id,
      teacherId: caller.id,
      teacherName: name,
      reason: body.reason,
    });
    if (attemptId === undefined) {
      throw BadRequest("bad_request", "返却できる提出がありません。", {
        "body.student_id": "nothing submitted",
      });
    }
    const id = await storeNotice(tx, notice);
    await logTeacherChange(tx, caller, "submission.return", attemptId, {
      homework_id: hw.id,
      topic_id: topic.id,
      student_id: student.id,
      reason: body.reason,
    });
    return id;
  });
  pushNotice(db, log, notice, messageId);
  const used = statOf(await topicStats(db, [hw.id], [student.id]), topic.id, student.id).used;
  return { attempts_used: used, remaining_attempts: remainingAttempts(hw, used) };
}
