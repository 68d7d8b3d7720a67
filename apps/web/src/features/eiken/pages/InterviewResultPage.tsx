import { useTopicAnswerResultQuery } from "@web/features/textbook/api.ts";
import { ResultPage } from "@web/features/textbook/exports/result-page.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BadLevel } from "../components/BadLevel.tsx";
import "../i18n.ts";
import { interviewScore } from "../interview-score.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/interview/dialog/result?level_id&res_code&guid: the interview's points as the test counts them
 * (reading, each question, attitude: an estimate) above the result screen, which lists each answer with
 * its recording, recognised text, model answers and score.
 * @returns the page
 */
export default function InterviewResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const resCode = params.get("res_code") ?? "";
  const guid = params.get("guid") ?? "";
  const result = useTopicAnswerResultQuery(resCode, guid);
  if (levelId === null) return <BadLevel />;
  // every item has an answer once the interview ends (a skipped one is stored as skipped)
  const answers = result.data?.answer_data.items ?? [];
  const score = result.data ? interviewScore(answers, answers.length) : null;
  return (
    <>
      {score && (
        <section className="page ek-page" aria-labelledby="ek-iv-h" data-testid="ek-interview-score">
          <div className="card">
            <h2 id="ek-iv-h">{t("eiken.interview_points")}</h2>
            <p className="ek-score" data-testid="ek-interview-total">
              {score.total}
              <span className="ek-score-unit">/ {score.max}</span>
            </p>
            <ul className="ek-words">
              {score.rows.map((r) => (
                <li
                  key={r.question_id}
                  className="ek-word-row"
                  data-testid="ek-interview-row"
                  data-points={r.points}
                >
                  <span className="ek-word-en">
                    {r.question_id === "read"
                      ? t("eiken.step.read")
                      : t("eiken.question_no", { n: r.question_id.slice(1) })}
                  </span>
                  <span>{t("eiken.points", { n: r.points, max: 5 })}</span>
                </li>
              ))}
              <li className="ek-word-row" data-testid="ek-interview-attitude">
                <span className="ek-word-en">{t("eiken.attitude")}</span>
                <span>{t("eiken.points", { n: score.attitude, max: 3 })}</span>
                <span className="muted ek-small">{t("eiken.attitude_note")}</span>
              </li>
            </ul>
          </div>
        </section>
      )}
      <ResultPage
        testId="eiken-interview-result"
        actions={() => (
          <div className="ek-actions">
            <Link className="btn btn-primary" to={eikenUrls.interviewIndex(levelId)}>
              {t("eiken.interview_title")}
            </Link>
          </div>
        )}
      />
    </>
  );
}
