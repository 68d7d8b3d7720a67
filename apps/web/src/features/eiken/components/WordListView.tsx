import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEikenWordsQuery, type WordFilter } from "../api.ts";
import "../i18n.ts";

const FILTERS: WordFilter[] = ["all", "unlearned", "learned", "mastered", "needs_review"];
const PAGE = 30;

/**
 * A grade's word list: filter by mastery, find a word, page through; each row shows the word, its gloss,
 * its mastery and how often it was answered right and wrong.
 * @param props - the grade's level_id
 * @returns the list
 */
export function WordListView({ levelId }: { levelId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<WordFilter>("all");
  const [typed, setTyped] = useState("");
  const [page, setPage] = useState(1);
  const valid = /^[A-Za-z .'-]*$/.test(typed);
  const q = valid ? typed.trim() : "";
  const words = useEikenWordsQuery(levelId, filter, q, page);
  const pages = words.data ? Math.max(1, Math.ceil(words.data.total / PAGE)) : 1;
  return (
    <section className="card" aria-labelledby="ek-list-h" data-testid="ek-word-list">
      <h2 id="ek-list-h">{t("eiken.word_list")}</h2>
      <div className="ek-filters">
        <label>
          <span className="ek-label">{t("eiken.filter_label")}</span>
          <select
            className="field"
            value={filter}
            data-testid="ek-filter"
            onChange={(e) => {
              setFilter(e.currentTarget.value as WordFilter);
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`eiken.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="ek-label">{t("eiken.search")}</span>
          <input
            className="field"
            type="search"
            lang="en"
            maxLength={40}
            value={typed}
            placeholder={t("eiken.search_placeholder")}
            aria-invalid={valid ? undefined : true}
            data-testid="ek-search"
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {!valid && (
        <p className="field-error" role="alert">
          {t("eiken.search_invalid")}
        </p>
      )}
      {words.isError ? (
        <LoadError onRetry={() => void words.refetch()} />
      ) : !words.data ? (
        <Skeleton />
      ) : words.data.words.length === 0 ? (
        <p className="muted">{t("eiken.list_empty")}</p>
      ) : (
        <>
          <ul className="ek-words" aria-busy={words.isFetching || undefined}>
            {words.data.words.map((w) => (
              <li key={w.word} className="ek-word-row" data-testid="ek-word-row" data-mastery={w.mastery}>
                <span className="ek-word-en" lang="en">
                  {w.word}
                </span>
                <span className="ek-word-ja">{w.ja}</span>
                <span className={`ek-chip ek-chip-${w.mastery.replace(" ", "-")}`}>
                  {t(`eiken.mastery.${w.mastery}`)}
                </span>
                {w.right_count + w.wrong_count > 0 && (
                  <span className="muted ek-small">
                    {t("eiken.right_wrong", { right: w.right_count, wrong: w.wrong_count })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="ek-pager" aria-label={t("eiken.word_list")}>
              <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("eiken.prev")}
              </Button>
              <span>{t("eiken.page", { page, pages })}</span>
              <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("eiken.next_page")}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
