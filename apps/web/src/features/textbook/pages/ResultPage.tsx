import type { ResourceInfoBase } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { AttemptResult } from "@web/exercises/shell/AttemptResult.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useResourceContentQuery, useTopicAnswerResultQuery } from "../api.ts";
import { ResultActions } from "../components/ResultActions.tsx";
import "../i18n.ts";

/** Props of {@link ResultPage}: other modules (skill-up) reuse the page with their own links. */
export type ResultPageProps = {
  /** the links below the result (textbook: try again and the next resource of the unit) */
  actions?: (resource: ResourceInfoBase) => ReactNode;
  testId?: string;
};

const textbookActions = (resource: ResourceInfoBase) => <ResultActions resource={resource} />;

/**
 * /textbook/details/result?res_code&guid: the attempt's result with the next-resource link.
 * @param props - optional links and test id (defaults: the textbook's)
 * @returns the page
 */
export default function ResultPage({
  actions = textbookActions,
  testId = "textbook-result-page",
}: ResultPageProps = {}) {
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
    <div className="page" data-testid={testId}>
      <AttemptResult result={result.data} content={content} actions={actions(result.data.resource)} />
      <p>
        <Link to="/history/index">{t("textbook.history")}</Link>
      </p>
    </div>
  );
}
