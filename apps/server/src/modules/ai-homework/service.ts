import {
  AI_HOMEWORK_DUE_MAX_DAYS,
  AI_HOMEWORK_MESSAGES,
  type AiHomeworkAssignBodySchema,
  type AiHomeworkProgress,
} from "@hibiki/contracts";
import { addDays, dayOf, STUDY_WORD_TIME_ZONE } from "@hibiki/exercises/study-word";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { openClassInScope, scopedClassIds } from "../teacher-console/policy.ts";
import { assignmentInScope } from "./policy.ts";
import { presentAssignment } from "./presenter.ts";
import { progressOf } from "./progress.ts";
import * as repo from "./repository.ts";
import { presentCourse, presentScenario, type Targets, targetsOf } from "./targets.ts";

/**
 * The teacher's AI homework calls (teacher/ai-homework/*), scoped like the teacher console
 * (teacher-console/policy.ts): teachers their own classes, administrators every class of their school.
 */

/** What the AI homework calls use: the database, the content build and the clock. */
export type Deps = { db: Db; content: ContentCatalog; now: () => Date };

type AssignBody = z.output<typeof AiHomeworkAssignBodySchema>;

/** The Japan day now. */
export const todayOf = (deps: Deps) => dayOf(deps.now(), STUDY_WORD_TIME_ZONE);
const bad = (field: string, message: string) =>
  BadRequest("bad_request", message, { [`body.${field}`]: message });
const targetNotFound = () =>
  NotFound(AI_HOMEWORK_MESSAGES.ai_homework_target_not_found, "ai_homework_target_not_found");
/** Whether YYYY-MM-DD names a real calendar day. */
const realDay = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

/**
 * The teacher's open classes, the AI study courses with their lessons and the AI speaking scenarios.
 * @param deps - db and content
 * @param caller - the teacher
 */
export async function options(deps: Deps, caller: TeacherCaller) {
  const targets = await targetsOf(deps.content);
  return {
    classes: await repo.openClassesInScope(deps.db, caller),
    courses: targets.courses.map(presentCourse),
    scenarios: targets.scenarios.map(presentScenario),
  };
}

/**
 * The target of an assign body, checked against the build.
 * @throws AppError 400 bad_request naming a missing id, 404 ai_homework_target_not_found for an unknown one
 */
function targetOf(targets: Targets, body: AssignBody) {
  if (body.target_type === "scenario") {
    if (!body.scenario_id) throw bad("scenario_id", "会話シナリオを選んでください。");
    if (!targets.scenarioById.has(body.scenario_id)) throw targetNotFound();
    return { course_id: null, lesson_ids: [] as string[], scenario_id: body.scenario_id };
  }
  if (!body.course_id) throw bad("course_id", "コースを選んでください。");
  const course = targets.courseById.get(body.course_id);
  if (!course) throw targetNotFound();
  const known = new Set(course.lessons.map((l) => l.lesson_id));
  const chosen = [...new Set(body.lesson_ids ?? [])];
  if (chosen.some((id) => !known.has(id))) throw targetNotFound();
  // lesson ids sort in course order (<course>-<NN>-<point>); all of them is the whole course
  const lessonIds = chosen.length === known.size ? [] : chosen.sort();
  return { course_id: course.course, lesson_ids: lessonIds, scenario_id: null };
}

/**
 * Assigns an AI study course (or some of its lessons) or an AI speaking scenario to a class.
 * @throws AppError 404 for a class out of scope, 400 class_archived, 400 bad_request naming the field for
 *   a missing target id or a due date that is not a real day, before today or more than a year ahead,
 *   404 ai_homework_target_not_found, 400 ai_homework_duplicate for an open assignment of the same target
 */
export async function assign(deps: Deps, caller: TeacherCaller, body: AssignBody) {
  const cls = await openClassInScope(deps.db, caller, body.class_id);
  const targets = await targetsOf(deps.content);
  const target = targetOf(targets, body);
  const today = todayOf(deps);
  if (!realDay(body.due_date)) throw bad("due_date", "締め切り日が正しい日付ではありません。");
  if (body.due_date < today) throw bad("due_date", "締め切り日は今日以降にしてください。");
  if (body.due_date > addDays(today, AI_HOMEWORK_DUE_MAX_DAYS))
    throw bad("due_date", `締め切り日は ${AI_HOMEWORK_DUE_MAX_DAYS} 日以内にしてください。`);
  if (await repo.hasOpenDuplicate(deps.db, { class_id: cls.id, ...target }, today))
    throw BadRequest("ai_homework_duplicate", AI_HOMEWORK_MESSAGES.ai_homework_duplicate);
  const id = await repo.insertAssignment(deps.db, {
    school_id: caller.schoolId,
    class_id: cls.id,
    teacher_id: caller.id,
    target_type: body.target_type,
    ...target,
    due_date: body.due_date,
    note: body.note ?? "",
  });
  const row = await repo.assignmentOf(deps.db, caller.schoolId, id);
  if (!row) throw NotFound(AI_HOMEWORK_MESSAGES.ai_homework_not_found, "ai_homework_not_found");
  const students = await repo.classStudents(deps.db, cls.id);
  return { assignment: presentAssignment(row, targets, today), students: students.length };
}

/**
 * The assignments of one class (or every class in the caller's scope), with how many students are done.
 * @throws AppError 404 for a class out of scope
 */
export async function assignments(deps: Deps, caller: TeacherCaller, classId: number | undefined) {
  const classIds = await scopedClassIds(deps.db, caller, classId);
  const targets = await targetsOf(deps.content);
  const today = todayOf(deps);
  const rows = await repo.assignmentsOfClasses(deps.db, classIds);
  const items = [];
  for (const cid of new Set(rows.map((r) => r.class_id))) {
    const students = await repo.classStudents(deps.db, cid);
    const mine = rows.filter((r) => r.class_id === cid);
    const progress = await progressOf(deps.db, targets, mine, students, today);
    for (const a of mine) {
      const done = [...(progress.get(a.id)?.values() ?? [])].filter((p) => p.done).length;
      items.push({ ...presentAssignment(a, targets, today), students: students.length, done_count: done });
    }
  }
  // newest first over every class, as the rows came
  const order = new Map(rows.map((r, i) => [r.id, i]));
  items.sort((x, y) => (order.get(x.assignment_id) ?? 0) - (order.get(y.assignment_id) ?? 0));
  return { items };
}

/**
 * Per-student progress of an assignment (the class's current students).
 * @throws AppError 404 ai_homework_not_found out of scope
 */
export async function progress(deps: Deps, caller: TeacherCaller, assignmentId: number) {
  const a = await assignmentInScope(deps.db, caller, assignmentId);
  const targets = await targetsOf(deps.content);
  const today = todayOf(deps);
  const students = await repo.classStudents(deps.db, a.class_id);
  const byStudent = (await progressOf(deps.db, targets, [a], students, today)).get(a.id);
  return {
    assignment: presentAssignment(a, targets, today),
    items: students.map((s) => ({
      student_id: s.id,
      name: s.name,
      class_number: s.class_number,
      ...(byStudent?.get(s.id) as AiHomeworkProgress),
    })),
  };
}

/**
 * Deletes an assignment (the students' work stays).
 * @throws AppError 404 ai_homework_not_found out of scope
 */
export async function remove(deps: Deps, caller: TeacherCaller, assignmentId: number) {
  const a = await assignmentInScope(deps.db, caller, assignmentId);
  await repo.deleteAssignment(deps.db, a.id);
  return { deleted: true as const };
}
