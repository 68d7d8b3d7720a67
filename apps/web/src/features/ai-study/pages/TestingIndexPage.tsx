import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useTestingIndexQuery } from "../api.ts";
import { CourseLinks } from "../components/CourseLinks.tsx";
import { Loading } from "../components/Loading.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import "../i18n.ts";
import { aiStudyUrls, idOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/testing/index?course_id=: the course's check test: what it covers, its time limit and
 * questions, the start, and the past results (each opens its paper).
 * @returns the page
 */
export default function TestingIndexPage() {
  const [params] = useSearchParams();
  const courseId = idOf(params.get("course_id"));
  return courseId ? <Testing courseId={courseId} /> : <BadLink />;
}

function Testing({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const testing = useTestingIndexQuery(courseId);
  const en = i18n.language === "en";
  const intro = testing.data?.testing_introduction;
  usePageTitle(intro ? (en ? intro.title_en : intro.title_ja) : t("aist.test"));
  if (testing.isError) return <PageError error={testing.error} onRetry={() => void testing.refetch()} />;
  if (!testing.data || !intro) return <Loading />;
  const { testing_resource: res, paper_doc: papers } = testing.data;
  return (
    <div className="page aist-page" data-testid="aist-testing-index">
      <Link className="aist-back" to={aiStudyUrls.list(courseId)}>
        {t("aist.back_list")}
      </Link>
      <h1>{en ? intro.title_en : intro.title_ja}</h1>
      <CourseLinks courseId={courseId} />
      <section className="card aist-test-intro" aria-label={t("aist.test")}>
        <p>{intro.introduction_ja}</p>
        <p className="aist-test-facts" data-testid="aist-test-facts">
          {t("aist.testing.lead", {
            min: res.time_limit_minutes,
            n: res.item_count,
            points: intro.point_count,
          })}
        </p>
        <Link
          className="btn btn-primary"
          to={aiStudyUrls.testingDetails(courseId)}
          data-testid="aist-test-start"
        >
          {t("aist.testing.start")}
        </Link>
      </section>
      <section aria-labelledby="aist-papers-title">
        <h2 id="aist-papers-title">{t("aist.testing.papers")}</h2>
        {papers.length === 0 ? (
          <p className="muted">{t("aist.testing.no_papers")}</p>
        ) : (
          <ul className="aist-papers">
            {papers.map((p) => (
              <li key={p.guid} data-testid="aist-paper">
                <Link to={aiStudyUrls.testingDetails(courseId, p.guid)}>
                  {t("aist.testing.paper_row", {
                    date: formatDate(p.submitted_at, i18n.language),
                    score: p.score,
                    correct: p.correct,
                    total: p.total,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
