import { displayPercent, KIND_INFO } from "@hibiki/exercises";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useUnitListQuery } from "../api.ts";
import { QueryState } from "../components/QueryState.tsx";
import "../i18n.ts";
import "../textbook.css";
import { textbookUrls } from "../routes.tsx";

/**
 * /unitList?unit_id: the unit's sections and their exercises, each with practice and test links and
 * the student's learn count and best score.
 * @returns the page
 */
export default function UnitListPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const unitId = params.get("unit_id")?.trim() ?? "";
  const list = useUnitListQuery(unitId);
  const en = i18n.language === "en";
  usePageTitle(t("textbook.unit_list"));
  if (!unitId) return <p role="alert">{t("textbook.bad_link", { what: "unit_id" })}</p>;
  return (
    <div className="page tb-page" data-testid="unit-list-page">
      <QueryState query={list}>
        {(data) => (
          <>
            <p className="muted">
              <Link to={textbookUrls.unitDirectory(data.book.book_id)}>
                {en ? data.book.title_en : data.book.title}
              </Link>
            </p>
            <h1>{en ? data.unit.title_en : data.unit.title}</h1>
            {data.sections.map((s) => (
              <section key={s.section_id} className="tb-section" aria-labelledby={`sec-${s.section_id}`}>
                <h2 id={`sec-${s.section_id}`}>{en ? s.title_en : s.title}</h2>
                <ul className="tb-list">
                  {s.resources.map((r) => (
                    <li
                      key={r.res_code}
                      className="card tb-res"
                      data-testid="resource-row"
                      data-res-code={r.res_code}
                    >
                      <div className="tb-res-main">
                        <span className="chip">
                          {en ? KIND_INFO[r.kind].label_en : KIND_INFO[r.kind].label_ja}
                        </span>
                        <span className="tb-row-title">{r.res_title}</span>
                        <span className="muted tb-res-stats">
                          {r.is_completed ? t("textbook.completed") : t("textbook.not_started")}
                          {" · "}
                          {t("textbook.learn_count", { count: r.learn_count })}
                          {r.learn_count > 0 &&
                            ` · ${t("textbook.best_score", { score: displayPercent(r.best_score) })}`}
                        </span>
                      </div>
                      <div className="tb-res-actions">
                        <Link
                          className="btn btn-primary btn-sm"
                          to={textbookUrls.details(r.res_code, "practice")}
                          data-testid="practise-link"
                        >
                          {t("textbook.start")}
                        </Link>
                        <Link
                          className="btn btn-secondary btn-sm"
                          to={textbookUrls.details(r.res_code, "exam")}
                          data-testid="exam-link"
                        >
                          {t("textbook.exam")}
                        </Link>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </QueryState>
    </div>
  );
}
