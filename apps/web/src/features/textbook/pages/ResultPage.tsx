import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { AttemptResult } from "@web/exercises/shell/AttemptResult.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useResourceContentQuery, useTopicAnswerResultQuery } from "../api.ts";
import { ResultActions } from "../components/ResultActions.tsx";
import "../i18n.ts";

/**
 * /textbook/details/result?res_code&guid: the attempt's result with the next-resource link.
 * @returns the page
 */
export default function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resCode = params.get("res_code")?.trim() ?? "";
  const guid = params.get("guid")?.trim() ?? "";
  const result = useTopicAnswerResultQuery(resCode, guid);
  const content = useResourceContentQuery(result.data?.resource.resource_url ?? "");
  usePageTitle(t("result.title"));
  if (!resCode || !guid) return <p role="alert">{t("textbook.bad_link", { what: "res_code / guid" })}</p>;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner />;
  return (
    <div className="page" data-testid="textbook-result-page">
      <AttemptResult
        result={result.data}
        content={content}
        actions={<ResultActions resource={result.data.resource} />}
      />
      <p>
        <Link to="/history/index">{t("textbook.history")}</Link>
      </p>
    </div>
  );
}
