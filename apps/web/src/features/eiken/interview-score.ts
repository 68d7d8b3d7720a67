/** One stored answer of the interview attempt (textbook answer data). */
type Answer = { question_id: string; total_score?: number | undefined; is_skipped?: 0 | 1 | undefined };

/**
 * The interview's points as the test counts them: 0-5 for the reading and each question (the stored
 * scores), and 0-3 for attitude, estimated from how many of them were answered (a skipped or silent
 * answer costs a share of it).
 * @param answers - the attempt's answers
 * @param items - how many items the interview has (reading + questions)
 * @returns each row, the attitude, the total and its maximum
 */
export function interviewScore(answers: readonly Answer[], items: number) {
  const rows = answers.map((a) => ({
    question_id: a.question_id,
    points: a.is_skipped ? 0 : Math.round(Math.min(5, Math.max(0, a.total_score ?? 0))),
  }));
  const answered = rows.filter((r) => r.points > 0).length;
  const attitude = items > 0 ? Math.round((3 * answered) / items) : 0;
  const total = rows.reduce((n, r) => n + r.points, 0) + attitude;
  return { rows, attitude, total, max: items * 5 + 3 };
}
