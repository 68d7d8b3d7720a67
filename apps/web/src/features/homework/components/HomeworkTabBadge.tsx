import { CountBadge } from "@web/components/CountBadge.tsx";
import { useTranslation } from "react-i18next";
import { useHomeworkNoticeTotalQuery } from "../notice-total.ts";

/**
 * The unfinished-homework badge for the homeworkList tab (homework-for-student/new-notice-total; "99+"
 * above 99, nothing at zero). Its label is in the app's own strings, so the shell does not load every
 * homework string.
 * @returns the badge
 */
export function HomeworkTabBadge() {
  const { t } = useTranslation();
  const count = useHomeworkNoticeTotalQuery().data?.unfinished_homework_count ?? 0;
  return <CountBadge count={count} label={t("home.homework_badge", { count })} />;
}
