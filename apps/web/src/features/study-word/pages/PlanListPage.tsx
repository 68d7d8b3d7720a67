import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePlansQuery } from "../api.ts";
import { PlanCard } from "../components/PlanCard.tsx";
import "../i18n.ts";
import { studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/plan: the student's word-study plans (their own and those a teacher assigned), each with its
 * mastery and today's progress, and the way to add one.
 * @returns the page
 */
export default function PlanListPage() {
  const { t } = useTranslation();
  usePageTitle(t("sw.title"));
  const plans = usePlansQuery();
  const items = plans.data?.items ?? [];
  return (
    <div className="page sw-page" data-testid="sw-plan-list">
      <h1>{t("sw.title")}</h1>
      <p className="muted">{t("sw.lead")}</p>
      {plans.isError && <LoadError onRetry={() => void plans.refetch()} />}
      {plans.isPending && <Skeleton />}
      {plans.data && items.length === 0 && (
        <p className="notice-box" data-testid="sw-no-plans">
          {t("sw.no_plans")}
        </p>
      )}
      {items.length > 0 && (
        <ul className="sw-plans">
          {items.map((p) => (
            <PlanCard key={p.plan_id} plan={p} />
          ))}
        </ul>
      )}
      <div className="sw-actions">
        <Link className="btn btn-primary" to={studyWordUrls.addPlan()} data-testid="sw-add-plan">
          {t("sw.add_plan")}
        </Link>
        {/* the spec's other /study_word child: the class's word tests (features/word-tests) */}
        <Link className="btn btn-ghost" to="/study_word/test">
          {t("sw.word_tests")}
        </Link>
      </div>
    </div>
  );
}
