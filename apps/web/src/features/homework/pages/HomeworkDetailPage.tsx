import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useHomeworkDetailQuery } from "../api.ts";
import { TopicCard } from "../components/TopicCard.tsx";
import "../homework.css";
import "../i18n.ts";
import { idFromQuery } from "../rules.ts";

/**
 * /homework/detail?homework_id&message_id: the homework with the teacher's comment, deadline (expired
 * noted), required times and each topic with its actions.
 * @returns the page
 */
export default function HomeworkDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const homeworkId = idFromQuery(params.get("homework_id"));
  const detail = useHomeworkDetailQuery(homeworkId);
  usePageTitle(detail.data?.title ?? t("homework.title"));
  if (homeworkId === null) return <p role="alert">{t("homework.bad_link", { what: "homework_id" })}</p>;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spinner />;
  const hw = detail.data;
  return (
    <div className="page" data-testid="homework-detail-page" data-status={hw.status}>
      <h1>{hw.title}</h1>
      <p className="hw-meta muted">
        <span>{t("homework.from_teacher", { teacher: hw.teacher_name, class: hw.class_name })}</span>
        <span>{t("homework.deadline", { date: formatDate(hw.deadline, i18n.language) })}</span>
        {hw.is_expired === 1 && (
          <span className="hw-status" data-expired="1">
            {t("homework.expired")}
          </span>
        )}
      </p>
      {hw.is_expired === 1 && hw.status === "not_submitted" && (
        <p className="tip" data-testid="homework-expired-note">
          {t("homework.expired_note")}
        </p>
      )}
      {hw.required_times > 0 && <p>{t("homework.required", { count: hw.required_times })}</p>}
      {hw.comment && (
        <section className="hw-note" aria-label={t("homework.comment")}>
          <strong>{t("homework.comment")}</strong>
          <p data-testid="homework-comment">{hw.comment}</p>
        </section>
      )}
      <h2>{t("homework.topics")}</h2>
      <ul className="hw-list">
        {hw.topics.map((topic) => (
          <TopicCard key={topic.topic_id} homework={hw} topic={topic} />
        ))}
      </ul>
    </div>
  );
}
