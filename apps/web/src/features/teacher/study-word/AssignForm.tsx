import type { StudyWordBook } from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAssignMutation } from "./api.ts";
import { DailyAmountField, parseDailyAmount } from "./DailyAmountField.tsx";
import "./i18n.ts";

const KINDS = ["school_year", "cefr", "eiken"] as const;

/**
 * Assigns a word book with a daily amount to the chosen class (assigning the same book again changes the
 * daily amount).
 * @param props - the class and the books
 * @returns the form
 */
export function AssignForm({ classId, books }: { classId: number; books: readonly StudyWordBook[] }) {
  const { t, i18n } = useTranslation();
  const assign = useAssignMutation();
  const [bookId, setBookId] = useState("");
  const [daily, setDaily] = useState("10");
  const [error, setError] = useState<string | null>(null);
  const en = i18n.language.startsWith("en");
  const submit = () => {
    const amount = parseDailyAmount(daily, t);
    const problem = !bookId ? t("t.sw.pick_book") : "error" in amount ? amount.error : null;
    setError(problem);
    if (problem || "error" in amount) return;
    assign.mutate(
      { class_id: classId, book_id: bookId, daily_new: amount.n },
      { onSuccess: (r) => showToast(t("t.sw.assigned", { count: r.students }), "success") },
    );
  };
  return (
    <form
      className="tc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label htmlFor="tc-sw-book">{t("t.sw.book")}</label>
        <select
          id="tc-sw-book"
          value={bookId}
          onChange={(e) => setBookId(e.target.value)}
          data-testid="sw-t-book"
        >
          <option value="">—</option>
          {KINDS.map((k) => (
            <optgroup key={k} label={t(`t.sw.book_kind.${k}`)}>
              {books
                .filter((b) => b.kind === k)
                .map((b) => (
                  <option key={b.book_id} value={b.book_id}>
                    {en ? b.title_en : b.title_ja} ({b.word_count})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <DailyAmountField id="tc-sw-daily" testId="sw-t-daily" value={daily} onChange={setDaily} />
      {error && (
        <p className="form-error" role="alert" data-testid="sw-t-error">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={assign.isPending} data-testid="sw-t-assign">
          {t("t.sw.submit")}
        </Button>
      </div>
    </form>
  );
}
