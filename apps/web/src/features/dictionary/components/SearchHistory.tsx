import { DICTIONARY_LOGS_PAGE_MAX, DICTIONARY_LOGS_PAGE_SIZE } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { formatDate } from "@web/lib/format.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDeleteLogsMutation, useSearchLogsQuery } from "../api.ts";
import "../i18n.ts";
import { dictionaryUrls, searchTypeOf } from "../urls.ts";

/**
 * The search history (word-search-logs), newest first, one row per word: each word links to its entry;
 * words are selected with their checkboxes (or all at once) and deleted after a confirmation
 * (del-search-log). "Show more" grows the list.
 * @returns the section
 */
export function SearchHistory() {
  const { t, i18n } = useTranslation();
  const [limit, setLimit] = useState(DICTIONARY_LOGS_PAGE_SIZE);
  const logs = useSearchLogsQuery(limit);
  const del = useDeleteLogsMutation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const items = logs.data?.items ?? [];
  const chosen = items.filter((i) => selected.has(i.word_id)).map((i) => i.word_id);
  const allChosen = items.length > 0 && chosen.length === items.length;

  const toggle = (wordId: number) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(wordId)) next.delete(wordId);
      else next.add(wordId);
      return next;
    });
  const remove = async () => {
    try {
      await confirmBox(t("dict.delete_confirm", { n: chosen.length }));
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    del.mutate(chosen, {
      onSuccess: (data) => {
        setSelected(new Set());
        showToast(t("dict.deleted", { n: data.deleted }), "success");
      },
    });
  };

  return (
    <section className="card dict-history" aria-labelledby="dict-history-title" data-testid="dict-history">
      <h2 id="dict-history-title">{t("dict.history")}</h2>
      {logs.isPending && <Skeleton lines={3} />}
      {logs.isError && <LoadError onRetry={() => void logs.refetch()} />}
      {logs.isSuccess && items.length === 0 && <p className="muted">{t("dict.history_empty")}</p>}
      {items.length > 0 && (
        <>
          <div className="dict-history-tools">
            <label className="dict-check">
              <input
                type="checkbox"
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((i) => i.word_id)))}
                data-testid="dict-history-all"
              />
              {t("dict.select_all")}
            </label>
            <Button
              variant="danger"
              disabled={chosen.length === 0}
              busy={del.isPending}
              onClick={() => void remove()}
              data-testid="dict-history-delete"
            >
              {t("dict.delete_selected", { n: chosen.length })}
            </Button>
          </div>
          <ul className="dict-history-list">
            {items.map((item) => (
              <li
                key={item.word_id}
                className="dict-history-row"
                data-testid="dict-history-row"
                data-word={item.word}
              >
                <input
                  type="checkbox"
                  checked={selected.has(item.word_id)}
                  onChange={() => toggle(item.word_id)}
                  aria-label={t("dict.select_word", { word: item.word })}
                  data-testid="dict-history-check"
                />
                <Link
                  to={dictionaryUrls.search(item.word, searchTypeOf(item.word))}
                  className="dict-history-word"
                >
                  <span lang="en">{item.word}</span>
                  <span className="dict-history-ja" lang="ja">
                    {item.ja_short}
                  </span>
                </Link>
                <time className="muted dict-history-date" dateTime={item.searched_at}>
                  {formatDate(item.searched_at, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
          {logs.data && logs.data.total > items.length && limit < DICTIONARY_LOGS_PAGE_MAX && (
            <Button
              variant="ghost"
              busy={logs.isFetching}
              onClick={() =>
                setLimit((l) => Math.min(DICTIONARY_LOGS_PAGE_MAX, l + DICTIONARY_LOGS_PAGE_SIZE))
              }
            >
              {t("dict.more_history")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
