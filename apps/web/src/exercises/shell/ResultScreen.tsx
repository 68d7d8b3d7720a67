import {
  type AnswerData,
  displayPercent,
  type Grade,
  modeVisibility,
  type PlayerMode,
  type Resource,
} from "@hibiki/exercises";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "./i18n.ts";
import "./player.css";
import "./result.css";
import { ResultLayouts } from "./ResultLayouts.tsx";
import { ResourceContext } from "./resource-context.ts";
import { SwitchesContext } from "./switches.ts";

/** Attempt totals shown at the top of the result. */
export type ResultSummary = { percent_score: number; answered: number; correct: number; skipped: number };

/**
 * The result screen wrapper: grade A/B/C, the score (capped at 100 for display), the counts, a translation
 * toggle, then the kind's layout(s) with "No.n" rows, the student's answers and model audio.
 * @param props - the resource, the attempt, its summary and grade, plus actions below the result
 * @returns the screen
 */
export function ResultScreen({
  resource,
  assetBase,
  answerData,
  summary,
  grade,
  mode,
  actions,
}: {
  resource: Resource;
  assetBase: string;
  answerData: AnswerData;
  summary: ResultSummary;
  grade: Grade;
  mode: PlayerMode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [translation, setTranslation] = useState(false);
  const allowed = modeVisibility(mode === "exam" ? "practice" : mode).switches;
  const switches = useMemo(
    () => ({
      on: { translation, subtitle: true, sampleAnswer: false, tips: false },
      allowed: { ...allowed, translation: true },
    }),
    [translation, allowed],
  );
  // The page's query (homework results look up recognised text by topic_id from it).
  const [params] = useSearchParams();
  const ctx = useMemo(
    () => ({ resource, assetBase, query: Object.fromEntries(params.entries()) }),
    [resource, assetBase, params],
  );
  return (
    <ResourceContext.Provider value={ctx}>
      <SwitchesContext.Provider value={switches}>
        <div className="pl-shell" data-testid="result-screen">
          <header className="rs-head">
            <span className={`rs-grade rs-grade-${grade}`} data-testid="result-grade">
              <span className="sr-only">{t("result.grade", { grade: "" })}</span>
              {grade}
            </span>
            <div>
              <h1 className="pl-title">{resource.res_title}</h1>
              <p className="rs-score" data-testid="result-score">
                {t("result.score", { score: displayPercent(summary.percent_score) })}
              </p>
              <p className="muted">{t("result.summary", summary)}</p>
            </div>
            <label className="pl-switch">
              <input
                type="checkbox"
                checked={translation}
                onChange={(e) => setTranslation(e.currentTarget.checked)}
                data-testid="switch-translation"
              />
              {t("player.switch_translation")}
            </label>
          </header>
          <div className="pl-main">
            <ResultLayouts resource={resource} answers={answerData.items} assetBase={assetBase} mode={mode} />
          </div>
          {actions && <div className="pl-foot">{actions}</div>}
        </div>
      </SwitchesContext.Provider>
    </ResourceContext.Provider>
  );
}
