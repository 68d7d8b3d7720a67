import type { AiHomeworkAssignment, AiHomeworkStatus } from "@hibiki/contracts";
import { iso } from "../../lib/present.ts";
import type { AssignmentRow } from "./repository.ts";
import { lessonsOf, presentLesson, type Targets } from "./targets.ts";

/** Whether an assignment is still open on a Japan day (open up to and including its due date). */
export function statusOf(a: { due_date: string }, today: string): AiHomeworkStatus {
  return today > a.due_date ? "ended" : "open";
}

/**
 * An assignment row as the contract shows it; a course or scenario the build no longer has keeps its id
 * as its title.
 * @param a - the row
 * @param targets - the build's courses and scenarios
 * @param today - the Japan day
 * @returns the DTO
 */
export function presentAssignment(a: AssignmentRow, targets: Targets, today: string): AiHomeworkAssignment {
  const course = a.course_id ? targets.courseById.get(a.course_id) : undefined;
  const scenario = a.scenario_id ? targets.scenarioById.get(a.scenario_id) : undefined;
  const title =
    a.target_type === "course"
      ? { ja: course?.title.ja ?? a.course_id ?? "", en: course?.title.en ?? a.course_id ?? "" }
      : { ja: scenario?.title_ja ?? a.scenario_id ?? "", en: scenario?.title ?? a.scenario_id ?? "" };
  return {
    assignment_id: a.id,
    class_id: a.class_id,
    class_name: a.class_name,
    teacher_name: a.teacher_name,
    target_type: a.target_type,
    course_id: a.course_id,
    lessons: a.course_id ? lessonsOf(targets, a.course_id, a.lesson_ids).map(presentLesson) : [],
    whole_course: a.target_type === "course" && a.lesson_ids.length === 0,
    scenario_id: a.scenario_id,
    title: title.ja,
    title_en: title.en,
    due_date: a.due_date,
    note: a.note,
    status: statusOf(a, today),
    created_at: iso(a.created_at),
  };
}

/**
 * Where a student studies an assignment's target (the web routes of AI study and AI speaking).
 * @param a - the assignment
 * @returns the path with its query
 */
export function linkOf(a: Pick<AssignmentRow, "course_id" | "scenario_id">): string {
  return a.course_id
    ? `/aistudy/list?course_id=${encodeURIComponent(a.course_id)}`
    : `/ai-speaking/detail?scenario_id=${encodeURIComponent(a.scenario_id ?? "")}`;
}
