import { AiHomeworkCard } from "@web/features/ai-homework/exports/ai-homework-card.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCoursesQuery } from "../api.ts";
import { CourseCard } from "../components/CourseCard.tsx";
import { Loading } from "../components/Loading.tsx";
import { PageError } from "../components/PageError.tsx";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy: the four grammar courses with the student's progress, mastery summary and the way to go on,
 * and the grammar reference.
 * @returns the page
 */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("aist.title"));
  const courses = useCoursesQuery();
  if (courses.isError) return <PageError error={courses.error} onRetry={() => void courses.refetch()} />;
  if (!courses.data) return <Loading />;
  const list = courses.data.courses;
  return (
    <div className="page aist-page" data-testid="aist-home">
      <h1>{t("aist.title")}</h1>
      <p className="muted">{t("aist.lead")}</p>
      <AiHomeworkCard />
      <p>
        <Link to={aiStudyUrls.document()} data-testid="aist-document-link">
          {t("aist.document")}
        </Link>
      </p>
      {list.length === 0 ? (
        <p className="muted">{t("aist.empty")}</p>
      ) : (
        <ul className="aist-courses">
          {list.map((c) => (
            <li key={c.course_id}>
              <CourseCard course={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
