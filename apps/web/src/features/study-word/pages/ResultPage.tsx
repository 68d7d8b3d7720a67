import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { usePlansQuery, useResultQuery, useWrongListQuery } from "../api.ts";
import { BadPlan } from "../components/BadPlan.tsx";
import { PlanHeader } from "../components/PlanHeader.tsx";
import { ResultTable } from "../components/ResultTable.tsx";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/result/{plan_id}[?date]: a day's answers of a plan (today by default): right and wrong
 * counts, each word with its outcome and mastery, the reviews due tomorrow, and the missed-word practice
 * when words were missed.
 * @returns the page
 */
export default function ResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("sw.result"));
  const planId = idOf(useParams().plan_id);
  const rawDate = useSearchParams()[0].get("date");
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : null;
  const result = useResultQuery(planId, date);
  const plans = usePlansQuery();
  const wrong = useWrongListQuery(planId);
  if (planId === null) return <BadPlan />;
  if (result.error instanceof NotFoundError) return <BadPlan notFound />;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  const plan = plans.data?.items.find((p) => p.plan_id === planId) ?? null;
  const wrongCount = wrong.data?.items.length ?? 0;
  const r = result.data;
  return (
    <div className="page sw-page" data-testid="sw-result-page">
      <PlanHeader title={t("sw.result")} plan={plan} />
      {!r ? (
        <Skeleton lines={5} />
      ) : (
        <>
          <section className="card" aria-labelledby="sw-result-summary">
            <p className="muted">{r.date}</p>
            <p className="sw-score" id="sw-result-summary" data-testid="sw-result-summary">
              {t("sw.result_summary", { right: r.right, wrong: r.wrong })}
            </p>
            <p data-testid="sw-due-tomorrow">{t("sw.due_tomorrow", { count: r.due_tomorrow })}</p>
            {plan && !plan.today.finished && (
              <p className="muted" data-testid="sw-result-left">
                {t("sw.remaining", {
                  count: Math.max(0, plan.today.new_total + plan.today.review_total - plan.today.done),
                })}
              </p>
            )}
          </section>
          {r.items.length === 0 ? (
            <p className="muted">{t("sw.result_empty")}</p>
          ) : (
            <ResultTable items={r.items} />
          )}
        </>
      )}
      <div className="sw-actions">
        {wrongCount > 0 && (
          <Link className="btn btn-primary" to={studyWordUrls.wrong(planId)} data-testid="sw-wrong-link">
            {t("sw.wrong_start")} ({t("sw.wrong_count", { count: wrongCount })})
          </Link>
        )}
        {plan && !plan.today.finished && (
          <Link className="btn btn-secondary" to={studyWordUrls.challenge(planId)}>
            {t("sw.continue_today")}
          </Link>
        )}
        <Link className="btn btn-secondary" to={studyWordUrls.planInfo(planId)}>
          {t("sw.plan_info")}
        </Link>
        <Link className="btn btn-ghost" to={studyWordUrls.todayTask(planId)}>
          {t("sw.back_plan")}
        </Link>
      </div>
    </div>
  );
}
