import type { EbookListItem } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMarkReadMutation, useShelfMutation } from "../api.ts";
import { ebookUrls } from "../urls.ts";

/**
 * A book's actions: read (continuing where the student left off), add to or remove from the shelf (a full
 * shelf is refused with the spec's words) and mark as read or unread.
 * @param props - the book with the student's state
 * @returns the buttons and the shelf message
 */
export function BookActions({ book }: { book: EbookListItem }) {
  const { t } = useTranslation();
  const shelf = useShelfMutation();
  const markRead = useMarkReadMutation();
  const [shelfError, setShelfError] = useState<string | null>(null);
  const resume = !book.is_read && book.progress_page > 1;
  const toggleShelf = () => {
    setShelfError(null);
    const add = !book.on_shelf;
    shelf.mutate(
      { bookId: book.book_id, add },
      {
        onSuccess: () => showToast(t(add ? "eb.shelf_added" : "eb.shelf_removed"), "success"),
        onError: (err) =>
          setShelfError(
            err instanceof ApiError && err.errorKey === "bookshelf_full"
              ? t("bookshelf_full")
              : err instanceof ApiError
                ? err.message
                : t("common.unexpected"),
          ),
      },
    );
  };
  return (
    <div className="eb-book-actions">
      <div className="eb-actions">
        <Link
          className="btn btn-primary"
          to={ebookUrls.reading(book.book_id, resume ? book.progress_page : undefined)}
          data-testid="eb-read"
        >
          {resume ? t("eb.details.resume", { page: book.progress_page }) : t("eb.details.read")}
        </Link>
        <Button
          variant="secondary"
          busy={shelf.isPending}
          aria-pressed={book.on_shelf}
          onClick={toggleShelf}
          data-testid="eb-shelf-toggle"
          data-on-shelf={book.on_shelf ? "1" : "0"}
        >
          {t(book.on_shelf ? "eb.details.shelf_remove" : "eb.details.shelf_add")}
        </Button>
        <Button
          variant="ghost"
          busy={markRead.isPending}
          aria-pressed={book.is_read}
          onClick={() => markRead.mutate({ bookId: book.book_id, read: !book.is_read })}
          data-testid="eb-mark-read"
          data-read={book.is_read ? "1" : "0"}
        >
          {t(book.is_read ? "eb.details.mark_unread" : "eb.details.mark_read")}
        </Button>
      </div>
      {shelfError && (
        <p className="form-error" role="alert" data-testid="eb-shelf-error">
          {shelfError}
        </p>
      )}
    </div>
  );
}
