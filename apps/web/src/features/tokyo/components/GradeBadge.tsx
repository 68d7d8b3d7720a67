import type { TokyoGrade } from "@hibiki/exercises/tokyo";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * A grade A-F as a coloured badge, named in words for screen readers.
 * @param props - the grade and an optional size
 * @returns the badge
 */
export function GradeBadge({ grade, large = false }: { grade: TokyoGrade; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`tk-grade tk-grade-${grade}${large ? " is-large" : ""}`}
      data-testid="tk-grade"
      data-grade={grade}
    >
      <span aria-hidden="true">{grade}</span>
      <span className="sr-only">{t("tokyo.grade", { grade })}</span>
    </span>
  );
}
