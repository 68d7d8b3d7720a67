import type { CefrTestResult } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCefrLevelsQuery, useCefrResultQuery } from "../api.ts";
import { BadLink } from "../components/BadLink.tsx";
import { ScoreScale } from "../components/ScoreScale.tsx";
import { SkillBars } from "../components/SkillBars.tsx";
import { parseTestId, roundScore } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * The message of a result: placed, up, down or same, with the steps.
 * @param r - the result
 * @returns the i18n key and its values
 */
function movedMessage(r: CefrTestResult): [string, Record<string, string>] {
  const from = r.level_before ?? r.level_after;
  if (r.moved === "placed") return ["cefr.result_placed", { level: r.level_after }];
  if (r.moved === "up") return ["cefr.result_up", { from, to: r.level_after }];
  if (r.moved === "down") return ["cefr.result_down", { from, to: r.level_after }];
  return ["cefr.result_same", { level: r.level_after }];
}

/**
 * /steps/testResult?test_id= and /steps/details/result?test_id=: a finished test's outcome: the new step
 * and how it moved, the score against the thresholds (step tests) or the 95% band (placement), the skills.
 * @returns the page
 */
export default function CefrResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("cefr.result_title"));
  const [params] = useSearchParams();
  const testId = parseTestId(params.get("test_id"));
  const result = useCefrResultQuery(testId);
  const levels = useCefrLevelsQuery();
  if (testId === null) return <BadLink param="test_id" />;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner />;
  const r = result.data;
  const [key, values] = movedMessage(r);
  return (
    <div className="page cefr-page" data-testid="cefr-result">
      <h1>
        {t("cefr.result_title")} <span className="cefr-pill">{t(`cefr.type_${r.test_type}`)}</span>
      </h1>
      <section className="card cefr-hero" data-moved={r.moved}>
        <p className="cefr-step-big" data-testid="cefr-level-after">
          {r.level_after}
        </p>
        <p className="cefr-message" role="status" data-testid="cefr-result-message" data-moved={r.moved}>
          {t(key, values)}
        </p>
        <dl className="facts">
          <dt>{t("cefr.your_score")}</dt>
          <dd data-testid="cefr-result-score">{t("cefr.score", { score: roundScore(r.score) })}</dd>
          {r.test_type === "placement" && r.band_low && r.band_high && (
            <>
              <dt>95%</dt>
              <dd data-testid="cefr-band">{t("cefr.band", { low: r.band_low, high: r.band_high })}</dd>
            </>
          )}
        </dl>
        {r.test_type === "step" && levels.data && (
          <>
            <h2 className="cefr-label">{t("cefr.score_scale")}</h2>
            <ScoreScale score={r.score} up={levels.data.upgrade_score} down={levels.data.downgrade_score} />
          </>
        )}
      </section>
      <section className="card" aria-labelledby="cefr-skills-h">
        <h2 id="cefr-skills-h">{t("cefr.by_skill")}</h2>
        <SkillBars skills={r.skills} />
      </section>
      <div className="cefr-actions">
        <Link className="btn btn-primary" to={cefrUrls.testDetails(r.test_id)} data-testid="cefr-to-details">
          {t("cefr.answer_details")}
        </Link>
        <Link className="btn btn-secondary" to={cefrUrls.map()}>
          {t("cefr.to_map")}
        </Link>
        <Link className="btn btn-secondary" to={cefrUrls.home()}>
          {t("cefr.back_home")}
        </Link>
      </div>
    </div>
  );
}
