import type { AiSpeakingScores, AiSpeakingTranscriptEntry } from "@hibiki/contracts";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSessionResultQuery } from "../api.ts";
import { AccessGate, PageError } from "../components/AccessGate.tsx";
import { ScoreBar } from "../components/ScoreBar.tsx";
import { TurnEntry } from "../components/TurnEntry.tsx";
import "../i18n.ts";
import { aiSpeakingUrls, sessionIdOf } from "../urls.ts";
import "../ai-speaking.css";

/** An answer's score for the chart: the mean of its pronunciation (when scored) and grammar scores. */
function turnScore(e: AiSpeakingTranscriptEntry): number {
  const parts = e.pronunciation_score === null ? [e.grammar_score] : [e.pronunciation_score, e.grammar_score];
  return Math.round(parts.reduce((a, b) => a + b, 0) / parts.length);
}

/**
 * /ai-speaking/result?session_id: the overall scores as bars (total, pronunciation, grammar, task
 * completion), each answer's score as a bar chart, and the transcript with the grammar corrections, the
 * partner's replies, model answers and the recordings.
 * @returns the page
 */
export default function ResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("ais.result_title"));
  const [params] = useSearchParams();
  const sessionId = sessionIdOf(params.get("session_id"));
  return (
    <AccessGate>
      {sessionId === null ? (
        <div className="page ais-page">
          <p role="alert" data-testid="ais-bad-link">
            {t("ais.bad_link")}
          </p>
          <Link to={aiSpeakingUrls.list()}>{t("ais.back_list")}</Link>
        </div>
      ) : (
        <Result sessionId={sessionId} />
      )}
    </AccessGate>
  );
}

function Result({ sessionId }: { sessionId: number }) {
  const { t, i18n } = useTranslation();
  const result = useSessionResultQuery(sessionId);
  const [showJa, setShowJa] = useState(false);
  if (result.isError) return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={8} />
      </div>
    );
  const { scenario, session, transcript, scores } = result.data;
  const en = i18n.language === "en";
  return (
    <div className="page ais-page" data-testid="ais-result" data-total={scores?.total ?? ""}>
      <Link className="ais-back" to={aiSpeakingUrls.list()}>
        {t("ais.back_list")}
      </Link>
      <h1>
        {t("ais.result_title")}・{en ? scenario.title : scenario.title_ja}
      </h1>
      {scores && <Scores scores={scores} />}
      <p data-testid="ais-matched">
        {t("ais.matched_of", { matched: session.matched_turns, turns: session.turns })}
      </p>
      <BarChart
        title={t("ais.scores_by_turn")}
        points={transcript.map((e) => ({ label: t("ais.turn_n", { n: e.index }), value: turnScore(e) }))}
        max={100}
        labelHeader={t("ais.turn_col")}
        valueHeader={t("ais.score_col")}
        emptyText=""
        testId="ais-turn-chart"
      />
      <section aria-labelledby="ais-transcript-title">
        <h2 id="ais-transcript-title">{t("ais.transcript")}</h2>
        <label className="pl-switch">
          <input type="checkbox" checked={showJa} onChange={(e) => setShowJa(e.currentTarget.checked)} />
          {t("ais.show_ja")}
        </label>
        <ol className="ais-entries">
          {transcript.map((e) => (
            <TurnEntry key={e.index} entry={e} partnerName={scenario.partner.name} showJa={showJa} />
          ))}
        </ol>
        {result.data.closing && (
          <p className="ais-closing" data-testid="ais-closing">
            {scenario.partner.name}: <span lang="en">{result.data.closing}</span>
            {showJa && result.data.closing_ja && <span className="muted">（{result.data.closing_ja}）</span>}
          </p>
        )}
      </section>
      <div className="ais-actions">
        <Link
          className="btn btn-primary"
          to={aiSpeakingUrls.detail(scenario.scenario_id)}
          data-testid="ais-again"
        >
          {t("ais.again")}
        </Link>
        <Link className="btn btn-secondary" to={aiSpeakingUrls.history()}>
          {t("ais.history")}
        </Link>
      </div>
    </div>
  );
}

function Scores({ scores }: { scores: AiSpeakingScores }) {
  const { t } = useTranslation();
  return (
    <section className="card ais-scores" data-testid="ais-scores" aria-label={t("ais.total")}>
      <ScoreBar label={t("ais.total")} points={scores.total} testId="ais-score-total" large />
      {scores.pronunciation !== null && (
        <ScoreBar label={t("ais.pronunciation")} points={scores.pronunciation} testId="ais-score-pron" />
      )}
      <ScoreBar label={t("ais.grammar")} points={scores.grammar} testId="ais-score-grammar" />
      <ScoreBar label={t("ais.task")} points={scores.task_completion} testId="ais-score-task" />
    </section>
  );
}
