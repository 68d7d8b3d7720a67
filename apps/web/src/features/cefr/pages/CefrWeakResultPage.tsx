import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCefrWeakLogsQuery } from "../api.ts";
import { roundScore } from "../format.ts";
import "../i18n.ts";
import { loadPracticeAnswers, type PracticeAnswer } from "../practice-log.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

/**
 * /steps/testWeakResult: this practice's answers (router state, or sessionStorage after a reload), how
 * many were cleared, and the recent weak-practice log.
 * @returns the page
 */
export default function CefrWeakResultPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("cefr.weak_result_title"));
  const location = useLocation();
  const [answers] = useState<PracticeAnswer[]>(() => {
    const fromState = (location.state as { answers?: PracticeAnswer[] } | null)?.answers;
    return Array.isArray(fromState) ? fromState : loadPracticeAnswers();
  });
  const logs = useCefrWeakLogsQuery();
  const right = answers.filter((a) => a.correct === 1).length;
  const cleared = answers.filter((a) => a.cleared === 1).length;
  return (
    <div className="page cefr-page" data-testid="cefr-weak-result">
      <h1>{t("cefr.weak_result_title")}</h1>
      <section className="card">
        {answers.length === 0 ? (
          <p className="muted" data-testid="cefr-weak-result-none">
            {t("cefr.weak_result_none")}
          </p>
        ) : (
          <>
            <p className="cefr-message" data-testid="cefr-weak-summary">
              {t("cefr.weak_result_summary", { count: answers.length, right, cleared })}
            </p>
            <ul className="cefr-weak-items">
              {answers.map((a) => (
                // a practice answers each question once
                <li
                  key={a.item_id}
                  className="cefr-weak-item"
                  data-correct={a.correct}
                  data-testid="cefr-weak-answer"
                >
                  <span>
                    <strong>{a.point}</strong> <span className="cefr-pill">{a.level}</span>{" "}
                    <span className="muted">{t(`cefr.skill.${a.skill}`)}</span>
                  </span>
                  <span className="cefr-verdict" data-correct={a.correct}>
                    {a.correct === 1 ? `○ ${t("cefr.right")}` : `× ${t("cefr.wrong")}`}
                    {a.cleared === 1 && <span className="chip">{t("cefr.cleared")}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="cefr-weak-logs-h">
        <h2 id="cefr-weak-logs-h">{t("cefr.weak_recent")}</h2>
        {logs.isError && <LoadError onRetry={() => void logs.refetch()} />}
        {logs.isPending && <Skeleton lines={2} />}
        {logs.data?.list.length === 0 && <p className="muted">{t("cefr.weak_logs_empty")}</p>}
        {logs.data && logs.data.list.length > 0 && (
          <div className="cefr-table-wrap">
            <table className="cefr-table" data-testid="cefr-weak-logs">
              <thead>
                <tr>
                  <th scope="col">{t("cefr.date")}</th>
                  <th scope="col">{t("cefr.col_skill")}</th>
                  <th scope="col">{t("cefr.col_point")}</th>
                  <th scope="col">{t("cefr.col_score")}</th>
                  <th scope="col">{t("cefr.col_result")}</th>
                </tr>
              </thead>
              <tbody>
                {logs.data.list.map((l) => (
                  <tr key={`${l.at}:${l.item_id}`}>
                    <td>{formatDate(l.at, i18n.language)}</td>
                    <td>{t(`cefr.skill.${l.skill}`)}</td>
                    <td>{l.point}</td>
                    <td>{roundScore(l.score)}</td>
                    <td>{l.correct === 1 ? t("cefr.right") : t("cefr.wrong")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="cefr-actions">
        <Link className="btn btn-primary" to={cefrUrls.weakList()}>
          {t("cefr.back_weak")}
        </Link>
        <Link className="btn btn-secondary" to={cefrUrls.home()}>
          {t("cefr.back_home")}
        </Link>
      </div>
    </div>
  );
}
