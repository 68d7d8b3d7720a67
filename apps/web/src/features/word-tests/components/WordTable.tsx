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
 * The words of a test with the student's answers, wrong ones marked.
 * @param props - the words
 * @returns the table
 */
export function WordTable({ words }: { words: readonly WordRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="wq-words" data-testid="word-table">
      <tbody>
        {words.map((w) => (
          <tr key={w.question_id} data-right={w.is_right ?? undefined} data-testid="word-row">
            <td
              aria-label={w.is_right === 1 ? t("word.right") : w.is_right === 0 ? t("word.wrong") : undefined}
            >
              {w.is_right === 1 ? "○" : w.is_right === 0 ? "×" : "–"}
            </td>
            <td lang="en">{w.word}</td>
            <td>{w.mean}</td>
            <td className="muted">
              {w.answer_text === null
                ? t("word.no_answer")
                : t("word.your_answer", { answer: w.answer_text })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
