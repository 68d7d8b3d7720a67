import { MultiQuestionResult } from "../shell/ui/MultiQuestionResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Reading-comprehension result: the passage title, each question, the chosen and right options.
 * @param props - items and answers
 * @returns the layout
 */
export default function ReadingComprehensionResult({ items, answers }: ResultProps<"reading-comprehension">) {
  return (
    <MultiQuestionResult
      testId="result-reading-comprehension"
      items={items}
      answers={answers}
      stem={(it) => <span className="pl-passage">{it.screen_title ?? it.screen_text}</span>}
    />
  );
}
