import type { StudyWordSearchItem } from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWordSearchQuery } from "./api.ts";
import "./i18n.ts";

const DEBOUNCE_MS = 250;

/**
 * The word picker: type the start of an English word (or a Japanese meaning), see each match with its
 * meaning and book, add it with its button or Enter (the top match). The result count is announced.
 * @param props - the words already in the list and what adding one does
 * @returns the search field and its results
 */
export function WordSearch({
  chosen,
  onAdd,
}: {
  chosen: readonly StudyWordSearchItem[];
  onAdd: (w: StudyWordSearchItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const search = useWordSearchQuery(q);
  const en = i18n.language.startsWith("en");
  const have = new Set(chosen.map((w) => w.word_id));
  const items = q ? (search.data?.items ?? []) : [];
  const status = !q
    ? ""
    : search.isFetching && !search.data
      ? t("t.sw.list.searching")
      : items.length === 0
        ? t("t.sw.list.no_results")
        : t("t.sw.list.results", { count: items.length });
  return (
    <div className="field sw-list-search">
      <label htmlFor="tc-sw-list-search">{t("t.sw.list.search")}</label>
      <input
        id="tc-sw-list-search"
        type="search"
        autoComplete="off"
        value={text}
        aria-describedby="tc-sw-list-search-hint tc-sw-list-search-status"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          const first = items.find((w) => !have.has(w.word_id));
          if (first && q === text.trim()) onAdd(first);
        }}
        data-testid="sw-t-list-search"
      />
      <small id="tc-sw-list-search-hint" className="muted">
        {t("t.sw.list.search_hint")}
      </small>
      <p id="tc-sw-list-search-status" className="muted sw-list-status" role="status">
        {status}
      </p>
      {items.length > 0 && (
        <ul
          className="sw-list-results"
          aria-label={t("t.sw.list.results_label")}
          data-testid="sw-t-list-results"
        >
          {items.map((w) => {
            const added = have.has(w.word_id);
            return (
              <li key={w.word_id} data-word={w.word}>
                <span>
                  <span lang="en" className="sw-list-word">
                    {w.word}
                  </span>{" "}
                  <span>{w.mean}</span>{" "}
                  <span className="muted sw-list-book">{en ? w.book_title_en : w.book_title_ja}</span>
                </span>
                <Button
                  variant="secondary"
                  disabled={added}
                  aria-label={added ? undefined : t("t.sw.list.add_label", { word: w.word, mean: w.mean })}
                  onClick={() => onAdd(w)}
                >
                  {added ? t("t.sw.list.added") : t("t.sw.list.add")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
