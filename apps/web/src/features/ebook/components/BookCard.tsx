import type { EbookListItem } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ebookUrls } from "../urls.ts";
import { LevelBadge } from "./LevelBadge.tsx";
import { ProgressBar } from "./ProgressBar.tsx";

/**
 * A book of the library as a card: the cover, the title in English and Japanese, the level badge, the word
 * count and the student's state (on the shelf, read, the page reached).
 * @param props - the book with the student's state; `to` overrides the link (the reader to continue)
 * @returns the card, a link to the book's page
 */
export function BookCard({ book, to }: { book: EbookListItem; to?: string }) {
  const { t, i18n } = useTranslation();
  const reading = !book.is_read && book.progress_page > 0;
  return (
    <Link
      className="card eb-book"
      to={to ?? ebookUrls.details(book.book_id)}
      data-testid="eb-book"
      data-book-id={book.book_id}
      data-yl={book.yl}
    >
      <img className="eb-cover" src={book.cover} alt="" loading="lazy" width={150} height={210} />
      <span className="eb-book-title" lang="en">
        {book.title}
      </span>
      <span className="eb-book-title-ja">{book.title_ja}</span>
      <span className="eb-book-meta">
        <LevelBadge yl={book.yl} cefr={book.cefr} />
        <span className="muted">
          {t("eb.words", { count: book.word_count, n: book.word_count.toLocaleString(i18n.language) })}
        </span>
      </span>
      <span className="eb-book-state">
        {book.on_shelf && <span className="eb-chip">{t("eb.state.shelf")}</span>}
        {book.is_read && <span className="eb-chip is-read">{t("eb.state.read")}</span>}
      </span>
      {reading && (
        <ProgressBar
          value={book.progress_page}
          max={book.page_count}
          label={t("eb.state.progress", { page: book.progress_page, total: book.page_count })}
        />
      )}
    </Link>
  );
}

/**
 * Books as a grid of cards, or a line saying there are none.
 * @param props - the books, the empty text and a link maker
 * @returns the grid
 */
export function BookGrid({
  books,
  empty,
  linkOf,
  testId,
}: {
  books: readonly EbookListItem[];
  empty: string;
  linkOf?: (book: EbookListItem) => string;
  testId?: string;
}) {
  if (books.length === 0)
    return (
      <p className="muted" data-testid={testId} data-empty="1">
        {empty}
      </p>
    );
  return (
    <ul className="eb-grid" data-testid={testId}>
      {books.map((b) => (
        <li key={b.book_id}>
          <BookCard book={b} to={linkOf?.(b)} />
        </li>
      ))}
    </ul>
  );
}
