import { AI_HOMEWORK_MESSAGES } from "@hibiki/contracts";
import { type GrammarPointId, grammarPoint, isGrammarPointId } from "@hibiki/exercises/ai-study";
import { NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { studentsMastery } from "../ai-course/mastery.ts";
import { classInScope } from "../teacher-console/policy.ts";
import * as repo from "./repository.ts";
import type { Deps } from "./service.ts";
import { targetsOf } from "./targets.ts";

/** The prior p of a point without evidence (what the mastery model starts from). */
const PRIOR = 0.2;

/**
 * The class's mastery of a course's grammar points: each current student × each point of the course (in
 * lesson order), from every answer they gave anywhere in Hibiki (ai-course's knowledge tracing, after
 * reading their new answers), and per point the mean p over the students with evidence.
 * @param deps - db and content
 * @param caller - the teacher
 * @param classId - a class in the caller's scope (archived classes too)
 * @param courseId - an AI study course
 * @returns the course, its points with the class averages, and the students' cells
 * @throws AppError 404 for a class out of scope, 404 ai_homework_target_not_found for an unknown course
 */
export async function heatmap(deps: Deps, caller: TeacherCaller, classId: number, courseId: string) {
  const cls = await classInScope(deps.db, caller, classId);
  const course = (await targetsOf(deps.content)).courseById.get(courseId);
  if (!course)
    throw NotFound(AI_HOMEWORK_MESSAGES.ai_homework_target_not_found, "ai_homework_target_not_found");
  const students = await repo.classStudents(deps.db, cls.id);
  const mastery = await studentsMastery(
    deps.db,
    deps.content,
    students.map((s) => s.id),
  );
  const points = course.lessons.map((l) => ({ lesson: l, id: l.point }));
  const rows = students.map((s) => ({
    student_id: s.id,
    name: s.name,
    class_number: s.class_number,
    cells: points.map(({ id }) => {
      const m = isGrammarPointId(id) ? mastery.get(s.id)?.get(id as GrammarPointId) : undefined;
      return {
        point: id,
        p: m?.p ?? PRIOR,
        label: m?.label ?? ("unlearned" as const),
        answers: m?.answers ?? 0,
      };
    }),
  }));
  return {
    course: {
      course_id: course.course,
      title: course.title.ja,
      title_en: course.title.en,
      level: course.level,
      color: course.color,
    },
    points: points.map(({ lesson, id }, i) => {
      const seen = rows.map((r) => r.cells[i]).filter((c) => c !== undefined && c.answers > 0);
      const known = isGrammarPointId(id) ? grammarPoint(id) : undefined;
      return {
        point: id,
        name_ja: known?.name_ja ?? lesson.title.ja,
        name_en: known?.name_en ?? lesson.title.en,
        lesson_id: lesson.lesson_id,
        class_average: seen.length ? seen.reduce((sum, c) => sum + (c?.p ?? 0), 0) / seen.length : null,
        students_with_evidence: seen.length,
      };
    }),
    students: rows,
  };
}
