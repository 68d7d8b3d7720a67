import type { ebookFreeReadingList } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ebookUrls } from "../urls.ts";
import { ProgressBar } from "./ProgressBar.tsx";

type Item = z.output<typeof ebookFreeReadingList.data>["items"][number];

/**
 * One free-reading homework: title, teacher and class, the books it counts, the period and its state, and
 * the progress toward the target (books or words) as a bar.
 * @param props - the homework with the student's progress
 * @returns the card
 */
export function FreeReadingCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const target =
    item.target_type === "books"
      ? t("eb.fr.target_books", { count: item.target_value })
      : t("eb.fr.target_words", { n: n(item.target_value) });
  const progress =
    item.target_type === "books"
      ? t("eb.fr.progress_books", { done: item.progress, total: item.target_value })
      : t("eb.fr.progress_words", { done: n(item.progress), total: n(item.target_value) });
  return (
    <article
      className={`card eb-fr-item is-${item.status}`}
      aria-labelledby={`eb-fr-${item.assignment_id}`}
      data-testid="eb-fr-item"
      data-assignment-id={item.assignment_id}
      data-done={item.done ? "1" : "0"}
    >
      <h2 id={`eb-fr-${item.assignment_id}`}>{item.title}</h2>
      <p className="muted">
        {t("eb.fr.from", { teacher: item.teacher_name, class: item.class_name })} ·{" "}
        <span data-testid="eb-fr-status">{t(`eb.fr.status.${item.status}`)}</span>
      </p>
      <dl className="eb-record">
        <dt>{t("eb.fr.period")}</dt>
        <dd>{t("eb.fr.period_value", { start: item.start_date, end: item.end_date })}</dd>
        <dt>{t("eb.fr.target")}</dt>
        <dd>{target}</dd>
        <dt>{t("eb.fr.books")}</dt>
        <dd>
          {item.mode === "level" ? (
            <Link to={ebookUrls.list({ yl_min: item.yl_min ?? undefined, yl_max: item.yl_max ?? undefined })}>
              {t("eb.fr.level_range", { min: item.yl_min?.toFixed(1), max: item.yl_max?.toFixed(1) })}
            </Link>
          ) : (
            <ul className="eb-fr-books">
              {item.books.map((b) => (
                <li key={b.book_id}>
                  <Link to={ebookUrls.details(b.book_id)} lang="en">
                    {b.title}
                  </Link>{" "}
                  <span className="muted">YL {b.yl.toFixed(1)}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <ProgressBar
        value={item.percent}
        max={100}
        label={`${progress}${item.done ? ` · ${t("eb.fr.done")}` : ""}`}
        done={item.done}
        testId="eb-fr-progress"
      />
    </article>
  );
}
