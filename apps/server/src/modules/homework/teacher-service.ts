import type { HomeworkCreateBodySchema, TeacherHomeworkDetail, TeacherHomeworkRow } from "@hibiki/contracts";
import { selectQuestionIds } from "@hibiki/exercises";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { teacherName } from "../messages/repository.ts";
import { classInScope, openClassInScope, scopedClassIds } from "../teacher-console/policy.ts";
import { type Announcement, pushAnnouncement, storeAnnouncement } from "./release.ts";
import {
  extensionsOf,
  findHomework,
  type HomeworkRow,
  homeworkOfClasses,
  insertHomework,
  studentsOfClass,
  studentsOfHomework,
  topicStats,
  topicsOf,
} from "./repository.ts";
import { configOf, isExpired, topicStatus } from "./rules.ts";
import { meanBest, overallStatus, statOf, topicMeta } from "./topics.ts";

type CreateBody = z.output<typeof HomeworkCreateBodySchema>;

/**
 * Checks every topic against the catalogue and normalises its question_ids.
 * @throws AppError 400 naming the bad topic
 */
async function resolveTopics(content: ContentCatalog, topics: CreateBody["topics"]) {
  const out: Array<{ resCode: string; questionIds: string }> = [];
  for (const [i, t] of topics.entries()) {
    const found = await content.resource(t.res_code);
    if (!found) {
      throw BadRequest("bad_request", `教材が見つかりません: ${t.res_code}`, {
        [`body.topics.${i}.res_code`]: "unknown",
      });
    }
    const sel = selectQuestionIds(found.resource, t.question_ids || undefined);
    if (sel.ids.length === 0) {
      throw BadRequest("bad_request", `question_ids ${t.question_ids} are not in ${t.res_code}`, {
        [`body.topics.${i}.question_ids`]: "no such question",
      });
    }
    out.push({ resCode: t.res_code, questionIds: sel.key });
  }
  return out;
}

/**
 * The chosen students a new homework goes to (student_ids), each an active student of its one class.
 * @returns their ids, or null for the whole class
 * @throws AppError 400 with also_class_ids, or for a student not (or no longer) in the class
 */
async function chosenStudents(
  db: Queryable,
  caller: TeacherCaller,
  body: CreateBody,
  classIds: number[],
): Promise<number[] | null> {
  if (!body.student_ids) return null;
  if (classIds.length > 1) {
    throw BadRequest("bad_request", "生徒を選んで出す宿題は、1つのクラスにだけ出せます。", {
      "body.student_ids": "only with one class",
    });
  }
  const ids = [...new Set(body.student_ids.split(",").map(Number))];
  const inClass = new Set((await studentsOfClass(db, caller.schoolId, body.class_id)).map((s) => s.id));
  const stray = ids.filter((id) => !inClass.has(id));
  if (stray.length > 0) {
    throw BadRequest("bad_request", "このクラスにいない生徒が選ばれています。", {
      "body.student_ids": `not students of the class: ${stray.join(",")}`,
    });
  }
  return ids;
}

/**
 * Creates a homework for one of the teacher's classes (or chosen students of it), announces it with a system message (jump_schema 2)
 * and pushes it to the class in the background. also_class_ids gives the same homework to more classes
 * (one copy each, all or none).
 * @throws AppError 404 (a class out of scope), 400 (an archived class, unknown resource, bad limit,
 *   deadline in the past)
 */
export async function createHomework(
  db: Db,
  content: ContentCatalog,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: CreateBody,
): Promise<{ homework_id: number; message_id: number; homework_ids: number[] }> {
  const classIds = [
    ...new Set([body.class_id, ...(body.also_class_ids ? body.also_class_ids.split(",").map(Number) : [])]),
  ];
  const classes = [];
  for (const id of classIds) classes.push(await openClassInScope(db, caller, id));
  if (body.has_limit === 1 && body.limit_number < 1) {
    throw BadRequest("bad_request", "回数制限には 1 以上の回数が必要です。", {
      "body.limit_number": "min 1",
    });
  }
  if (Date.parse(body.deadline) <= Date.now()) {
    throw BadRequest("bad_request", "締め切りは未来の日時にしてください。", {
      "body.deadline": "in the past",
    });
  }
  // a release time already past (or none) is now: announced at once
  const releaseAt = body.release_at && Date.parse(body.release_at) > Date.now() ? body.release_at : null;
  if (releaseAt && Date.parse(releaseAt) >= Date.parse(body.deadline)) {
    throw BadRequest("bad_request", "公開日時は締め切りより前にしてください。", {
      "body.release_at": "not before the deadline",
    });
  }
  const topics = await resolveTopics(content, body.topics);
  const sender = await teacherName(db, caller.id);
  const chosen = await chosenStudents(db, caller, body, classIds);
  const targets: Array<{ cls: (typeof classes)[number]; students: Array<{ id: number }> }> = [];
  for (const cls of classes) {
    const target = { school_id: caller.schoolId, class_id: cls.id, student_ids: chosen };
    targets.push({ cls, students: await studentsOfHomework(db, target) });
  }
  const created = await db.transaction(async (tx) => {
    const out: Array<{ homework_id: number; message_id: number; studentIds: number[] }> = [];
    const announcements: Array<{ a: Announcement; messageId: number }> = [];
    for (const { cls, students } of targets) {
      const homeworkId = await insertHomework(tx, {
        schoolId: caller.schoolId,
        classId: cls.id,
        teacherId: caller.id,
        title: body.title,
        comment: body.comment,
        deadline: body.deadline,
        releaseAt,
        studentIds: chosen,
        requiredTimes: body.required_times,
        hasLimit: body.has_limit,
        limitNumber: body.has_limit ? body.limit_number : 0,
        switches: body,
        topics,
      });
      const a: Announcement = {
        homeworkId,
        schoolId: caller.schoolId,
        classId: cls.id,
        className: cls.name,
        teacherId: caller.id,
        senderName: sender,
        title: body.title,
        comment: body.comment,
        studentIds: students.map((s) => s.id),
      };
      // a scheduled homework is announced when it is released (release.ts)
      const messageId = releaseAt ? 0 : await storeAnnouncement(tx, a);
      announcements.push({ a, messageId });
      out.push({ homework_id: homeworkId, message_id: messageId, studentIds: students.map((s) => s.id) });
    }
    return { out, announcements };
  });
  for (const { a, messageId } of created.announcements)
    if (messageId) pushAnnouncement(db, log, a, messageId);
  const first = created.out[0]!;
  return {
    homework_id: first.homework_id,
    message_id: first.message_id,
    homework_ids: created.out.map((c) => c.homework_id),
  };
}

