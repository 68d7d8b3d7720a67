import type { WritingRecord } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./i18n.ts";

/** Props of {@link WritingHistoryList}. */
export type WritingHistoryListProps = {
  list: readonly WritingRecord[];
  /** where one record's result opens */
  to: (record: WritingRecord) => string;
  emptyText: string;
};

/**
 * A student's writings, newest first: date, title, word count and comment count, each opening its result.
 * @param props - see {@link WritingHistoryListProps}
 * @returns the list
 */
export function WritingHistoryList({ list, to, emptyText }: WritingHistoryListProps) {
  const { t, i18n } = useTranslation();
  if (list.length === 0) return <p className="muted">{emptyText}</p>;
  const fmt = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "ja-JP", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Tokyo",
  });
  return (
    <ul className="link-list" data-testid="writing-history">
      {list.map((w) => (
        <li key={w.writing_id}>
          <Link to={to(w)} className="card link-row" data-testid="writing-history-row">
            <strong>{w.title ?? w.content.slice(0, 40)}</strong>
            <span className="muted">
              {" "}
              {fmt.format(new Date(w.created_at))} · {t("writing.words", { count: w.word_count })} ·{" "}
              {t("writing.items", { count: w.error_count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
