import type { AiCourseSummary } from "@hibiki/contracts";
import { AI_MASTERY_LABELS } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";
import { MasteryChip } from "./MasteryChip.tsx";

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * One course on the AI study home: its title and level, the steps done as a bar, the lessons done, how
 * many points are at each mastery label, the last test score, and the way on (continue, the lessons).
 * @param props - the course summary
 * @returns the card
 */
export function CourseCard({ course: c }: { course: AiCourseSummary }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const stagesTotal = c.lesson_count * 4;
  const pct = stagesTotal === 0 ? 0 : Math.round((c.stages_done / stagesTotal) * 100);
  const title = en ? c.title_en : c.title_ja;
  const started = c.stages_done > 0;
  return (
    <article
      className="card aist-course"
      data-testid="aist-course"
      data-course={c.course_id}
      aria-labelledby={`aist-course-${c.course_id}`}
    >
      <span
        className="aist-course-band"
        style={HEX.test(c.color) ? { background: c.color } : undefined}
        aria-hidden="true"
      />
      <h2 id={`aist-course-${c.course_id}`} className="aist-course-title">
        {title}
        <span className="aist-chip aist-level">{t("aist.level", { level: c.level })}</span>
      </h2>
      <div
        className="aist-meter"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={t("aist.stages_done", { done: c.stages_done, total: stagesTotal })}
      >
        <span className="aist-meter-fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="aist-course-progress" data-testid="aist-course-progress">
        <span>{t("aist.lessons_done", { done: c.lessons_done, total: c.lesson_count })}</span>
        <span className="muted">{t("aist.stages_done", { done: c.stages_done, total: stagesTotal })}</span>
      </p>
      <ul className="aist-summary" aria-label={t("aist.summary")} data-testid="aist-course-mastery">
        {AI_MASTERY_LABELS.map((label) => (
          <li key={label} data-label={label} data-count={c.mastery[label]}>
            <MasteryChip label={label} /> <span className="aist-count">{c.mastery[label]}</span>
          </li>
        ))}
      </ul>
      <p className="muted aist-course-test">
        {c.last_test_score === null ? t("aist.no_test") : t("aist.last_test", { n: c.last_test_score })}
      </p>
      <div className="aist-actions">
        {c.next_lesson_id ? (
          <Link
            className="btn btn-primary"
            to={aiStudyUrls.practice(c.next_lesson_id)}
            data-testid="aist-continue"
          >
            {started ? t("aist.continue") : t("aist.start_course")}
          </Link>
        ) : (
          <span className="aist-done-all">{t("aist.all_done")}</span>
        )}
        <Link className="btn btn-secondary" to={aiStudyUrls.list(c.course_id)} data-testid="aist-open-course">
          {t("aist.open_course")}
        </Link>
      </div>
    </article>
  );
}
