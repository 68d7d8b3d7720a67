import { StepsItemsResult } from "../progress-steps/StepsItemsResult.tsx";
import type { ResultProps } from "../types.ts";
import { narrationStages } from "./narration-machine.ts";

/**
 * Narration result: the averaged scores and grade, then each item with its source audio, subtitles and
 * translations, and the recording's coloured words, scores, replay and sample answers.
 * @param props - items and answers
 * @returns the layout
 */
export default function NarrationResult({ items, answers }: ResultProps<"narration">) {
  return (
    <StepsItemsResult testId="result-narration" items={items} answers={answers} stagesOf={narrationStages} />
  );
}
