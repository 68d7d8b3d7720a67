import type { AiHomeworkCourse } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Loadable } from "../shell/Loadable.tsx";
import { useAiHomeworkHeatmapQuery } from "./api.ts";
import "./i18n.ts";
import { MasteryHeatmap } from "./MasteryHeatmap.tsx";

/**
 * The class's mastery of one course's grammar points: the course choice and the heatmap.
 * @param props - the class, the courses, the chosen course and its change handler
 * @returns the section
 */
export function HeatmapSection({
  classId,
  courses,
  courseId,
  onCourse,
}: {
  classId: number;
  courses: readonly AiHomeworkCourse[];
  courseId: string;
  onCourse: (courseId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const heat = useAiHomeworkHeatmapQuery(classId, courseId);
  return (
    <section aria-labelledby="ai-heat-title" data-testid="ai-heat-section">
      <h2 id="ai-heat-title">{t("t.ai.heatmap")}</h2>
      <p className="muted">{t("t.ai.heatmap_lead")}</p>
      <div className="field">
        <label htmlFor="ai-heat-course">{t("t.ai.heatmap_course")}</label>
        <select
          id="ai-heat-course"
          className="tc-select"
          value={courseId}
          onChange={(e) => onCourse(e.target.value)}
          data-testid="ai-heat-course"
        >
          {courses.map((c) => (
            <option key={c.course_id} value={c.course_id}>
              {en ? c.title_en : c.title}
            </option>
          ))}
        </select>
      </div>
      <Loadable query={heat}>
        {(d) =>
          d.students.length === 0 ? (
            <p className="muted">{t("t.ai.no_students")}</p>
          ) : (
            <MasteryHeatmap data={d} />
          )
        }
      </Loadable>
    </section>
  );
}
