import type { HomeworkListItem } from "@hibiki/contracts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homeworkUrls } from "../routes.tsx";
import { shownPercent } from "../rules.ts";

/**
 * One homework in the list: title, teacher and class, deadline, status (expired shown), best score and
 * attempts; the whole row opens the detail.
 * @param props - the list item
 * @returns the row
 */
export function HomeworkRow({ item }: { item: HomeworkListItem }) {
  const { t, i18n } = useTranslation();
  const attempts =
    item.has_limit === 1
      ? t("homework.attempts_limit", { used: item.attempts_used, limit: item.limit_number })
      : t("homework.attempts", { used: item.attempts_used });
  return (
    <li>
      <Link
        to={homeworkUrls.detail(item.homework_id, item.message_id)}
        className="card hw-row"
        data-testid="homework-row"
        data-homework-id={item.homework_id}
        data-status={item.status}
      >
        <span className="hw-row-top">
          <strong>{item.title}</strong>
          <span className="hw-status" data-status={item.status} data-expired={item.is_expired}>
            {item.is_expired === 1 && item.status === "not_submitted"
              ? t("homework.expired")
              : t(`homework.status_${item.status}`)}
          </span>
        </span>
        <span className="hw-meta muted">
          <span>{t("homework.from_teacher", { teacher: item.teacher_name, class: item.class_name })}</span>
          <span>{t("homework.deadline", { date: formatDate(item.deadline, i18n.language) })}</span>
          <span>{attempts}</span>
          {item.attempts_used > 0 && (
            <span>{t("homework.best", { percent: shownPercent(item.best_percent) })}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
