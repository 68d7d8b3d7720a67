import type { BaseAnswer, IntegratedStepAnswer } from "@hibiki/exercises";
import { answerOfRecord } from "../progress-steps/answers.ts";
import { recordStages, type Stage } from "../progress-steps/stages.ts";
import { stepAsAnswer, stepsOf } from "./stored-steps.ts";

/** The stored answers of an item's record steps. */
export type MatchedSteps = {
  /** the answer of each record stage that has one */
  byStage: ReadonlyMap<Stage, BaseAnswer>;
  /** stored steps no record stage claims (the content changed since), with their part */
  extra: readonly IntegratedStepAnswer[];
};

/**
 * Finds the stored answer of each record step of an item. The item's answer (under the item's
 * question_id) holds its steps: each record stage takes, in programme order, the first unused step with
 * its question_id (one in its own part first), so steps sharing a question_id keep their order. An answer
 * without steps (stored before steps existed) shows on the first recording; answers stored under a step's
 * own question_id are found by it.
 * @param stages - the item's programme
 * @param answers - the stored answers (the item's, and any others)
 * @param itemId - the item's question_id
 * @returns the answers by stage and the steps left over
 */
export function matchSteps(
  stages: readonly Stage[],
  answers: readonly BaseAnswer[],
  itemId: string,
): MatchedSteps {
  const records = recordStages(stages);
  const byStage = new Map<Stage, BaseAnswer>();
  const steps = stepsOf(answers.find((a) => a.question_id === itemId));
  if (steps.length === 0) {
    records.forEach((r, k) => {
      const answer = answerOfRecord(answers, r.spec, itemId, k === 0);
      if (answer) byStage.set(r.stage, answer);
    });
    return { byStage, extra: [] };
  }
  const used = new Set<number>();
  const claim = (pick: (s: IntegratedStepAnswer) => boolean) => {
    const at = steps.findIndex((s, i) => !used.has(i) && pick(s));
    if (at >= 0) used.add(at);
    return at >= 0 ? steps[at] : undefined;
  };
  // Its own part first (for every record), then any part: a step never takes another's exact match.
  const passes = [
    (r: (typeof records)[number], s: IntegratedStepAnswer) => s.part_index === r.stage.part,
    () => true,
  ];
  for (const samePart of passes)
    for (const r of records) {
      if (byStage.has(r.stage)) continue;
      const step = claim((s) => s.question_id === r.spec.questionId && samePart(r, s));
      if (step) byStage.set(r.stage, stepAsAnswer(step));
    }
  return { byStage, extra: steps.filter((_, i) => !used.has(i)) };
}
