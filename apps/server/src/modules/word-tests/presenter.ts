import type { WordQuizTask } from "@hibiki/contracts";
import { percentOfCount } from "@hibiki/exercises";
import type { AnswerRow, ExamRow, WordTestRow } from "./repository.ts";

/** not_started / open / ended at `now`. */
export function periodState(w: Pick<WordTestRow, "start_at" | "end_at">, now = Date.now()) {
  if (now < new Date(w.start_at).getTime()) return "not_started" as const;
  if (now > new Date(w.end_at).getTime()) return "ended" as const;
  return "open" as const;
}

/** Percent right by the spec's one rule (percentOfCount: 5 of 8 is 62.4). */
export const percentOf = percentOfCount;

/** @returns the exam's own answers (a practice-only mark is not an answer) */
export function examAnswers(answers: readonly AnswerRow[], examId: number): AnswerRow[] {
  return answers.filter((a) => a.exam_id === examId && a.practice_only !== 1);
}

/**
 * The words wrong-word practice is about once the exam is over: every word not answered right in the
 * exam, the unanswered ones included (an abandoned test leaves them all to practise).
 * @param w - the test
 * @param answers - rows of the exam (answers and practice marks)
 * @param examId - the exam
 * @returns each word to practise, its exam answer (if any) and whether practice got it right
 */
export function wordsToPractise(w: WordTestRow, answers: readonly AnswerRow[], examId: number) {
  const mine = answers.filter((a) => a.exam_id === examId);
  return w.items.flatMap((item) => {
    const row = mine.find((a) => a.question_id === item.question_id);
    const answer = row && row.practice_only !== 1 ? row : undefined;
    if (answer?.is_right) return [];
    return [{ item, answer, fixed: row?.fixed === 1 }];
  });
}

/**
 * The student's view of a test: period, own exam state and score. An exam still in progress when the
 * period ended counts as finished with what was answered. Once it is over, wrong_remaining counts the
 * words still to practise: wrong or unanswered, not yet practised right.
 */
export function presentTask(w: WordTestRow, exam: ExamRow | undefined, answers: AnswerRow[]): WordQuizTask {
  const period = periodState(w);
  const mine = exam ? examAnswers(answers, exam.id) : [];
  const correct = mine.filter((a) => a.is_right).length;
  let examState: WordQuizTask["exam_state"] = exam ? exam.state : "not_taken";
  if (examState === "in_progress" && period === "ended") examState = "finished";
  const over = examState === "finished" || examState === "aborted";
  const score = examState === "finished" ? percentOf(correct, w.items.length) : 0;
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
    wrong_remaining:
      exam && over
        ? wordsToPractise(w, answers, exam.id).filter((x) => !x.fixed).length
        : mine.filter((a) => !a.is_right && !a.fixed).length,
    end_reason: examState === "aborted" ? (exam?.end_reason ?? "left") : null,
  };
}
