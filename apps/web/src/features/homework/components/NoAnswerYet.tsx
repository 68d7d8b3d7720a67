import type { HomeworkTopicResult } from "@hibiki/contracts/homework";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { homeworkUrls } from "../routes.tsx";

/** The empty topic result: has_result 0 of homework/topic-answer-result. */
export type EmptyTopicResult = Extract<HomeworkTopicResult, { has_result: 0 }>;

/**
 * What a homework topic's result page shows before the student has answered it: that there is nothing
 * yet, and the next step: start the topic (late work included), or, when it can no longer be answered,
 * why; always the way back to the homework.
 * @param props - the empty result; topicType: the route's kind (defaults to the resource's)
 * @returns the empty state
 */
export function NoAnswerYet({ result, topicType }: { result: EmptyTopicResult; topicType?: string }) {
  const { t } = useTranslation();
  const start = homeworkUrls.practice(
    topicType || result.resource.kind,
    result.homework_id,
    result.topic_id,
    result.is_expired,
  );
  return (
    <section className="card hw-empty" data-testid="homework-no-answer" aria-labelledby="hw-empty-title">
      <h1 id="hw-empty-title">{result.resource.res_title}</h1>
      <p className="hw-empty-lead">{t("homework.no_answer_yet")}</p>
      <p className="muted">
        {result.can_answer === 1
          ? result.is_expired === 1
            ? t("homework.expired_note")
            : t("homework.no_answer_next")
          : t("homework.no_answer_closed")}
      </p>
      <div className="hw-actions">
        {result.can_answer === 1 && (
          <Link className="btn btn-primary" to={start} replace data-testid="homework-start-topic">
            {t("homework.start_topic")}
          </Link>
        )}
        <Link
          className={result.can_answer === 1 ? "btn btn-secondary" : "btn btn-primary"}
          to={homeworkUrls.detail(result.homework_id)}
          data-testid="back-to-homework"
        >
          {t("homework.back_to_detail")}
        </Link>
      </div>
    </section>
  );
}
