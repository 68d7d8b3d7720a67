import { CountBadge } from "@web/components/CountBadge.tsx";
import { useTranslation } from "react-i18next";
import { useHomeworkNoticeTotalQuery } from "../notice-total.ts";
import "../i18n.ts";

/**
 * The unfinished-homework badge for the homeworkList tab (homework-for-student/new-notice-total; "99+"
 * above 99, nothing at zero).
 * @returns the badge
 */
export function HomeworkTabBadge() {
  const { t } = useTranslation();
  const count = useHomeworkNoticeTotalQuery().data?.unfinished_homework_count ?? 0;
  return <CountBadge count={count} label={t("homework.unfinished", { count })} />;
}
