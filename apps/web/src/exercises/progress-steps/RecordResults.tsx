import type { BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "../shell/i18n.ts";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { StepContent } from "./StepContent.tsx";
import type { Stage } from "./stages.ts";

/** One recording of a programme with its stored answer. */
export type RecordRow = {
  key: number | string;
  stage: Stage;
  answer: BaseAnswer | undefined;
  /** the recording failed and was posted as skipped */
  skipped: boolean;
};

/**
 * The recordings of a programme: each prompt, then its scores, coloured words, study feedback and replay
 * (an open answer: its scores, comment, elements and notes), or that it was skipped / not recorded, and its
 * sample answers.
 * @param props - the rows and the sample renderer
 * @returns the list
 */
export function RecordResults({
  records,
  samples,
}: {
  records: readonly RecordRow[];
  samples?: ((stage: Stage) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ol className="ps-records">
      {records.map((r, i) => (
        <li key={r.key} className="ps-record" data-testid="record-result">
          {records.length > 1 && <h3 className="ps-small-title">{t("steps.answer_n", { n: i + 1 })}</h3>}
          <StepContent source={r.stage.source} />
          {r.skipped || r.answer?.is_skipped === 1 ? (
            <p className="muted" data-testid="record-skipped">
              {t("result.skipped")}
            </p>
          ) : r.answer ? (
            <ScoredRecording answer={r.answer} open={r.stage.record?.category === "open_answer"} />
          ) : (
            <p className="muted">{t("steps.not_recorded")}</p>
          )}
          {samples?.(r.stage)}
        </li>
      ))}
    </ol>
  );
}
