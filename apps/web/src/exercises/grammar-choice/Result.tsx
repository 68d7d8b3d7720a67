import { chosenText, rightText } from "../shell/ui/choice-text.ts";
import { ResultRows } from "../shell/ui/ResultRows.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Grammar-choice result: each sentence, the chosen word, the right one when wrong, and the explanation.
 * @param props - items and answers
 * @returns the layout
 */
export default function GrammarChoiceResult({ items, answers }: ResultProps<"grammar-choice">) {
  return (
    <ResultRows
      testId="result-grammar-choice"
      items={items}
      answers={answers}
      render={{
        stem: (it) => it.screen_text,
        answer: (it, a) => chosenText(it.answers, a),
        right: (it) => rightText(it.answers),
        extra: (it) => (it.explanation ? <p className="muted">{it.explanation}</p> : null),
      }}
    />
  );
}
