import type { EbookSummary } from "@hibiki/contracts";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";

const MAX_SHOWN = 60;

/**
 * The library as a searchable list with checkboxes (title in English or Japanese, YL, CEFR band or topic);
 * chosen books stay on top whatever the search says.
 * @param props - the library, the chosen ids and the change handler
 * @returns the picker
 */
export function BookPicker({
  books,
  value,
  onChange,
}: {
  books: readonly EbookSummary[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const s = search.trim().toLowerCase();
    const hits = s
      ? books.filter((b) =>
          [b.title, b.title_ja, b.cefr, `yl ${b.yl.toFixed(1)}`, ...b.topics].some((f) =>
            f.toLowerCase().includes(s),
          ),
        )
      : books;
    const chosen = books.filter((b) => value.includes(b.book_id) && !hits.includes(b));
    return [...chosen, ...hits].slice(0, MAX_SHOWN);
  }, [books, search, value]);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <div className="fr-picker">
      <label htmlFor={searchId}>{t("t.fr.book_search")}</label>
      <input
        id={searchId}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="fr-book-search"
      />
      <p className="muted" aria-live="polite">
        {t("t.fr.books_chosen", { count: value.length })}
      </p>
      <ul className="tc-resource-list fr-book-list" aria-label={t("t.fr.book_list")}>
        {shown.map((b) => (
          <li key={b.book_id}>
            <label>
              <input
                type="checkbox"
                checked={value.includes(b.book_id)}
                onChange={(e) => toggle(b.book_id, e.target.checked)}
                data-testid="fr-book"
                data-book-id={b.book_id}
              />
              <span>
                <span lang="en">{b.title}</span> <span className="muted">{b.title_ja}</span>{" "}
                <span className="muted">
                  YL {b.yl.toFixed(1)}・{b.cefr}・{t("t.fr.words", { n: b.word_count.toLocaleString() })}
                </span>
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="muted">{t("t.fr.book_none")}</li>}
      </ul>
    </div>
  );
}
