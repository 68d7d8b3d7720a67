import type { BaseAnswer } from "@hibiki/exercises";
import { type ReactNode, useMemo } from "react";
import "./i18n.ts";
import "./progress-steps.css";
import "../speaking/speaking.css";
import "../shell/result.css";
import { useQuestionLabel } from "../shell/result-numbering.ts";
import { ItemHeader, type ProgrammeItem } from "./ItemHeader.tsx";
import { ProgrammeOverview } from "./ProgrammeOverview.tsx";
import { ResultAverages } from "./ResultAverages.tsx";
import { SampleAnswers } from "./SampleAnswers.tsx";
import { type Stage, sampleAnswersOf } from "./stages.ts";

/** Props of {@link StepsItemsResult}. */
export type StepsItemsResultProps<I extends ProgrammeItem> = {
  testId: string;
  items: readonly I[];
  answers: readonly BaseAnswer[];
  stagesOf: (item: I) => Stage[];
  /** extra block per item (integrated: part titles are in the overview instead) */
  overview?: ((item: I, stages: Stage[], answers: readonly BaseAnswer[]) => ReactNode) | undefined;
};

/**
 * The result layout of the step kinds: the averaged scores and grade, then "No.n" per item with its
 * header, its audio steps (model audio, subtitles, translations) and each recording's prompt, coloured
 * words, scores, study feedback, replay and sample answers (with translations when the toggle is on).
 * @param props - items, answers and how to build an item's stages
 * @returns the layout
 */
export function StepsItemsResult<I extends ProgrammeItem>(props: StepsItemsResultProps<I>) {
  const { items, answers, stagesOf } = props;
  const label = useQuestionLabel();
  const programmes = useMemo(
    () => items.map((item) => ({ item, stages: stagesOf(item) })),
    [items, stagesOf],
  );
  return (
    <div data-testid={props.testId}>
      <ResultAverages answers={answers} />
      <ol className="rs-rows">
        {programmes.map(({ item, stages }, i) => (
          <li key={item.question_id} className="rs-row" data-testid="result-row">
            <span className="rs-label">{label(item.question_id, i)}</span>
            <ItemHeader item={item} />
            {props.overview ? (
              props.overview(item, stages, answers)
            ) : (
              <ProgrammeOverview
                stages={stages}
                answers={answers}
                itemId={item.question_id}
                samples={(stage) => <SampleAnswers samples={sampleAnswersOf(stage.source, item)} />}
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
