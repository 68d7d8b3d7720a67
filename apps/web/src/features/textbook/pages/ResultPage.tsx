import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useTopicAnswerResultQuery } from "../api.ts";
import { AttemptResult } from "../components/AttemptResult.tsx";
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
  usePageTitle(t("result.title"));
  if (!resCode || !guid) return <p role="alert">{t("textbook.bad_link", { what: "res_code / guid" })}</p>;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner />;
  return (
    <div className="page" data-testid="textbook-result-page">
      <AttemptResult result={result.data} withNext />
      <p>
        <Link to="/history/index">{t("textbook.history")}</Link>
      </p>
    </div>
  );
}
