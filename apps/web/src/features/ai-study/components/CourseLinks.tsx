import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";

/**
 * A course's other screens: the check test, the AI's picks and the study report.
 * @param props - the course
 * @returns the links
 */
export function CourseLinks({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  return (
    <nav className="aist-course-links" aria-label={t("aist.course_menu")}>
      <Link
        className="btn btn-secondary btn-sm"
        to={aiStudyUrls.recommend(courseId)}
        data-testid="aist-recommend-link"
      >
        {t("aist.recommend")}
      </Link>
      <Link
        className="btn btn-secondary btn-sm"
        to={aiStudyUrls.testing(courseId)}
        data-testid="aist-testing-link"
      >
        {t("aist.test")}
      </Link>
      <Link
        className="btn btn-secondary btn-sm"
        to={aiStudyUrls.report(courseId)}
        data-testid="aist-report-link"
      >
        {t("aist.report")}
      </Link>
    </nav>
  );
}
