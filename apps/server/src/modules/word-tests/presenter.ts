import type { WordQuizTask } from "@hibiki/contracts";
import type { AnswerRow, ExamRow, WordTestRow } from "./repository.ts";

/** not_started / open / ended at `now`. */
export function periodState(w: Pick<WordTestRow, "start_at" | "end_at">, now = Date.now()) {
  if (now < new Date(w.start_at).getTime()) return "not_started" as const;
  if (now > new Date(w.end_at).getTime()) return "ended" as const;
  return "open" as const;
}

/** Percent right, one decimal. */
export const percentOf = (correct: number, total: number) =>
  total === 0 ? 0 : Math.round((correct / total) * 1000) / 10;

/**
 * The student's view of a test: period, own exam state and score. An exam still in progress when the
 * period ended counts as finished with what was answered.
 */
export function presentTask(w: WordTestRow, exam: ExamRow | undefined, answers: AnswerRow[]): WordQuizTask {
  const period = periodState(w);
  const mine = exam ? answers.filter((a) => a.exam_id === exam.id) : [];
  const correct = mine.filter((a) => a.is_right).length;
  let examState: WordQuizTask["exam_state"] = exam ? exam.state : "not_taken";
  if (examState === "in_progress" && period === "ended") examState = "finished";
  const score =
    examState === "aborted" ? 0 : examState === "finished" ? percentOf(correct, w.items.length) : 0;
  return {
    task_id: w.id,
    title: w.title,
    test_type: w.test_type,
    teacher_name: w.teacher_name,
    class_name: w.class_name,
    start_at: new Date(w.start_at).toISOString(),
    end_at: new Date(w.end_at).toISOString(),
    period_state: period,
    exam_state: examState,
    word_count: w.items.length,
    answered: mine.length,
    correct,
    score,
    wrong_remaining: mine.filter((a) => !a.is_right && !a.fixed).length,
  };
}
