import { chosenText, rightText } from "../shell/ui/choice-text.ts";
import { ResultRows } from "../shell/ui/ResultRows.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Word-choice result ("word choose" layout): the word, the chosen meaning and the right one when wrong.
 * @param props - items and answers
 * @returns the layout
 */
export default function WordChoiceResult({ items, answers }: ResultProps<"word-choice">) {
  return (
    <ResultRows
      testId="result-word-choice"
      items={items}
      answers={answers}
      render={{
        stem: (it) => (
          <span lang="en">
            {it.screen_text} {it.ipa && <span className="muted">{it.ipa}</span>}
          </span>
        ),
        answer: (it, a) => chosenText(it.answers, a),
        right: (it) => rightText(it.answers),
        extra: (it) => (it.mean ? <p className="muted">{it.mean}</p> : null),
      }}
    />
  );
}
