import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { AttemptResult } from "@web/exercises/shell/AttemptResult.tsx";
import { useResourceContentQuery } from "@web/features/textbook/api.ts";
import { textbookUrls } from "@web/features/textbook/routes.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useHistoryDeepQuery } from "../api.ts";
import { MissingParam } from "../components/MissingParam.tsx";
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
  const content = useResourceContentQuery(deep.data?.resource.resource_url ?? "");
  usePageTitle(t("history.title"));
  if (!guid) return <MissingParam message={t("history.missing_guid")} linkText={t("history.to_index")} />;
  if (deep.isError) return <LoadError onRetry={() => void deep.refetch()} />;
  if (!deep.data) return <Spinner />;
  return (
    <div className="page" data-testid="history-deep-page">
      <p>
        <Link to={historyUrls.details(deep.data.resource.res_code)}>{t("common.back")}</Link>
      </p>
      <AttemptResult
        result={deep.data}
        content={content}
        actions={
          <Link
            className="btn btn-secondary"
            to={textbookUrls.details(deep.data.resource.res_code, "practice")}
            data-testid="try-again"
          >
            {t("history.again")}
          </Link>
        }
      />
    </div>
  );
}
