import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePlanInfoQuery } from "../api.ts";
import { BadPlan } from "../components/BadPlan.tsx";
import { DayColumns } from "../components/DayColumns.tsx";
import { MasteryBar } from "../components/MasteryBar.tsx";
import { PlanHeader } from "../components/PlanHeader.tsx";
import { shortDate, titleOf } from "../format.ts";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/plan_info/{plan_id}: a plan's record: the words by mastery, the last 30 days' right and
 * wrong answers as stacked columns, and the reviews due in each of the next 7 days.
 * @returns the page
 */
export default function PlanInfoPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("sw.plan_info"));
  const planId = idOf(useParams().plan_id);
  const info = usePlanInfoQuery(planId);
  if (planId === null) return <BadPlan />;
  if (info.error instanceof NotFoundError) return <BadPlan notFound />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton lines={6} />;
  const { plan, history, next_7_days } = info.data;
  const title = titleOf(plan.book_title_ja, plan.book_title_en, i18n.language);
  const learned = history.reduce((n, d) => n + d.new_learned, 0);
  const answered = history.reduce((n, d) => n + d.right + d.wrong, 0);
  return (
    <div className="page sw-page" data-testid="sw-plan-info">
      <PlanHeader title={t("sw.plan_info")} plan={plan} />
      <section className="card" aria-labelledby="sw-info-mastery">
        <h2 id="sw-info-mastery">{t("sw.mastery")}</h2>
        <p className="muted">
          {t("sw.total_words", { count: plan.total_words })}・
          {t("sw.daily_new_value", { count: plan.daily_new })}
        </p>
        <MasteryBar
          counts={plan.counts}
          label={t("sw.mastery_label", { name: title })}
          testId="sw-info-bar"
        />
      </section>
      <section className="card" aria-labelledby="sw-info-history">
        <h2 id="sw-info-history">{t("sw.history_title")}</h2>
        {answered === 0 ? (
          <p className="muted" data-testid="sw-history-empty">
            {t("sw.history_empty")}
          </p>
        ) : (
          <>
            <DayColumns
              title={t("sw.history_title")}
              columns={history.map((d) => ({ date: d.date, values: [d.right, d.wrong] }))}
              series={[
                { name: t("sw.right"), className: "sw-right" },
                { name: t("sw.wrong"), className: "sw-wrong" },
              ]}
              dateLabel={shortDate}
              dateHeader={t("sw.date")}
              testId="sw-history-chart"
            />
            <p className="muted">
              {t("sw.new_learned")}: {learned}
            </p>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="sw-info-forecast">
        <h2 id="sw-info-forecast">{t("sw.forecast_title")}</h2>
        <DayColumns
          title={t("sw.forecast_title")}
          columns={next_7_days.map((d) => ({ date: d.date, values: [d.due] }))}
          series={[{ name: t("sw.due"), className: "sw-due" }]}
          dateLabel={shortDate}
          dateHeader={t("sw.date")}
          testId="sw-forecast-chart"
        />
      </section>
      <div className="sw-actions">
        <Link className="btn btn-primary" to={studyWordUrls.todayTask(plan.plan_id)}>
          {t("sw.today")}
        </Link>
        <Link className="btn btn-secondary" to={studyWordUrls.list(plan.plan_id)}>
          {t("sw.word_list")}
        </Link>
      </div>
    </div>
  );
}
