import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { studyWordUrls } from "../urls.ts";

/**
 * Shown when a plan page's id is malformed or the plan is not the student's.
 * @param props - notFound: the id was well formed but no plan has it
 * @returns the message with the way back
 */
export function BadPlan({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page sw-page" data-testid="sw-bad-plan">
      <p role="alert">{t(notFound ? "sw.not_found" : "sw.bad_link")}</p>
      <Link className="btn btn-secondary" to={studyWordUrls.plans()}>
        {t("sw.back_plans")}
      </Link>
    </div>
  );
}
