import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBookListQuery } from "../api.ts";
import { ProgressMeter } from "../components/ProgressMeter.tsx";
import { QueryState } from "../components/QueryState.tsx";
import "../i18n.ts";
import "../textbook.css";
import { textbookUrls } from "../routes.tsx";

/**
 * The bookList tab: one card per textbook with its level, unit count and the student's progress.
 * @returns the page
 */
export default function BookListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("textbook.book_list"));
  const books = useBookListQuery();
  const en = i18n.language === "en";
  return (
    <div className="page tb-page" data-testid="book-list-page">
      <h1>{t("textbook.book_list")}</h1>
      <p className="muted">{t("textbook.book_list_lead")}</p>
      <QueryState query={books}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted">{t("textbook.no_books")}</p>
          ) : (
            <ul className="tb-grid">
              {data.items.map((b) => (
                <li key={b.book_id}>
                  <Link
                    to={textbookUrls.unitDirectory(b.book_id)}
                    className="card tb-book"
                    data-testid="book-card"
                    style={{ borderTopColor: b.cover_color }}
                  >
                    <span className="tb-cover" style={{ background: b.cover_color }} aria-hidden="true">
                      {b.level.toUpperCase()}
                    </span>
                    <span className="tb-book-title">{en ? b.title_en : b.title}</span>
                    <span className="muted">{t("textbook.units_count", { count: b.unit_count })}</span>
                    <ProgressMeter
                      percent={b.progress_percent}
                      label={t("textbook.progress", { percent: Math.floor(b.progress_percent) })}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
