import type { DictEntry } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useWordLogMutation } from "../api.ts";
import "../i18n.ts";

/**
 * Adds the headword to the student's word book (the favourite words of /my_collection); once there it
 * says so and stays pressed.
 * @param props - the entry and the button's test id
 * @returns the button
 */
export function WordBookButton({ entry, testId }: { entry: DictEntry; testId: string }) {
  const { t } = useTranslation();
  const log = useWordLogMutation();
  const inBook = entry.in_word_book || (log.isSuccess && log.data.in_word_book);
  const add = () =>
    log.mutate(
      { wordId: entry.word_id, action: "add_word_book" },
      {
        onSuccess: (data) => {
          if (data.in_word_book) showToast(t("dict.added", { word: entry.word }), "success");
        },
        onError: () => showToast(t("dict.add_failed"), "error"),
      },
    );
  return (
    <Button
      variant={inBook ? "secondary" : "primary"}
      onClick={add}
      busy={log.isPending}
      disabled={inBook}
      aria-pressed={inBook}
      data-testid={testId}
      data-in-word-book={inBook ? "1" : "0"}
    >
      {inBook ? t("dict.in_word_book") : t("dict.add_word_book")}
    </Button>
  );
}
