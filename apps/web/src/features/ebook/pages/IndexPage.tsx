import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEbookIndexQuery } from "../api.ts";
import { BookGrid } from "../components/BookCard.tsx";
import { LevelBadge } from "../components/LevelBadge.tsx";
import { Totals } from "../components/Totals.tsx";
import "../i18n.ts";
import { ebookUrls } from "../urls.ts";
import "../ebook.css";

/**
 * /ebook/index: the e-book home: the student's level (or the way to the level check), totals, free-reading
 * homework, the books being read, the bookshelf, recommended books and the ways to the library, the
 * history and the guide.
 * @returns the page
 */
export default function IndexPage() {
  const { t } = useTranslation();
  usePageTitle(t("eb.title"));
  const index = useEbookIndexQuery();
  if (index.isError) return <LoadError onRetry={() => void index.refetch()} />;
  const d = index.data;
  return (
    <div className="page eb-home" data-testid="eb-index">
      <h1>{t("eb.title")}</h1>
      <p className="muted">{t("eb.lead")}</p>
      <nav className="eb-links" aria-label={t("eb.nav")}>
        <Link className="btn btn-primary" to={ebookUrls.list()} data-testid="eb-to-list">
          {t("eb.list.title")}
        </Link>
        <Link className="btn btn-secondary" to={ebookUrls.history()} data-testid="eb-to-history">
          {t("eb.history.title")}
        </Link>
        <Link className="btn btn-secondary" to={ebookUrls.freeReading()} data-testid="eb-to-free-reading">
          {t("eb.fr.title")}
        </Link>
        <Link className="btn btn-ghost" to={ebookUrls.doc()} data-testid="eb-to-doc">
          {t("eb.doc.title")}
        </Link>
      </nav>
      {!d ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <section className="card eb-level-card" aria-labelledby="eb-level-title" data-testid="eb-my-level">
            <h2 id="eb-level-title">{t("eb.my_level")}</h2>
            {d.level ? (
              <>
                <p className="eb-level-line">
                  <LevelBadge yl={d.level.yl} cefr={d.level.cefr} />
                </p>
                <p className="muted">{t("eb.my_level_lead")}</p>
                <Link to={ebookUrls.levelCheck()} data-testid="eb-to-level-check">
                  {t("eb.level_again")}
                </Link>
              </>
            ) : (
              <>
                <p>{t("eb.level_prompt")}</p>
                <Link className="btn btn-primary" to={ebookUrls.levelCheck()} data-testid="eb-to-level-check">
                  {t("eb.level_start")}
                </Link>
              </>
            )}
          </section>
          <Totals totals={d.totals} />
          {d.free_reading_open > 0 && (
            <p className="notice-box eb-fr-notice" data-testid="eb-fr-open">
              <Link to={ebookUrls.freeReading()}>{t("eb.fr.open", { count: d.free_reading_open })}</Link>
            </p>
          )}
          <section aria-labelledby="eb-reading-title">
            <h2 id="eb-reading-title">{t("eb.continue")}</h2>
            <BookGrid
              books={d.reading}
              empty={t("eb.continue_none")}
              linkOf={(b) => ebookUrls.reading(b.book_id)}
              testId="eb-reading"
            />
          </section>
          <section aria-labelledby="eb-shelf-title">
            <h2 id="eb-shelf-title">{t("eb.shelf", { count: d.shelf.length })}</h2>
            <BookGrid books={d.shelf} empty={t("eb.shelf_none")} testId="eb-shelf" />
          </section>
          <section aria-labelledby="eb-rec-title">
            <h2 id="eb-rec-title">{t("eb.recommended")}</h2>
            <BookGrid
              books={d.recommended}
              empty={d.level ? t("eb.recommended_none") : t("eb.recommended_no_level")}
              testId="eb-recommended"
            />
          </section>
          <p className="muted">{t("eb.book_count", { count: d.book_count })}</p>
        </>
      )}
    </div>
  );
}
