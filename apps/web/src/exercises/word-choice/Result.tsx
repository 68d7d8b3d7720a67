import { chosenText, rightText } from "../shell/ui/choice-text.ts";
import { ResultRows } from "../shell/ui/ResultRows.tsx";
import type { ResultProps } from "../types.ts";
import { extraMeaning, promptLang } from "./meaning.ts";

/**
 * Word-choice result ("word choose" layout): the prompt once (its meaning below only when it adds
 * something), the chosen option and the right one when wrong.
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
          <span lang={promptLang(it.screen_text)} data-testid="word-choice-prompt">
            {it.screen_text} {it.ipa && <span className="muted">{it.ipa}</span>}
          </span>
        ),
        answer: (it, a) => chosenText(it.answers, a),
        right: (it) => rightText(it.answers),
        extra: (it) => {
          const mean = extraMeaning(it);
          return mean ? <p className="muted">{mean}</p> : null;
        },
      }}
    />
  );
}
