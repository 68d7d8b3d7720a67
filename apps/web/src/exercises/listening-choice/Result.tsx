import { MultiQuestionResult } from "../shell/ui/MultiQuestionResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Listening-choice result: each item with its questions, chosen and right options, and the model audio.
 * @param props - items and answers
 * @returns the layout
 */
export default function ListeningChoiceResult({ items, answers }: ResultProps<"listening-choice">) {
  return (
    <MultiQuestionResult
      testId="result-listening-choice"
      items={items}
      answers={answers}
      stem={(it) => it.screen_text ?? ""}
    />
  );
}
