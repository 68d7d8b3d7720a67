import { chosenText, rightText } from "../shell/ui/choice-text.ts";
import { ResultRows } from "../shell/ui/ResultRows.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Word-test result (word choose layout): the word, the answer, and the right answer when wrong.
 * @param props - items and answers
 * @returns the layout
 */
export default function WordTestResult({ items, answers }: ResultProps<"word-test">) {
  return (
    <ResultRows
      testId="result-word-test"
      items={items}
      answers={answers}
      render={{
        stem: (it) => `${it.screen_text}${it.mean ? ` (${it.mean})` : ""}`,
        answer: (it, a) => (it.answers ? chosenText(it.answers, a) : String(a.answer_result ?? "")),
        right: (it) => (it.answers ? rightText(it.answers) : (it.answer ?? []).join(" / ")),
      }}
    />
  );
}
