import type { EbookBookmark } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBookmarkDeleteMutation } from "../api.ts";
import { ebookUrls } from "../urls.ts";

/**
 * A book's bookmarks: each opens the reader at its page, and can be deleted after a confirmation.
 * @param props - the book and its bookmarks
 * @returns the list
 */
export function BookmarkList({ bookId, bookmarks }: { bookId: string; bookmarks: readonly EbookBookmark[] }) {
  const { t } = useTranslation();
  const remove = useBookmarkDeleteMutation();
  const handleDelete = async (b: EbookBookmark) => {
    try {
      await confirmBox(t("eb.bookmark.delete_confirm", { name: b.name }), {
        okLabel: t("eb.bookmark.delete"),
      });
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    remove.mutate(b.bookmark_id, { onSuccess: () => showToast(t("eb.bookmark.deleted"), "success") });
  };
  if (bookmarks.length === 0)
    return (
      <p className="muted" data-testid="eb-bookmarks-none">
        {t("eb.bookmark.none")}
      </p>
    );
  return (
    <ul className="eb-bookmarks" data-testid="eb-bookmarks">
      {[...bookmarks]
        .sort((a, b) => a.page_no - b.page_no)
        .map((b) => (
          <li key={b.bookmark_id} className="eb-bookmark" data-testid="eb-bookmark" data-page={b.page_no}>
            <Link to={ebookUrls.reading(bookId, b.page_no)} data-testid="eb-bookmark-open-page">
              {t("eb.bookmark.item", { name: b.name, page: b.page_no })}
            </Link>
            <Button
              variant="ghost"
              busy={remove.isPending && remove.variables === b.bookmark_id}
              aria-label={t("eb.bookmark.delete_label", { name: b.name })}
              onClick={() => void handleDelete(b)}
              data-testid="eb-bookmark-delete"
            >
              {t("eb.bookmark.delete")}
            </Button>
          </li>
        ))}
    </ul>
  );
}
