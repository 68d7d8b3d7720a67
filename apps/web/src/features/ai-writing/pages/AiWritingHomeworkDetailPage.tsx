import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { EngineResultView } from "@web/components/writing/EngineResultView.tsx";
import { TryAgainButton } from "@web/components/writing/TryAgainButton.tsx";
import { useHomeworkResultQuery } from "@web/features/homework/api.ts";
import { NoAnswerYet } from "@web/features/homework/exports/no-answer-yet.ts";
import { homeworkUrls } from "@web/features/homework/routes.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";

const idParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /ai-writing/homework-detail?homework_id&topic_id&guid: a writing homework's checked result in homework
 * mode: highlights, chart, the sample answer when the teacher allows it, the teacher's comments with the
 * "comment from teacher" label, and try-again unless the homework expired or its attempts are used up.
 * @returns the page
 */
export default function AiWritingHomeworkDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t("ai_writing.title"));
  const [params] = useSearchParams();
  const homeworkId = idParam(params.get("homework_id"));
  const topicId = idParam(params.get("topic_id"));
  const q = useHomeworkResultQuery(homeworkId, topicId, params.get("guid") ?? "");
  if (homeworkId === null || topicId === null) return <p role="alert">{t("writing.missing_id")}</p>;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data) return <Spinner />;
  // Nothing handed in yet is not a failure: say so and offer the writing.
  if (q.data.has_result === 0) return <NoAnswerYet result={q.data} />;
  const d = q.data;
  const writings = d.answer_data.items.filter((a) => typeof a.engine_result === "string" && a.engine_result);
  return (
    <div className="page stack" data-testid="ai-writing-homework-detail">
      <h1>{d.resource.res_title}</h1>
      {writings.length === 0 && <p className="muted">{t("writing.no_answer")}</p>}
      {writings.map((a) => (
        <EngineResultView
          key={a.question_id}
          url={String(a.engine_result)}
          correctNotes={d.correct_notes.filter((n) => n.question_id === a.question_id)}
          homework
        />
      ))}
      <TryAgainButton
        previous={homeworkUrls.practice(d.resource.kind, homeworkId, topicId, d.is_expired)}
        from={params.get("from")}
        homework
        isExpired={d.is_expired}
        hasLimit={d.config.has_limit}
        remaining={d.remaining_attempts ?? undefined}
      />
    </div>
  );
}
