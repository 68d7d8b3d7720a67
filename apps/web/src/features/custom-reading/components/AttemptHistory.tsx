import type { CustomReadingAttemptSummary } from "@hibiki/contracts";
import { displayPercent } from "@hibiki/exercises";
import { LineChart } from "@web/components/charts/LineChart.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { customReadingUrls } from "../urls.ts";

/** Props of {@link AttemptHistory}. */
export type AttemptHistoryProps = {
  /** newest first, as the calls give them */
  attempts: readonly CustomReadingAttemptSummary[];
  /** how many attempts the text has in all (the list may be the latest only) */
  total: number;
  /** the attempt shown on the page (the result screen), marked in the list */
  current?: number | undefined;
};

const points = (v: number) => Math.round(displayPercent(v));

/**
 * A text's readings: the scores over time as a line chart (oldest first), then each reading newest first
 * with its score, date and the best and latest marked, each leading to its result.
 * @param props - the attempts, their total count and the current one
 * @returns the section
 */
export function AttemptHistory({ attempts, total, current }: AttemptHistoryProps) {
  const { t, i18n } = useTranslation();
  const bestId = attempts.reduce<CustomReadingAttemptSummary | null>(
    (best, a) => (best === null || a.percent_score >= best.percent_score ? a : best),
    null,
  )?.attempt_id;
  const lastId = attempts[0]?.attempt_id;
  const first = total - attempts.length + 1;
  const chart = [...attempts].reverse().map((a, i) => ({
    label: t("cr.attempt_no", { n: first + i }),
    value: points(a.percent_score),
  }));
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === "en" ? "en-GB" : "ja-JP", {
      month: "numeric",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
  return (
    <section aria-labelledby="cr-history-title" className="cr-history" data-testid="cr-history">
      <h2 id="cr-history-title">{t("cr.history")}</h2>
      {attempts.length === 0 ? (
        <p className="muted">{t("cr.history_empty")}</p>
      ) : (
        <>
          <LineChart
            title={t("cr.history_chart")}
            points={chart}
            max={100}
            labelHeader={t("cr.col_attempt")}
            valueHeader={t("cr.col_score")}
            emptyText={t("cr.history_empty")}
            testId="cr-history-chart"
          />
          <ol className="cr-attempts">
            {attempts.map((a, i) => (
              <li
                key={a.attempt_id}
                className={`cr-attempt${a.attempt_id === current ? " is-current" : ""}`}
                data-testid="cr-attempt-row"
                aria-current={a.attempt_id === current ? "true" : undefined}
              >
                <span className="cr-attempt-no">{t("cr.attempt_no", { n: total - i })}</span>
                <strong className="cr-attempt-score">{t("cr.points", { n: points(a.percent_score) })}</strong>
                <time dateTime={a.created_at} className="muted">
                  {date(a.created_at)}
                </time>
                <span className="cr-marks">
                  {a.attempt_id === bestId && <span className="cr-mark is-best">{t("cr.best_mark")}</span>}
                  {a.attempt_id === lastId && <span className="cr-mark">{t("cr.last_mark")}</span>}
                </span>
                {a.attempt_id === current ? (
                  <span className="cr-mark is-current">{t("cr.this_mark")}</span>
                ) : (
                  <Link to={customReadingUrls.result(a.attempt_id)} data-testid="cr-attempt-link">
                    {t("cr.open_result")}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
