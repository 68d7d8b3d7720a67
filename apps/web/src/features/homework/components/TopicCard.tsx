import type { HomeworkDetail, HomeworkTopic } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n-returned.ts";
import { Link } from "react-router";
import { homeworkUrls } from "../routes.tsx";
import { canTryAgain, shownPercent } from "../rules.ts";
import { ReturnedWorkNotice } from "./ReturnedWorkNotice.tsx";

/**
 * One topic of a homework: status, best score, attempts left, and Start / Try again / View result.
 * A first attempt is allowed after the deadline (recorded late); another one follows the try-again rule.
 * A topic the teacher returned says so, with the reason and the notes, and offers the rewrite.
 * @param props - the homework and the topic
 * @returns the card
 */
export function TopicCard({ homework, topic }: { homework: HomeworkDetail; topic: HomeworkTopic }) {
  const { t } = useTranslation();
  const noneLeft = homework.has_limit === 1 && (topic.remaining_attempts ?? 0) <= 0;
  const first = topic.attempts_used === 0;
  const again =
    !first &&
    canTryAgain({
      is_expired: homework.is_expired,
      has_limit: homework.has_limit,
      remaining_attempts: topic.remaining_attempts,
    });
  const practice = homeworkUrls.practice(
    topic.kind,
    homework.homework_id,
    topic.topic_id,
    homework.is_expired,
  );
  const returned = topic.returned;
  return (
    <li
      className="card hw-topic"
      data-testid="homework-topic"
      data-topic-id={topic.topic_id}
      data-returned={returned ? 1 : 0}
    >
      <div>
        <strong>{topic.title}</strong>
        <div className="hw-meta muted">
          <span>{returned ? t("homework.status_returned") : t(`homework.status_${topic.status}`)}</span>
          {!first && <span>{t("homework.best", { percent: shownPercent(topic.best_percent) })}</span>}
          <span>{t("homework.attempts", { used: topic.attempts_used })}</span>
          {homework.has_limit === 1 && (
            <span data-testid="topic-remaining">
              {t("homework.remaining", { count: topic.remaining_attempts ?? 0 })}
            </span>
          )}
        </div>
      </div>
      <div className="hw-actions">
        {first && !noneLeft && (
          <Link className="btn btn-primary" to={practice} data-testid="topic-start">
            {returned ? t("homework.rewrite") : t("homework.start")}
          </Link>
        )}
        {again && (
          <Link className="btn btn-secondary" to={practice} data-testid="topic-again">
            {t("homework.continue")}
          </Link>
        )}
        {returned && !topic.last_guid && (
          <Link
            className="btn btn-ghost"
            to={homeworkUrls.result(topic.kind, homework.homework_id, topic.topic_id, returned.guid)}
            data-testid="topic-returned-result"
          >
            {t("homework.view_returned")}
          </Link>
        )}
        {topic.last_guid && (
          <Link
            className="btn btn-ghost"
            to={homeworkUrls.result(topic.kind, homework.homework_id, topic.topic_id, topic.last_guid)}
            data-testid="topic-result"
          >
            {t("homework.view_result")}
          </Link>
        )}
        {noneLeft && first && <span className="muted">{t("homework.no_attempts")}</span>}
      </div>
      {returned && <ReturnedWorkNotice work={returned} />}
    </li>
  );
}
