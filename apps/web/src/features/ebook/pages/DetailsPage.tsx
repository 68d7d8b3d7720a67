import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useEbookDetailsQuery } from "../api.ts";
import { BadBook } from "../components/BadBook.tsx";
import { BookActions } from "../components/BookActions.tsx";
import { BookmarkList } from "../components/BookmarkList.tsx";
import { BookRecord } from "../components/BookRecord.tsx";
import { LevelBadge } from "../components/LevelBadge.tsx";
import "../i18n.ts";
import { bookIdOf, ebookUrls } from "../urls.ts";
import "../ebook.css";

/**
 * /ebook/details/{id}: a book's page: cover, titles, level, words, summary and topics; read (from where the
 * student left off), the shelf, mark as read; bookmarks; the exercise and the impression; this book's
 * reading record.
 * @returns the page
 */
export default function DetailsPage() {
  const { t, i18n } = useTranslation();
  const bookId = bookIdOf(useParams().id);
  const details = useEbookDetailsQuery(bookId ?? "");
  usePageTitle(details.data?.book.title ?? t("eb.title"));
  if (!bookId || (details.isError && details.error instanceof NotFoundError)) return <BadBook />;
  if (details.isError) return <LoadError onRetry={() => void details.refetch()} />;
  if (!details.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={8} />
      </div>
    );
  const { book, bookmarks, impression, exercise, reading } = details.data;
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className="page eb-details" data-testid="eb-details" data-book-id={book.book_id}>
      <nav className="eb-back">
        <Link to={ebookUrls.list()}>‹ {t("eb.list.title")}</Link>
      </nav>
      <div className="eb-details-head">
        <img
          className="eb-cover eb-cover-lg"
          src={book.cover}
          alt={t("eb.details.cover", { title: book.title })}
        />
        <div className="eb-details-body">
          <h1>
            <span lang="en">{book.title}</span>
            <span className="eb-title-ja">{book.title_ja}</span>
          </h1>
          <p className="eb-book-meta">
            <LevelBadge yl={book.yl} cefr={book.cefr} />
            <span>{t("eb.words", { count: book.word_count, n: n(book.word_count) })}</span>
            <span>{t("eb.details.pages", { count: book.page_count })}</span>
            <span>{t(`eb.genre.${book.genre}`)}</span>
          </p>
          <ul className="eb-topics" aria-label={t("eb.details.topics")}>
            {book.topics.map((tp) => (
              <li key={tp} className="eb-chip">
                {t(`eb.topic.${tp}`)}
              </li>
            ))}
          </ul>
          <p lang="en">{book.summary}</p>
          <p className="muted">{book.summary_ja}</p>
          {book.retold_from && <p className="muted">{t("eb.details.retold", { work: book.retold_from })}</p>}
          <BookActions book={book} />
        </div>
      </div>
      <section aria-labelledby="eb-bm-title">
        <h2 id="eb-bm-title">{t("eb.bookmark.list")}</h2>
        <BookmarkList bookId={book.book_id} bookmarks={bookmarks} />
      </section>
      <section className="eb-after" aria-labelledby="eb-after-title">
        <h2 id="eb-after-title">{t("eb.details.after")}</h2>
        <div className="eb-after-grid">
          <div className="card" data-testid="eb-exercise-entry">
            <h3>{t("eb.exercise.title")}</h3>
            <p>{t("eb.exercise.count", { count: exercise.question_count })}</p>
            <p className="muted">
              {exercise.best_percent === null
                ? t("eb.exercise.untried")
                : t("eb.exercise.best", {
                    percent: Math.round(exercise.best_percent),
                    count: exercise.attempts,
                  })}
            </p>
            <Link
              className="btn btn-primary"
              to={ebookUrls.exerciseInfo(book.book_id)}
              data-testid="eb-to-exercise"
            >
              {t("eb.exercise.open")}
            </Link>
          </div>
          <div className="card" data-testid="eb-impression-entry">
            <h3>{t("eb.impression.title")}</h3>
            {impression ? (
              <p>{t("eb.impression.done", { rating: impression.rating })}</p>
            ) : (
              <p className="muted">{t("eb.impression.not_yet")}</p>
            )}
            <Link
              className={`btn ${impression ? "btn-secondary" : "btn-primary"}`}
              to={ebookUrls.impression(book.book_id)}
              data-testid="eb-to-impression"
            >
              {t(impression ? "eb.impression.see" : "eb.impression.write")}
            </Link>
          </div>
        </div>
      </section>
      <BookRecord reading={reading} />
    </div>
  );
}
