import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useUnitDirectoryQuery } from "../api.ts";
import { ProgressMeter } from "../components/ProgressMeter.tsx";
import { QueryState } from "../components/QueryState.tsx";
import "../i18n.ts";
import "../textbook.css";
import { textbookUrls } from "../routes.tsx";

/**
 * /unitDirectory?book_id: the units of one textbook with progress.
 * @returns the page
 */
export default function UnitDirectoryPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const bookId = params.get("book_id")?.trim() ?? "";
  const units = useUnitDirectoryQuery(bookId);
  const en = i18n.language === "en";
  usePageTitle(t("textbook.unit_directory"));
  if (!bookId) return <p role="alert">{t("textbook.bad_link", { what: "book_id" })}</p>;
  return (
    <div className="page tb-page" data-testid="unit-directory-page">
      <QueryState query={units}>
        {(data) => (
          <>
            <h1>{en ? data.book.title_en : data.book.title}</h1>
            <ol className="tb-list">
              {data.units.map((u) => (
                <li key={u.unit_id}>
                  <Link to={textbookUrls.unitList(u.unit_id)} className="card tb-row" data-testid="unit-card">
                    <span className="tb-row-title">{en ? u.title_en : u.title}</span>
                    <span className="muted">{t("textbook.sections_count", { count: u.section_count })}</span>
                    <ProgressMeter
                      percent={u.progress_percent}
                      label={t("textbook.progress", { percent: Math.floor(u.progress_percent) })}
                    />
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </div>
  );
}
