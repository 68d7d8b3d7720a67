import { LineChart } from "@web/components/charts/LineChart.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useHistoryQuery } from "../api.ts";
import { AccessGate, PageError } from "../components/AccessGate.tsx";
import "../i18n.ts";
import { aiSpeakingUrls } from "../urls.ts";
import "../ai-speaking.css";
import { Pager } from "@web/components/Pager.tsx";

const LIMIT = 20;

/**
 * /ai-speaking/history: the finished conversations, newest first, a page at a time (kept in the address),
 * with the page's total scores as a line chart, oldest to newest.
 * @returns the page
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t("ais.history"));
  return (
    <AccessGate>
      <History />
    </AccessGate>
  );
}

function History() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const history = useHistoryQuery(page, LIMIT);
  if (history.isError) return <PageError error={history.error} onRetry={() => void history.refetch()} />;
  const data = history.data;
  const goTo = (p: number) => setParams(p === 1 ? {} : { page: String(p) });
  return (
    <div className="page ais-page" data-testid="ais-history-page">
      <Link className="ais-back" to={aiSpeakingUrls.list()}>
        {t("ais.back_list")}
      </Link>
      <h1>{t("ais.history")}</h1>
      {!data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <LineChart
            title={t("ais.history_chart")}
            points={[...data.list].reverse().map((x) => ({
              label: formatDate(x.finished_at ?? x.started_at, i18n.language),
              value: x.scores.total,
            }))}
            max={100}
            labelHeader={t("ais.date_col")}
            valueHeader={t("ais.score_col")}
            emptyText={t("ais.history_empty")}
            testId="ais-history-chart"
          />
          <ul className="ais-history">
            {data.list.map((x) => (
              <li key={x.session_id} className="card ais-history-row" data-testid="ais-history-row">
                <span className="ais-card-title">{i18n.language === "en" ? x.title : x.title_ja}</span>
                <span className="muted">
                  {formatDate(x.finished_at ?? x.started_at, i18n.language)}・{x.level}
                </span>
                <span>
                  {t("ais.points", { n: x.scores.total })}・{t("ais.pronunciation")}{" "}
                  {x.scores.pronunciation ?? "—"}・{t("ais.grammar")} {x.scores.grammar}・{t("ais.task")}{" "}
                  {x.scores.task_completion}
                </span>
                <Link to={aiSpeakingUrls.result(x.session_id)} data-testid="ais-history-open">
                  {t("ais.open_result")}
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(data.total / LIMIT))}
            onPage={goTo}
            label={t("ais.history")}
            prevLabel={t("ais.prev")}
            nextLabel={t("ais.next")}
          />
        </>
      )}
    </div>
  );
}
