import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { EngineResultView } from "@web/components/writing/EngineResultView.tsx";
import { TryAgainButton } from "@web/components/writing/TryAgainButton.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWritingDetailQuery, useWritingTopicQuery } from "./api.ts";
import "./i18n.ts";

/** Props of {@link WritingResult}. */
export type WritingResultProps = {
  writingId: number;
  from: string | null;
  /** the writing screen of a topic (try again) */
  writeUrl: (topicId: string) => string;
  analysisUrl?: (writingId: number) => string;
};

/**
 * One stored writing's result: the viewer (loading until the engine text is fetched), the topic's sample
 * answer, the analysis link and the try-again button.
 * @param props - see {@link WritingResultProps}
 * @returns the result body
 */
export function WritingResult({ writingId, from, writeUrl, analysisUrl }: WritingResultProps) {
  const { t } = useTranslation();
  const record = useWritingDetailQuery(writingId);
  const topic = useWritingTopicQuery(record.data?.topic_id ?? "");
  if (!(writingId > 0)) return <p role="alert">{t("writing.missing_id")}</p>;
  if (record.isError) return <LoadError onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  const w = record.data;
  return (
    <div className="stack" data-testid="writing-result-page">
      <h1>{w.title ?? t("writing.free_title")}</h1>
      <EngineResultView url={w.engine_result} sampleAnswer={topic.data?.sample[0]?.en_answer} />
      <div className="writing-switch">
        {analysisUrl && (
          <Link
            className="btn btn-secondary"
            to={analysisUrl(w.writing_id)}
            data-testid="writing-analysis-link"
          >
            {t("writing.analysis")}
          </Link>
        )}
        {w.topic_id && <TryAgainButton previous={writeUrl(w.topic_id)} from={from} />}
      </div>
    </div>
  );
}
