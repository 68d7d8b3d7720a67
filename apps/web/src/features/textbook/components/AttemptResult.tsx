import type { TopicAnswerResult } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ResultScreen } from "@web/exercises/shell/ResultScreen.tsx";
import { filterResource } from "@web/exercises/shell/steps.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNextResourceQuery, useResourceContentQuery } from "../api.ts";
import { textbookUrls } from "../routes.tsx";

/**
 * One attempt's result (textbook result and history deep view): loads the resource content, renders the
 * result screen and, when asked, the next-resource link and "try again".
 * @param props - the topic-answer-result data and whether to show the next-resource link
 * @returns the result
 */
export function AttemptResult({
  result,
  withNext = false,
}: {
  result: TopicAnswerResult;
  withNext?: boolean;
}) {
  const { t } = useTranslation();
  const content = useResourceContentQuery(result.resource.resource_url);
  const next = useNextResourceQuery(withNext ? result.resource.res_id : 0);
  if (content.isError) return <LoadError onRetry={() => void content.refetch()} />;
  if (!content.data) return <Spinner />;
  const resource = filterResource(content.data, result.resource.question_ids);
  const attemptMode = result.answer_data.practice_type;
  const mode = attemptMode === "exam" ? "exam" : "practice";
  const nextRes = next.data?.next;
  return (
    <ResultScreen
      resource={resource}
      assetBase={result.resource.asset_base}
      answerData={result.answer_data}
      summary={result.summary}
      grade={result.grade}
      mode={mode}
      actions={
        <>
          <Link
            className="btn btn-secondary"
            to={textbookUrls.details(result.resource.res_code, "practice")}
            data-testid="try-again"
          >
            {t("textbook.again")}
          </Link>
          {withNext && nextRes && (
            <Link
              className="btn btn-primary"
              to={textbookUrls.details(nextRes.res_code, "practice")}
              data-testid="next-resource"
            >
              {t("textbook.next_resource", { title: nextRes.res_title })}
            </Link>
          )}
          {withNext && next.data && !nextRes && <span className="muted">{t("textbook.last_of_unit")}</span>}
        </>
      }
    />
  );
}
