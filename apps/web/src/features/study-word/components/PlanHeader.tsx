import type { StudyWordPlan } from "@hibiki/contracts/study-word";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { titleOf } from "../format.ts";
import "../i18n.ts";
import { studyWordUrls } from "../urls.ts";

/**
 * The heading of a plan's pages: the page name, the plan's word book and the way back to the plans.
 * @param props - the page title and the plan (null while it loads)
 * @returns the header
 */
export function PlanHeader({ title, plan }: { title: string; plan: StudyWordPlan | null }) {
  const { t, i18n } = useTranslation();
  return (
    <header className="sw-plan-head">
      <div>
        <h1>{title}</h1>
        {plan && <p className="muted">{titleOf(plan.book_title_ja, plan.book_title_en, i18n.language)}</p>}
      </div>
      <Link to={studyWordUrls.plans()}>{t("sw.back_plans")}</Link>
    </header>
  );
}
