import { MultiQuestionResult } from "../shell/ui/MultiQuestionResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Cloze-test result: the passage and, per gap, the chosen and right words.
 * @param props - items and answers
 * @returns the layout
 */
export default function ClozeTestResult({ items, answers }: ResultProps<"cloze-test">) {
  return (
    <MultiQuestionResult
      testId="result-cloze-test"
      items={items}
      answers={answers}
      stem={(it) => <span className="pl-passage">{it.screen_text}</span>}
      questionLabel={(n) => `(${n})`}
    />
  );
}
