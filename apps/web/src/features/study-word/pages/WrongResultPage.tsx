import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { useWrongListQuery } from "../api.ts";
import { BadPlan } from "../components/BadPlan.tsx";
import type { PractisedWord } from "../flow.ts";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/wrong_topic/result?plan_id: after the missed-word practice: all right, or how many are still
 * missed; the words just practised with how many tries each took, and the words still waiting.
 * @returns the page
 */
export default function WrongResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("sw.wrong_result"));
  const planId = idOf(useSearchParams()[0].get("plan_id"));
  const practised = ((useLocation().state as { practised?: PractisedWord[] } | null)?.practised ?? []).slice(
    0,
    200,
  );
  const list = useWrongListQuery(planId);
  if (planId === null) return <BadPlan />;
  if (list.error instanceof NotFoundError) return <BadPlan notFound />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const left = list.data?.items ?? [];
  return (
    <div className="page sw-page" data-testid="sw-wrong-result">
      <h1>{t("sw.wrong_result")}</h1>
      {!list.data ? (
        <Skeleton />
      ) : left.length === 0 ? (
        <p className="sw-score sw-ok" data-testid="sw-wrong-all-right">
          {t("sw.wrong_all_right")}
        </p>
      ) : (
        <p className="sw-score" data-testid="sw-wrong-left">
          {t("sw.wrong_count", { count: left.length })}
        </p>
      )}
      {practised.length > 0 && (
        <div className="sw-table-wrap">
          <table className="sw-table">
            <thead>
              <tr>
                <th scope="col">{t("sw.word")}</th>
                <th scope="col">{t("sw.meaning")}</th>
                <th scope="col">{t("sw.outcome")}</th>
              </tr>
            </thead>
            <tbody>
              {practised.map((w) => (
                <tr key={w.word_id} data-testid="sw-wrong-row">
                  <th scope="row" lang="en">
                    {w.word}
                  </th>
                  <td>{w.mean}</td>
                  <td className={w.right ? "sw-ok" : "sw-ng"}>
                    {t(w.right ? "sw.right" : "sw.wrong")} ({w.tries})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {left.length > 0 && (
        <ul className="sw-words" aria-label={t("sw.wrong_topic")}>
          {left.map((w) => (
            <li key={w.word_id}>
              <strong lang="en">{w.word}</strong> <span className="muted">{w.mean}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="sw-actions">
        {left.length > 0 && (
          <Link className="btn btn-primary" to={studyWordUrls.wrong(planId)} data-testid="sw-wrong-again">
            {t("sw.wrong_start")}
          </Link>
        )}
        <Link className="btn btn-secondary" to={studyWordUrls.result(planId)}>
          {t("sw.result")}
        </Link>
        <Link className="btn btn-ghost" to={studyWordUrls.todayTask(planId)} data-testid="sw-back-plan">
          {t("sw.back_plan")}
        </Link>
      </div>
    </div>
  );
}
