import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { useWritingDetailQuery } from "./api.ts";
import { EikenRubricView } from "./EikenRubricView.tsx";
import { SCORE_KEYS, ScoreChart } from "./ScoreChart.tsx";
import { useEngineResultQuery } from "./useEngineResult.ts";
import { WritingScoreCard } from "./WritingScoreCard.tsx";
import "./i18n.ts";

/**
 * The detailed analysis of one writing: the writing score and its parts (and the Eiken-style rubric) when
 * the result has them, then the four overall measures as a chart, each with its explanation.
 * @param props - the writing id
 * @returns the analysis
 */
export function WritingAnalysis({ writingId }: { writingId: number }) {
  const { t } = useTranslation();
  const record = useWritingDetailQuery(writingId);
  const engine = useEngineResultQuery(record.data?.engine_result);
  if (!(writingId > 0)) return <p role="alert">{t("writing.missing_id")}</p>;
  if (record.isError || engine.isError) return <LoadError onRetry={() => void record.refetch()} />;
  if (!engine.data) return <Spinner />;
  const ev = engine.data.overall_evaluation;
  return (
    <div className="stack" data-testid="writing-analysis">
      <h1>{t("writing.analysis")}</h1>
      {engine.data.score && <WritingScoreCard score={engine.data.score} />}
      {engine.data.eiken_rubric && <EikenRubricView rubric={engine.data.eiken_rubric} />}
      <ScoreChart evaluation={ev} />
      <dl>
        {SCORE_KEYS.map((k) => (
          <div key={k} className="card">
            <dt>
              {t(`writing.${k}`)}: {ev[k].score}
            </dt>
            <dd>{ev[k].explanation_ja}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
