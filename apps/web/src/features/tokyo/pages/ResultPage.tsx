import { scoreTokyo, TOKYO_FORMAT, type TokyoAnswer, type TokyoPart } from "@hibiki/exercises/tokyo";
import { useResourceQuery, useTopicAnswerResultQuery } from "@web/features/textbook/api.ts";
import { ResultPage as AnswersResult } from "@web/features/textbook/exports/result-page.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { GradeBadge } from "../components/GradeBadge.tsx";
import "../i18n.ts";
import { runSteps, type TokyoItem } from "../run-flow.ts";
import { tokyoUrls } from "../urls.ts";
import "../tokyo.css";

/**
 * /tokyo/testing/result, /tokyo/practice/result and /tokyo/training/result (res_code, guid): the attempt
 * as the test reports it (the 0-100 score and its A-F grade, points per part as bars, each item's
 * criteria on the 4-band scale, advice per part), then each answer with its recording, recognised text,
 * model answers and score.
 * @returns the page
 */
export default function ResultPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const [params] = useSearchParams();
  const resCode = params.get("res_code") ?? "";
  const guid = params.get("guid") ?? "";
  const result = useTopicAnswerResultQuery(resCode, guid);
  const loaded = useResourceQuery({ resCode, mode: "paper", questionIds: "" });
  const steps = runSteps((loaded.data?.resource.items ?? []) as unknown as TokyoItem[]);
  const answers = (result.data?.answer_data?.items ?? []) as unknown as TokyoAnswer[];
  const score =
    result.data && steps.length
      ? scoreTokyo(
          steps.map((s) => ({ question_id: s.item.question_id, part: s.part })),
          answers,
        )
      : null;
  const weak = score?.parts.filter((p) => p.points < 0.7 * p.max).map((p) => p.part) ?? [];
  return (
    <>
      {score && (
        <section className="page tk-page" aria-labelledby="tk-result-h" data-testid="tk-result">
          <div className="card tk-score-card">
            <h2 id="tk-result-h">{t("tokyo.result_title")}</h2>
            <div className="tk-score-row">
              <GradeBadge grade={score.grade} large />
              <p className="tk-score" data-testid="tk-score" data-score={score.score}>
                {t("tokyo.score", { score: score.score })}
              </p>
            </div>
            <p className="muted tk-small">{t("tokyo.grade_scale")}</p>
            <p className="muted tk-small">{t("tokyo.estimate_note")}</p>
            <ul className="tk-bars" aria-label={t("tokyo.criteria")}>
              {score.parts.map((p) => (
                <li
                  key={p.part}
                  className="tk-bar-row"
                  data-testid="tk-part-score"
                  data-part={p.part}
                  data-points={p.points}
                >
                  <span className="tk-bar-label">
                    {en ? TOKYO_FORMAT[p.part].en : TOKYO_FORMAT[p.part].ja}
                  </span>
                  <span className="tk-bar" aria-hidden="true">
                    <span style={{ width: `${p.max ? (100 * p.points) / p.max : 0}%` }} />
                  </span>
                  <span className="tk-bar-value">
                    {t("tokyo.part_points", { points: p.points, max: p.max })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h2>{t("tokyo.criteria")}</h2>
            <ol className="tk-criteria">
              {score.items.map((s) => (
                <li
                  key={s.question_id}
                  data-testid="tk-item-score"
                  data-question-id={s.question_id}
                  data-points={s.points}
                >
                  <strong>
                    {t("tokyo.item_label", { part: s.part, n: inPart(score.items, s.question_id, s.part) })}
                  </strong>{" "}
                  {!s.answered ? (
                    <span className="muted">{t("tokyo.skipped")}</span>
                  ) : s.part === "A" ? (
                    <>
                      <Band label={t("tokyo.criterion.pronunciation_a")} n={s.bands.pronunciation} />
                      <Band label={t("tokyo.criterion.fluency_a")} n={s.bands.fluency} />
                    </>
                  ) : (
                    <>
                      <Band label={t("tokyo.criterion.task")} n={s.bands.task ?? 0} />
                      <Band label={t("tokyo.criterion.voice")} n={s.bands.pronunciation} />
                    </>
                  )}
                  <span className="muted"> {t("tokyo.part_points", { points: s.points, max: s.max })}</span>
                </li>
              ))}
            </ol>
            <ul className="tk-feedback" data-testid="tk-feedback">
              {weak.length === 0 ? (
                <li>{t("tokyo.feedback_good")}</li>
              ) : (
                weak.map((p) => <li key={p}>{t(`tokyo.feedback.${p}`)}</li>)
              )}
            </ul>
          </div>
        </section>
      )}
      <AnswersResult
        testId="tokyo-answers"
        actions={() => (
          <div className="tk-actions">
            <Link className="btn btn-primary" to={tokyoUrls.index()}>
              {t("tokyo.back_index")}
            </Link>
          </div>
        )}
      />
    </>
  );
}

function inPart(items: ReadonlyArray<{ question_id: string; part: TokyoPart }>, id: string, part: TokyoPart) {
  return items.filter((i) => i.part === part).findIndex((i) => i.question_id === id) + 1;
}

function Band({ label, n }: { label: string; n: number }) {
  const { t } = useTranslation();
  return (
    <span className="tk-band" data-band={n}>
      {label} <strong>{t("tokyo.band", { n })}</strong>
    </span>
  );
}
