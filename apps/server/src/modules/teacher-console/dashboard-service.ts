import type { CefrStepCode, ClassDashboard } from "@hibiki/contracts";
import { type ExerciseKind, WRITTEN_ANSWER_KINDS } from "@hibiki/exercises";
import type { Queryable } from "../../db/client.ts";
import { isoOrNull as iso, round1 } from "../../lib/present.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { levelsOf, traces } from "../cefr/repository.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { STUDY_GAP_CAP_SECONDS, studySeconds } from "../gradebook/repository.ts";
import { homeworkOfClasses } from "../homework/repository.ts";
import { classStatus } from "../homework/teacher-service.ts";
import { topicMeta } from "../homework/topics.ts";
import { japanTime, toCsv } from "./csv.ts";
import { classInScope, studentInScope } from "./policy.ts";
import { presentClass, presentStudent } from "./presenter.ts";
import {
  activityOf,
  answersWithMedia,
  findClass,
  finishedAttempts,
  rosterOfClass,
  rosterStudent,
} from "./repository.ts";

/**
 * The class dashboard: per student homework done / assigned, average percent of finished practice,
 * time spent and last activity; per homework completion and average.
 * @throws AppError 404 out of scope
 */
export async function classDashboard(
  db: Queryable,
  caller: TeacherCaller,
  classId: number,
): Promise<ClassDashboard> {
  await classInScope(db, caller, classId);
  const cls = (await findClass(db, caller.schoolId, classId))!;
  // a deactivated student (left the school) is no longer in the class's figures
  const roster = (await rosterOfClass(db, caller.schoolId, classId)).filter((s) => !s.deactivated_at);
  const activity = await activityOf(
    db,
    roster.map((s) => s.id),
  );
  const study = await studySeconds(
    db,
    roster.map((s) => s.id),
    STUDY_GAP_CAP_SECONDS,
  );
  const cefr = await levelsOf(
    db,
    roster.map((s) => s.id),
  );
  const hws = await homeworkOfClasses(db, caller.schoolId, [classId]);
  const done = new Map<number, number>();
  let assigned = 0;
  const homework = [];
  for (const hw of hws) {
    const status = await classStatus(db, hw);
    assigned += status.topics.length;
    for (const s of status.students) {
      done.set(
        s.student_id,
        (done.get(s.student_id) ?? 0) + s.topics.filter((t) => t.status === "answered").length,
      );
    }
    const answered = status.students.filter((s) => s.status === "answered").length;
    const n = status.students.length;
    homework.push({
      homework_id: hw.id,
      title: hw.title,
      deadline: new Date(hw.deadline).toISOString(),
      answered_count: answered,
      student_count: n,
      completion_percent: n ? round1((answered / n) * 100) : 0,
      // over the students who answered: one who has not started is not a 0 %
      average_percent: answered
        ? round1(
            status.students.filter((s) => s.status === "answered").reduce((a, s) => a + s.best_percent, 0) /
              answered,
          )
        : null,
    });
  }
  return {
    class: presentClass(cls),
    students: roster.map((s) => {
      const a = activity.find((x) => x.student_id === s.id);
      return {
        student_id: s.id,
        username: s.username,
        nickname: s.nickname,
        class_number: s.class_number,
        done_count: done.get(s.id) ?? 0,
        assigned_count: assigned,
        average_percent: a?.average_percent == null ? null : round1(a.average_percent),
        // active study time (answer to answer, pauses capped), not the wall clock of open attempts
        time_spent_sec: study.get(s.id) ?? 0,
        last_active_at: iso(a?.last_active_at ?? null),
        cefr_level: (cefr.get(s.id) as CefrStepCode | undefined) ?? null,
      };
    }),
    homework,
  };
}

/**
 * The dashboard's student table as CSV.
 * @throws AppError 404 out of scope
 */
export async function classDashboardCsv(db: Queryable, caller: TeacherCaller, classId: number) {
  const d = await classDashboard(db, caller, classId);
  const rows: Array<Array<string | number>> = [
    [
      "出席番号",
      "アカウントID",
      "名前",
      "完了した宿題",
      "出された宿題",
      "平均点(%)",
      "学習時間(分)",
      "最終学習日時",
      "CEFR-J",
    ],
    ...d.students.map((s) => [
      s.class_number ?? "",
      s.username,
      s.nickname,
      s.done_count,
      s.assigned_count,
      s.average_percent ?? "",
      Math.round(s.time_spent_sec / 60),
      s.last_active_at ? japanTime(s.last_active_at) : "",
      s.cefr_level ?? "",
    ]),
  ];
  return { filename: `class-${classId}-dashboard.csv`, csv: toCsv(rows) };
}

/**
 * A student's page: score history, recordings to replay, writings.
 * @throws AppError 404 out of scope
 */
export async function studentDetail(
  db: Queryable,
  content: ContentCatalog,
  caller: TeacherCaller,
  studentId: number,
) {
  await studentInScope(db, caller, studentId);
  const s = (await rosterStudent(db, caller.schoolId, studentId))!;
  const metas = new Map<string, { title: string; kind: ExerciseKind }>();
  const meta = async (code: string) => {
    if (!metas.has(code)) metas.set(code, await topicMeta(content, code));
    return metas.get(code)!;
  };
  const history = [];
  for (const h of await finishedAttempts(db, studentId)) {
    history.push({
      guid: h.guid,
      res_code: h.res_code,
      ...(await meta(h.res_code)),
      mode: h.mode,
      homework_id: h.homework_id,
      topic_id: h.topic_id,
      percent_score: h.percent_score,
      finished_at: new Date(h.finished_at).toISOString(),
    });
  }
  const recordings = [];
  const writings = [];
  for (const a of await answersWithMedia(db, studentId)) {
    const p = a.payload;
    const sound =
      typeof p.sound_file === "string"
        ? p.sound_file
        : typeof p.record_file === "string"
          ? p.record_file
          : "";
    const base = {
      guid: a.guid,
      res_code: a.res_code,
      question_id: a.question_id,
      percent_score: a.percent_score,
    };
    if (sound) {
      recordings.push({
        ...base,
        sound_file: sound,
        recognize_text: typeof p.recognize_text === "string" ? p.recognize_text : "",
        ...(p.client_scored === 1 ? { client_scored: 1 as const } : {}),
        created_at: new Date(a.created_at).toISOString(),
      });
      continue;
    }
    const { kind } = await meta(a.res_code);
    const text =
      typeof p.content === "string" ? p.content : typeof p.answer_result === "string" ? p.answer_result : "";
    if (WRITTEN_ANSWER_KINDS.has(kind) && text) {
      writings.push({
        ...base,
        homework_id: a.homework_id,
        topic_id: a.topic_id,
        content: text,
        created_at: new Date(a.created_at).toISOString(),
      });
    }
  }
  return {
    student: { ...presentStudent(s), class_id: s.class_id, class_name: s.class_name },
    history,
    recordings,
    writings,
    cefr_history: (await traces(db, studentId)).map((t) => ({
      level: t.level as CefrStepCode,
      reason: t.reason,
      at: new Date(t.at).toISOString(),
    })),
  };
}