/** @returns a scheduled homework's release while it is still ahead, else null */
const pendingRelease = (hw: HomeworkRow) =>
  hw.release_at && new Date(hw.release_at).getTime() > Date.now()
    ? new Date(hw.release_at).toISOString()
    : null;

/**
 * A homework of one of the caller's classes.
 * @throws AppError 404 when it is another school's or another teacher's class
 */
export async function teacherHomework(
  db: Queryable,
  caller: TeacherCaller,
  homeworkId: number,
): Promise<HomeworkRow> {
  const hw = await findHomework(db, caller.schoolId, homeworkId);
  if (!hw) throw NotFound(`宿題が見つかりません: ${homeworkId}`);
  await classInScope(db, caller, hw.class_id).catch(() => {
    throw NotFound(`宿題が見つかりません: ${homeworkId}`);
  });
  return hw;
}

/**
 * Homework of the caller's classes with answered counts, newest first.
 * @returns one page (20) and the total
 */
export async function teacherHomeworkList(
  db: Queryable,
  caller: TeacherCaller,
  classId: number | undefined,
  page: number,
): Promise<{ items: TeacherHomeworkRow[]; total: number }> {
  const classIds = await scopedClassIds(db, caller, classId);
  const all = await homeworkOfClasses(db, caller.schoolId, classIds);
  const pageRows = all.slice((page - 1) * 20, page * 20);
  const items: TeacherHomeworkRow[] = [];
  for (const hw of pageRows) {
    const status = await classStatus(db, hw);
    items.push({
      homework_id: hw.id,
      title: hw.title,
      class_id: hw.class_id,
      class_name: hw.class_name,
      teacher_name: hw.teacher_name,
      deadline: new Date(hw.deadline).toISOString(),
      is_expired: isExpired(hw),
      topic_count: status.topics.length,
      student_count: status.students.length,
      answered_count: status.students.filter((s) => s.status === "answered").length,
      created_at: new Date(hw.created_at).toISOString(),
      release_at: pendingRelease(hw),
      for_chosen_students: hw.student_ids ? 1 : 0,
    });
  }
  return { items, total: all.length };
}

/**
 * Per-student status of a homework (the students it goes to: its class, or the chosen ones).
 * @returns topics and each student's per-topic status
 */
export async function classStatus(db: Queryable, hw: HomeworkRow) {
  const topics = await topicsOf(db, [hw.id]);
  const students = await studentsOfHomework(db, hw);
  const stats = await topicStats(
    db,
    [hw.id],
    students.map((s) => s.id),
  );
  const classDeadline = new Date(hw.deadline).getTime();
  const extensions = await extensionsOf(db, hw.id);
  return {
    topics,
    students: students.map((s) => {
      const extended = extensions.get(s.id);
      const deadline = Math.max(classDeadline, extended?.getTime() ?? 0);
      const ts = topics.map((t) => {
        const st = statOf(stats, t.id, s.id);
        return {
          topic_id: t.id,
          status: topicStatus(hw, st.used),
          best_percent: st.best,
          attempts_used: st.used,
          time_spent_sec: st.time_spent,
          last_submitted_at: st.last_finished_at ? new Date(st.last_finished_at).toISOString() : null,
          is_late: (st.last_finished_at && new Date(st.last_finished_at).getTime() > deadline ? 1 : 0) as
            | 0
            | 1,
        };
      });
      return {
        student_id: s.id,
        username: s.username,
        nickname: s.nickname,
        status: overallStatus(ts),
        best_percent: meanBest(ts),
        topics: ts,
        extended_deadline: extended && extended.getTime() > classDeadline ? extended.toISOString() : null,
      };
    }),
  };
}

/**
 * A homework with each student's status and scores.
 * @throws AppError 404 out of scope
 */
export async function teacherHomeworkDetail(
  db: Queryable,
  content: ContentCatalog,
  caller: TeacherCaller,
  homeworkId: number,
): Promise<TeacherHomeworkDetail> {
  const hw = await teacherHomework(db, caller, homeworkId);
  const status = await classStatus(db, hw);
  const topics = [];
  for (const t of status.topics) {
    topics.push({
      topic_id: t.id,
      res_code: t.res_code,
      ...(await topicMeta(content, t.res_code)),
      question_ids: t.question_ids ? t.question_ids.split(",") : [],
    });
  }
  return {
    ...configOf(hw),
    homework_id: hw.id,
    title: hw.title,
    comment: hw.comment,
    class_id: hw.class_id,
    class_name: hw.class_name,
    deadline: new Date(hw.deadline).toISOString(),
    is_expired: isExpired(hw),
    topics,
    students: status.students,
    edited_at: hw.edited_at ? new Date(hw.edited_at).toISOString() : null,
    release_at: pendingRelease(hw),
    for_chosen_students: hw.student_ids ? 1 : 0,
  };
}
