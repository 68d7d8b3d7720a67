import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { AttemptResult } from "@web/features/textbook/components/AttemptResult.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useHistoryDeepQuery } from "../api.ts";
import "../i18n.ts";
import { historyUrls } from "../routes.tsx";

/**
 * /history/details_deep?guid: the full result of one of the student's own attempts.
 * @returns the page
 */
export default function HistoryDeepPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const guid = params.get("guid")?.trim() ?? "";
  const deep = useHistoryDeepQuery(guid);
  usePageTitle(t("history.title"));
  if (!guid) return <p role="alert">guid?</p>;
  if (deep.isError) return <LoadError onRetry={() => void deep.refetch()} />;
  if (!deep.data) return <Spinner />;
  return (
    <div className="page" data-testid="history-deep-page">
      <p>
        <Link to={historyUrls.details(deep.data.resource.res_code)}>{t("common.back")}</Link>
      </p>
      <AttemptResult result={deep.data} />
    </div>
  );
}
