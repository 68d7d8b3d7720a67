import { StepsItemsResult } from "../progress-steps/StepsItemsResult.tsx";
import type { ResultProps } from "../types.ts";
import { speakingStages } from "./speaking-machine.ts";

/**
 * Speaking result: the averaged scores and grade, then each item with its question audio, subtitles and
 * translations, and each recording's coloured words, scores, replay and sample answers.
 * @param props - items and answers
 * @returns the layout
 */
export default function SpeakingMultiStepResult({ items, answers }: ResultProps<"speaking-multi-step">) {
  return (
    <StepsItemsResult
      testId="result-speaking-multi-step"
      items={items}
      answers={answers}
      stagesOf={speakingStages}
    />
  );
}
