import { Button } from "@web/components/Button.tsx";
import { niceMax } from "@web/components/charts/chart-scale.ts";
import { LineChart } from "@web/components/charts/LineChart.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEbookHistoryQuery } from "../api.ts";
import { BookGrid } from "../components/BookCard.tsx";
import { Totals } from "../components/Totals.tsx";
import "../i18n.ts";
import { ebookUrls } from "../urls.ts";
import "../ebook.css";

const PER_PAGE = 20;
/** "2026-11-29" → "11/29" */
const dayLabel = (date: string) => date.slice(5).replace("-", "/");

/**
 * /ebook/history: words read per day over the last 30 days as a chart, the totals, the books finished and
 * every reading session (date, book, pages, time, words, speed), 20 at a time.
 * @returns the page
 */
export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("eb.history.title"));
  const [page, setPage] = useState(1);
  const history = useEbookHistoryQuery(page);
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  const d = history.data;
  const n = (v: number) => v.toLocaleString(i18n.language);
  const points = d?.daily.map((x) => ({ label: dayLabel(x.date), value: x.words })) ?? [];
  const pages = Math.max(1, Math.ceil((d?.total ?? 0) / PER_PAGE));
  return (
    <div className="page eb-history" data-testid="eb-history">
      <nav className="eb-back">
        <Link to={ebookUrls.index()}>‹ {t("eb.title")}</Link>
      </nav>
      <h1>{t("eb.history.title")}</h1>
      {!d ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <Totals totals={d.totals} />
          <section aria-labelledby="eb-daily-title">
            <h2 id="eb-daily-title">{t("eb.history.daily")}</h2>
            <LineChart
              title={t("eb.history.daily")}
              points={points}
              max={niceMax(points, 100)}
              labelHeader={t("eb.history.date")}
              valueHeader={t("eb.history.words")}
              emptyText={t("common.no_data")}
              testId="eb-daily-chart"
            />
          </section>
          <section aria-labelledby="eb-finished-title">
            <h2 id="eb-finished-title">{t("eb.history.finished", { count: d.finished_books.length })}</h2>
            <BookGrid books={d.finished_books} empty={t("eb.history.finished_none")} testId="eb-finished" />
          </section>
          <section aria-labelledby="eb-logs-title">
            <h2 id="eb-logs-title">{t("eb.history.logs")}</h2>
            {d.logs.length === 0 ? (
              <p className="muted">{t("eb.history.none")}</p>
            ) : (
              <div className="eb-table-wrap">
                <table className="eb-table" data-testid="eb-logs">
                  <thead>
                    <tr>
                      <th scope="col">{t("eb.history.date")}</th>
                      <th scope="col">{t("eb.history.book")}</th>
                      <th scope="col">{t("eb.history.pages")}</th>
                      <th scope="col" className="num">
                        {t("eb.history.minutes")}
                      </th>
                      <th scope="col" className="num">
                        {t("eb.history.words")}
                      </th>
                      <th scope="col" className="num">
                        {t("eb.history.wpm")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.logs.map((l) => (
                      <tr key={l.log_id} data-testid="eb-log" data-book-id={l.book_id}>
                        <td>{formatDate(l.read_at, i18n.language)}</td>
                        <th scope="row">
                          <Link to={ebookUrls.details(l.book_id)} lang="en">
                            {l.title}
                          </Link>
                          {l.finished && <span className="eb-chip is-read">{t("eb.state.finished")}</span>}
                        </th>
                        <td>
                          {l.from_page === l.to_page ? `p.${l.from_page}` : `p.${l.from_page}–${l.to_page}`}
                        </td>
                        <td className="num">{n(Math.round(l.minutes * 10) / 10)}</td>
                        <td className="num">{n(l.words_read)}</td>
                        <td className="num">{l.wpm}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {pages > 1 && (
              <nav className="eb-pager" aria-label={t("eb.list.pages")}>
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  ‹ {t("eb.list.prev")}
                </Button>
                <span>{t("eb.list.page", { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t("eb.list.next")} ›
                </Button>
              </nav>
            )}
          </section>
        </>
      )}
    </div>
  );
}
