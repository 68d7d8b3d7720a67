import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ResultScreen } from "@web/exercises/shell/ResultScreen.tsx";
import { filterResource } from "@web/exercises/shell/steps.ts";
import { useResourceContentQuery } from "@web/features/textbook/api.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { useHomeworkResultQuery } from "../api.ts";
import { AttemptHistory } from "../components/AttemptHistory.tsx";
import { NoAnswerYet } from "../components/NoAnswerYet.tsx";
import { TeacherNotes } from "../components/TeacherNotes.tsx";
import "../homework.css";
import "../i18n.ts";
import { homeworkUrls } from "../routes.tsx";
import { canTryAgain, idFromQuery } from "../rules.ts";

/**
 * /homework/practice/result/{topicType}?homework_id&topic_id[&guid]: the attempt's result in homework mode,
 * the teacher's notes with the teacher's name, "try again" by the homework rules and the way back, and the
 * topic's attempts (returned ones with the reason) to compare with earlier work.
 * @returns the page
 */
export default function HomeworkResultPage() {
  const { t } = useTranslation();
  const { topicType = "" } = useParams();
  const [params] = useSearchParams();
  const homeworkId = idFromQuery(params.get("homework_id"));
  const topicId = idFromQuery(params.get("topic_id"));
  const guid = params.get("guid")?.trim() ?? "";
  const result = useHomeworkResultQuery(homeworkId, topicId, guid);
  const answered = result.data?.has_result === 1 ? result.data : undefined;
  const content = useResourceContentQuery(answered?.resource.resource_url ?? "");
  usePageTitle(t("result.title"));
  const texts = useMemo(
    () =>
      new Map(
        (answered?.answer_data.items ?? []).map((a) => {
          const r = a as { question_id: string; content?: unknown; answer_result?: unknown };
          const text =
            typeof r.content === "string"
              ? r.content
              : typeof r.answer_result === "string"
                ? r.answer_result
                : "";
          return [String(r.question_id), text] as const;
        }),
      ),
    [answered],
  );
  if (homeworkId === null || topicId === null)
    return <p role="alert">{t("homework.bad_link", { what: "homework_id / topic_id" })}</p>;
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  // Nothing answered yet is not a failure: say so and offer the topic.
  if (result.data?.has_result === 0) return <NoAnswerYet result={result.data} topicType={topicType} />;
  if (content.isError) return <LoadError onRetry={() => void content.refetch()} />;
  if (!answered || !content.data) return <Spinner />;
  const r = answered;
  const again = canTryAgain({
    is_expired: r.is_expired,
    has_limit: r.config.has_limit,
    remaining_attempts: r.remaining_attempts,
  });
  return (
    <div className="page" data-testid="homework-result-page">
      {/* The teacher's comments come first: they are what the student comes back for. */}
      <TeacherNotes notes={r.correct_notes} texts={texts} />
      <ResultScreen
        resource={filterResource(content.data, r.resource.question_ids)}
        assetBase={r.resource.asset_base}
        answerData={r.answer_data}
        summary={r.summary}
        grade={r.grade}
        mode="homework"
        actions={
          <>
            {again && (
              <Link
                className="btn btn-secondary"
                to={homeworkUrls.practice(topicType || r.resource.kind, homeworkId, topicId, r.is_expired)}
                replace
                data-testid="try-again"
              >
                {t("homework.continue")}
              </Link>
            )}
            <Link
              className="btn btn-primary"
              to={homeworkUrls.detail(homeworkId)}
              data-testid="back-to-homework"
            >
              {t("homework.back_to_detail")}
            </Link>
          </>
        }
      />
      <AttemptHistory
        history={r.history}
        current={r.answer_data.guid}
        kind={topicType || r.resource.kind}
        homeworkId={homeworkId}
        topicId={topicId}
      />
    </div>
  );
}
