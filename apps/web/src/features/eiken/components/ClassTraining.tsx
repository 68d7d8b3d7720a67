import { homeworkUrls } from "@web/features/homework/routes.tsx";
import { useStudentInfoQuery } from "@web/features/student/api.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTrainingListQuery } from "../api.ts";
import "../i18n.ts";

/**
 * The Eiken practice the student's teachers assigned to the class (eiken-training/get-resource-list),
 * each linking to its homework; nothing when there is none (or no class).
 * @returns the section, or nothing
 */
export function ClassTraining() {
  const { t, i18n } = useTranslation();
  const info = useStudentInfoQuery();
  const classId = info.data?.class_id ?? null;
  const list = useTrainingListQuery(classId);
  const rows = list.data?.list ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="ek-class-h" data-testid="ek-class-training">
      <h2 id="ek-class-h">{t("eiken.class_training")}</h2>
      <ul className="ek-sets">
        {rows.map((r) => (
          <li key={`${r.homework_id}:${r.res_code}`} className="ek-set" data-testid="ek-class-task">
            <div className="ek-set-main">
              <span className="ek-set-title">{r.homework_title}</span>
              <span className="muted ek-small">{r.title}</span>
              <span className="muted ek-small">
                {t("eiken.deadline", { date: new Date(r.deadline).toLocaleString(i18n.language) })}
                {r.done_count > 0
                  ? ` · ${t("eiken.set_best", { score: r.best_score, n: r.done_count })}`
                  : ""}
              </span>
            </div>
            <Link className="btn btn-secondary" to={homeworkUrls.detail(r.homework_id)}>
              {t("eiken.open_homework")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
