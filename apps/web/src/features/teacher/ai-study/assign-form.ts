import { AI_HOMEWORK_NOTE_MAX, type AiHomeworkAssignBody, type AiHomeworkTarget } from "@hibiki/contracts";
import { japanDay } from "../free-reading/assign-form.ts";

/** What the assign form holds (inputs as typed). */
export type AiAssignFormState = {
  targetType: AiHomeworkTarget;
  courseId: string;
  /** the chosen lessons; none = the whole course */
  lessonIds: string[];
  scenarioId: string;
  dueDate: string;
  note: string;
};

/** The fields a problem can be shown under. */
export type AiAssignField = "target" | "due" | "note";
/** A problem: its field and the i18n key (with values) of its message. */
export type AiAssignProblem = { field: AiAssignField; key: string; values?: Record<string, number> };

/**
 * A fresh form: the first course, the whole of it, due in a week.
 * @param now - the instant
 * @param firstCourse - the course chosen at first ("" when there is none)
 * @returns the state
 */
export function emptyAiAssignForm(now: Date, firstCourse = ""): AiAssignFormState {
  return {
    targetType: "course",
    courseId: firstCourse,
    lessonIds: [],
    scenarioId: "",
    dueDate: japanDay(now, 7),
    note: "",
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not: Date would roll it over to March). */
const realDate = (d: string) => {
  if (!DATE.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
};

/**
 * Checks the form before anything is sent (the server checks again): a course or a scenario chosen, a real
 * due date from today (Japan) on, a note of at most 200 characters.
 * @param f - the form
 * @param classId - the chosen class
 * @param now - the instant (for today)
 * @returns the call's body, or the problems in field order
 */
export function checkAiAssignForm(
  f: AiAssignFormState,
  classId: number,
  now: Date,
): { body: AiHomeworkAssignBody } | { problems: AiAssignProblem[] } {
  const problems: AiAssignProblem[] = [];
  if (f.targetType === "course" && !f.courseId) problems.push({ field: "target", key: "t.ai.need_course" });
  if (f.targetType === "scenario" && !f.scenarioId)
    problems.push({ field: "target", key: "t.ai.need_scenario" });
  if (!realDate(f.dueDate)) problems.push({ field: "due", key: "t.ai.need_due" });
  else if (f.dueDate < japanDay(now)) problems.push({ field: "due", key: "t.ai.due_past" });
  const note = f.note.trim();
  if (note.length > AI_HOMEWORK_NOTE_MAX)
    problems.push({ field: "note", key: "t.ai.note_long", values: { max: AI_HOMEWORK_NOTE_MAX } });
  if (problems.length) return { problems };
  return {
    body: {
      class_id: classId,
      target_type: f.targetType,
      ...(f.targetType === "course"
        ? { course_id: f.courseId, ...(f.lessonIds.length ? { lesson_ids: f.lessonIds } : {}) }
        : { scenario_id: f.scenarioId }),
      due_date: f.dueDate,
      ...(note ? { note } : {}),
    },
  };
}
