import type { BaseAnswer, IntegratedProcessItem, IntegratedStepAnswer } from "@hibiki/exercises";
import { useMemo } from "react";
import { ProgrammeOverview } from "../progress-steps/ProgrammeOverview.tsx";
import { RecordResults } from "../progress-steps/RecordResults.tsx";
import { SampleAnswers } from "../progress-steps/SampleAnswers.tsx";
import { type Stage, sampleAnswersOf } from "../progress-steps/stages.ts";
import { matchSteps } from "./match-steps.ts";
import { PartHeader } from "./PartHeader.tsx";
import { stepAsAnswer } from "./stored-steps.ts";

/**
 * An integrated process laid out at once, part by part: each part's heading, audio steps and recordings
 * with their stored answers (the steps of the item's answer, matched by the record step's question_id).
 * A stored step no record step claims any more (the content changed) is still listed in its part.
 * @param props - the item, its stages, the answers and whether sample answers show
 * @returns the overview
 */
export function IntegratedOverview({
  item,
  stages,
  answers,
  showSamples,
}: {
  item: IntegratedProcessItem;
  stages: readonly Stage[];
  answers: readonly BaseAnswer[];
  showSamples: boolean;
}) {
  const matched = useMemo(
    () => matchSteps(stages, answers, item.question_id),
    [stages, answers, item.question_id],
  );
  const count = item.part_items.length;
  const lastPart = Math.max(0, count - 1);
  const extraIn = (p: number) => matched.extra.filter((s) => Math.min(s.part_index, lastPart) === p);
  return (
    <div className="ps-stage" data-testid="integrated-overview">
      {item.part_items.map((part, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts keep the authored order
        <section key={p} className="ps-stage" data-testid="integrated-part">
          <PartHeader part={part} index={p} count={count} />
          <ProgrammeOverview
            stages={stages.filter((s) => s.part === p)}
            answers={answers}
            itemId={item.question_id}
            answerOf={(stage) => matched.byStage.get(stage)}
            samples={(stage) =>
              showSamples ? <SampleAnswers samples={sampleAnswersOf(stage.source, {})} /> : null
            }
          />
          <ExtraSteps steps={extraIn(p)} part={p} />
        </section>
      ))}
    </div>
  );
}

/** Stored steps without a record step in the content any more: their recordings only. */
function ExtraSteps({ steps, part }: { steps: readonly IntegratedStepAnswer[]; part: number }) {
  if (steps.length === 0) return null;
  return (
    <RecordResults
      records={steps.map((s, i) => ({
        key: `extra-${i}`,
        stage: { kind: "record", step: 0, part },
        answer: stepAsAnswer(s),
        skipped: false,
      }))}
    />
  );
}
