import type { EbookState } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { useEbookContentQuery } from "../api.ts";
import { BadBook } from "../components/BadBook.tsx";
import { Reader } from "../components/Reader.tsx";
import "../i18n.ts";
import { bookIdOf, pageOf } from "../urls.ts";
import "../ebook.css";

/**
 * Where the reader opens: the page in the address (a bookmark), else where the student left off, else the
 * first page (also for a book already finished on its last page: a new read-through).
 * @param asked - the ?page value
 * @param state - the student's state of the book
 * @param pageCount - the book's pages
 * @returns a page number 1..pageCount
 */
export function startPage(asked: number | null, state: EbookState, pageCount: number): number {
  if (asked && asked <= pageCount) return asked;
  const left = state.progress_page;
  if (left < 1 || left > pageCount || (state.is_read && left === pageCount)) return 1;
  return left;
}

/**
 * /ebook/reading/{id}[?page=]: the reader (pages with illustrations, sentences read aloud in their speakers'
 * voices with the current one highlighted, Japanese on demand, bookmarks, reading time and speed).
 * @returns the page
 */
export default function ReadingPage() {
  const { t } = useTranslation();
  const bookId = bookIdOf(useParams().id);
  const [params] = useSearchParams();
  const content = useEbookContentQuery(bookId ?? "");
  usePageTitle(content.data?.book.title ?? t("eb.title"));
  if (!bookId || (content.isError && content.error instanceof NotFoundError)) return <BadBook />;
  if (content.isError) return <LoadError onRetry={() => void content.refetch()} />;
  // a copy cached from an earlier visit may start at an old page: wait for this visit's answer
  if (!content.data || !content.isFetchedAfterMount)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={8} />
      </div>
    );
  const pageCount = content.data.pages.length;
  return (
    <Reader
      key={bookId}
      content={content.data}
      startAt={startPage(pageOf(params.get("page")), content.data.state, pageCount)}
    />
  );
}
