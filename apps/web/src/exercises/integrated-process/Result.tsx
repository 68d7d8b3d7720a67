import type { IntegratedProcessItem } from "@hibiki/exercises";
import { StepsItemsResult } from "../progress-steps/StepsItemsResult.tsx";
import type { ResultProps } from "../types.ts";
import { IntegratedOverview } from "./IntegratedOverview.tsx";
import { integratedStages } from "./integrated-machine.ts";

/**
 * Integrated-process result: the averaged scores and grade over the items' answers (each item's answer
 * already averages its record steps, a skipped step counting 0), then each item part by part (reading,
 * speaking, narration): titles, model audio, subtitles, and every record step stored in the item's answer
 * (`steps`, matched by question_id) with its prompt, coloured words, scores, study feedback, replay and
 * sample answers, or that it was skipped.
 * @param props - items and answers
 * @returns the layout
 */
export default function IntegratedProcessResult({ items, answers }: ResultProps<"integrated-process">) {
  return (
    <StepsItemsResult
      testId="result-integrated-process"
      items={items}
      answers={answers}
      stagesOf={integratedStages}
      overview={(item: IntegratedProcessItem, stages, all) => (
        <IntegratedOverview item={item} stages={stages} answers={all} showSamples />
      )}
    />
  );
}
