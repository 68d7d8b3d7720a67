import type { TopicAnswerResult } from "@hibiki/contracts";
import type { Resource } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import type { ReactNode } from "react";
import { ResultScreen } from "./ResultScreen.tsx";
import { filterResource } from "./steps.ts";

/** The resource content as a query gives it: the page loads it through its own feature's api. */
export type ResourceContentState = { data?: Resource | undefined; isError: boolean; refetch: () => unknown };

/**
 * One attempt's result (textbook result, history deep view): waits for the resource content, keeps only
 * the attempt's questions and renders the result screen in the attempt's mode. Links below it come from
 * the page, so this shell piece depends on no feature.
 * @param props - the topic-answer-result data, the resource content state and the actions below the result
 * @returns the result
 */
export function AttemptResult({
  result,
  content,
  actions,
}: {
  result: TopicAnswerResult;
  content: ResourceContentState;
  actions?: ReactNode;
}) {
  if (content.isError) return <LoadError onRetry={() => void content.refetch()} />;
  if (!content.data) return <Spinner />;
  const resource = filterResource(content.data, result.resource.question_ids);
  const mode = result.answer_data.practice_type === "exam" ? "exam" : "practice";
  return (
    <ResultScreen
      resource={resource}
      assetBase={result.resource.asset_base}
      answerData={result.answer_data}
      summary={result.summary}
      grade={result.grade}
      mode={mode}
      actions={actions}
    />
  );
}
