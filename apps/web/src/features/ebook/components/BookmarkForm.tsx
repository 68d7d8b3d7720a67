import { EBOOK_BOOKMARK_NAME_MAX } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { ApiError } from "@web/lib/errors.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBookmarkAddMutation } from "../api.ts";

/**
 * Adds a bookmark on the page being read. The name is required (the spec's message before anything is
 * sent) and at most 30 characters; a name or page already marked gets the server's bookmark_exists message.
 * @param props - the book, the page and what to do when done
 * @returns the form
 */
export function BookmarkForm({ bookId, page, onDone }: { bookId: string; page: number; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useBookmarkAddMutation();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t("eb.bookmark.name_required"));
    if (trimmed.length > EBOOK_BOOKMARK_NAME_MAX)
      return setError(t("eb.bookmark.name_long", { max: EBOOK_BOOKMARK_NAME_MAX }));
    setError(null);
    add.mutate(
      { book_id: bookId, page_no: page, name: trimmed },
      {
        onSuccess: () => {
          showToast(t("eb.bookmark.added", { page }), "success");
          onDone();
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : t("common.unexpected")),
      },
    );
  };
  return (
    <form
      className="card eb-bookmark-form"
      noValidate
      aria-label={t("eb.bookmark.form", { page })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="eb-bookmark-form"
    >
      <TextField
        label={t("eb.bookmark.name", { page })}
        value={name}
        onChange={(e) => setName(e.target.value)}
        limit={{ max: EBOOK_BOOKMARK_NAME_MAX }}
        error={error}
        autoFocus
        data-testid="eb-bookmark-name"
      />
      <div className="eb-actions">
        <Button type="submit" busy={add.isPending} data-testid="eb-bookmark-save">
          {t("eb.bookmark.save")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
