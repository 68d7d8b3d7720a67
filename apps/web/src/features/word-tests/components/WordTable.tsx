import { useTranslation } from "react-i18next";

/** One word with the student's outcome (word-quiz-topics / wrong-topic-list). */
export type WordRow = {
  question_id: string;
  word: string;
  mean: string;
  is_right: 0 | 1 | null;
  answer_text: string | null;
};

/**
 * The words of a test with the student's answers, wrong ones marked. For the practice result
 * (`practice`), the mark is whether practice got the word right and the answer is the test's.
 * @param props - the words; practice: rows of wrong-topic-list (is_right = practised right)
 * @returns the table
 */
export function WordTable({ words, practice = false }: { words: readonly WordRow[]; practice?: boolean }) {
  const { t } = useTranslation();
  const markLabel = (w: WordRow) =>
    practice
      ? w.is_right === 1
        ? t("word.practised")
        : t("word.not_practised")
      : w.is_right === 1
        ? t("word.right")
        : w.is_right === 0
          ? t("word.wrong")
          : t("word.no_answer");
  const answer = (w: WordRow) =>
    practice
      ? w.answer_text === null
        ? t("word.test_no_answer")
        : t("word.test_answer", { answer: w.answer_text })
      : w.answer_text === null
        ? t("word.no_answer")
        : t("word.your_answer", { answer: w.answer_text });
  return (
    <table className="wq-words" data-testid="word-table">
      <tbody>
        {words.map((w) => (
          <tr key={w.question_id} data-right={w.is_right ?? undefined} data-testid="word-row">
            <td>
              <span aria-hidden="true">{w.is_right === 1 ? "○" : w.is_right === 0 ? "×" : "–"}</span>
              <span className="sr-only">{markLabel(w)}</span>
            </td>
            <td lang="en">{w.word}</td>
            <td>{w.mean}</td>
            <td className="muted">{answer(w)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
