import { STUDY_WORD_DAILY_MAX, STUDY_WORD_DAILY_MIN, type StudyWordBook } from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAssignMutation } from "./api.ts";
import "./i18n.ts";

const KINDS = ["school_year", "cefr", "eiken"] as const;
const LIMITS = { min: STUDY_WORD_DAILY_MIN, max: STUDY_WORD_DAILY_MAX };

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
    const n = Number(daily);
    const problem = !bookId
      ? t("t.sw.pick_book")
      : !Number.isInteger(n) || n < LIMITS.min || n > LIMITS.max
        ? t("t.sw.daily_error", LIMITS)
        : null;
    setError(problem);
    if (problem) return;
    assign.mutate(
      { class_id: classId, book_id: bookId, daily_new: n },
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
      <div className="field">
        <label htmlFor="tc-sw-daily">{t("t.sw.daily_new")}</label>
        <input
          id="tc-sw-daily"
          className="field"
          type="number"
          inputMode="numeric"
          min={LIMITS.min}
          max={LIMITS.max}
          value={daily}
          onChange={(e) => setDaily(e.target.value)}
          data-testid="sw-t-daily"
        />
      </div>
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
