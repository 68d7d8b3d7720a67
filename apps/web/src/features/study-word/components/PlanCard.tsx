import type { StudyWordPlan } from "@hibiki/contracts/study-word";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { titleOf } from "../format.ts";
import "../i18n.ts";
import { studyWordUrls } from "../urls.ts";
import { MasteryBar } from "./MasteryBar.tsx";

/**
 * One plan on the plan list: its word book, who assigned it, the daily amount, the words by mastery as a
 * stacked bar, today's progress and the ways in (today's task, record, word list, change).
 * @param props - the plan
 * @returns the card
 */
export function PlanCard({ plan }: { plan: StudyWordPlan }) {
  const { t, i18n } = useTranslation();
  const title = titleOf(plan.book_title_ja, plan.book_title_en, i18n.language);
  const headId = `sw-plan-${plan.plan_id}`;
  const total = plan.today.new_total + plan.today.review_total;
  return (
    <li className="card sw-plan" data-testid="sw-plan" data-plan-id={plan.plan_id} aria-labelledby={headId}>
      <div className="sw-plan-head">
        <h2 id={headId}>{title}</h2>
        <span className="muted">
          {t("sw.total_words", { count: plan.total_words })}・
          {t("sw.daily_new_value", { count: plan.daily_new })}
        </span>
      </div>
      {plan.assigned_by && <span className="chip">{t("sw.assigned_by", { name: plan.assigned_by })}</span>}
      <MasteryBar counts={plan.counts} label={t("sw.mastery_label", { name: title })} />
      <p className="sw-today" data-finished={plan.today.finished ? "1" : "0"} data-testid="sw-plan-today">
        {plan.today.finished ? t("sw.today_done") : t("sw.today_progress", { done: plan.today.done, total })}
      </p>
      <div className="sw-actions">
        <Link
          className="btn btn-primary"
          to={studyWordUrls.todayTask(plan.plan_id)}
          data-testid="sw-open-today"
        >
          {t("sw.today")}
        </Link>
        <Link className="btn btn-secondary" to={studyWordUrls.planInfo(plan.plan_id)}>
          {t("sw.plan_info")}
        </Link>
        <Link className="btn btn-secondary" to={studyWordUrls.list(plan.plan_id)}>
          {t("sw.word_list")}
        </Link>
        <Link className="btn btn-ghost" to={studyWordUrls.editPlan(plan.plan_id)}>
          {t("sw.edit_plan")}
        </Link>
      </div>
    </li>
  );
}
