import { MultiQuestionResult } from "../shell/ui/MultiQuestionResult.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Listening-mock-test result (listening choice layout): questions, chosen and right options, audio.
 * @param props - items and answers
 * @returns the layout
 */
export default function ListeningMockTestResult({ items, answers }: ResultProps<"listening-mock-test">) {
  return (
    <MultiQuestionResult
      testId="result-listening-mock-test"
      items={items}
      answers={answers}
      stem={(it) => it.screen_text ?? ""}
    />
  );
}
