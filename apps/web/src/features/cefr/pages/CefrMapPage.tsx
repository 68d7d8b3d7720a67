import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCefrLevelsQuery, useCefrTracesQuery } from "../api.ts";
import { LevelChart } from "../components/LevelChart.tsx";
import { byLang, roundScore } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps/map: the ten steps as a path with passed / current / locked states and best scores, and the
 * student's step over time.
 * @returns the page
 */
export default function CefrMapPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("cefr.map"));
  const levels = useCefrLevelsQuery();
  const traces = useCefrTracesQuery();
  return (
    <div className="page cefr-page" data-testid="cefr-map">
      <h1>{t("cefr.map")}</h1>
      <p className="muted">{t("cefr.map_tip")}</p>
      {levels.isError && <LoadError onRetry={() => void levels.refetch()} />}
      {levels.isPending && <Skeleton lines={5} />}
      {levels.data && (
        <ol className="cefr-path" data-testid="cefr-path">
          {levels.data.levels.map((l) => (
            <li
              key={l.level}
              className="cefr-node"
              data-status={l.status}
              data-testid={`cefr-node-${l.level}`}
            >
              <span className="cefr-dot" aria-hidden="true">
                {l.status === "passed" ? "✓" : l.order}
              </span>
              <Link
                className="cefr-node-card"
                to={cefrUrls.details(l.level)}
                aria-current={l.status === "current" ? "step" : undefined}
              >
                <span className="cefr-node-head">
                  <strong className="cefr-node-level">{l.level}</strong>
                  <span className="cefr-status" data-testid="cefr-status">
                    {t(`cefr.status_${l.status}`)}
                  </span>
                </span>
                <span className="cefr-node-title">{byLang(i18n.language, l.title, l.title_en)}</span>
                <span className="muted cefr-node-score">
                  {l.best_score === null
                    ? t("cefr.never_tested")
                    : t("cefr.best_score", { score: roundScore(l.best_score) })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <section className="card" aria-labelledby="cefr-trace-h">
        <h2 id="cefr-trace-h">{t("cefr.trace_title")}</h2>
        {traces.isError && <LoadError onRetry={() => void traces.refetch()} />}
        {traces.isPending && <Skeleton lines={2} />}
        {traces.data && <LevelChart traces={traces.data.traces} />}
      </section>
      <Link className="btn btn-secondary" to={cefrUrls.home()}>
        {t("cefr.back_home")}
      </Link>
    </div>
  );
}
