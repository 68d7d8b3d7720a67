import type { StudyWordBook } from "@hibiki/contracts/study-word";
import { useTranslation } from "react-i18next";
import { titleOf } from "../format.ts";
import "../i18n.ts";

const KINDS = ["school_year", "cefr", "eiken"] as const;

/**
 * The word books as radio buttons grouped by kind (school year, CEFR-J level, Eiken grade); books that
 * already have a plan cannot be picked again.
 * @param props - the books, the ids that have a plan, the picked id and the change callback, an error
 * @returns the picker
 */
export function BookPicker({
  books,
  taken,
  value,
  error,
  onChange,
}: {
  books: readonly StudyWordBook[];
  taken: ReadonlySet<string>;
  value: string;
  error: string | null;
  onChange: (bookId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="sw-form" aria-describedby={error ? "sw-book-error" : undefined}>
      {KINDS.map((kind) => {
        const list = books.filter((b) => b.kind === kind);
        if (list.length === 0) return null;
        return (
          <fieldset key={kind} className="sw-fieldset">
            <legend>{t(`sw.book_kind.${kind}`)}</legend>
            <ul className="sw-books">
              {list.map((b) => (
                <li key={b.book_id}>
                  <label className="sw-book" data-testid="sw-book" data-book-id={b.book_id}>
                    <input
                      type="radio"
                      name="book_id"
                      value={b.book_id}
                      checked={value === b.book_id}
                      disabled={taken.has(b.book_id)}
                      onChange={() => onChange(b.book_id)}
                    />
                    <span className="sw-book-name">{titleOf(b.title_ja, b.title_en, i18n.language)}</span>
                    <span className="muted">
                      {taken.has(b.book_id)
                        ? t("sw.book_taken")
                        : t("sw.book_words", { count: b.word_count })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      {error && (
        <p className="field-error" role="alert" id="sw-book-error">
          {error}
        </p>
      )}
    </div>
  );
}
