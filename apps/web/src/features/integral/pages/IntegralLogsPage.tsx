import { MISSION_LOGS_PAGE_SIZE } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLogsQuery, useMonthsQuery } from "../api.ts";
import "../i18n.ts";
import "../integral.css";
import { Pager } from "@web/components/Pager.tsx";

const monthOf = (raw: string | null) => (raw && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : "");
const pageOf = (raw: string | null) => {
  const n = Number(raw ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/**
 * /integral/logs: the claimed points, newest first, 10 a page, of a month chosen from the months with
 * points (date-for-select) or of every month; month and page are kept in the address.
 * @returns the page
 */
export default function IntegralLogsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("itg.logs"));
  const [params, setParams] = useSearchParams();
  const date = monthOf(params.get("date"));
  const page = pageOf(params.get("page"));
  const months = useMonthsQuery();
  const logs = useLogsQuery(date, page);
  const go = (d: string, p: number) => {
    const next: Record<string, string> = {};
    if (d) next.date = d;
    if (p > 1) next.page = String(p);
    setParams(next);
  };
  const en = i18n.language.startsWith("en");
  const pages = Math.max(1, Math.ceil((logs.data?.total ?? 0) / MISSION_LOGS_PAGE_SIZE));
  return (
    <div className="page itg-page" data-testid="integral-logs-page">
      <Link className="itg-back" to="/integral">
        {t("itg.back")}
      </Link>
      <h1>{t("itg.logs")}</h1>
      <label className="itg-month">
        {t("itg.month")}
        <select value={date} onChange={(e) => go(e.target.value, 1)} data-testid="itg-month">
          <option value="">{t("itg.all_months")}</option>
          {(months.data?.items ?? []).map((m) => (
            <option key={m.date} value={m.date}>
              {m.date}
            </option>
          ))}
        </select>
      </label>
      {logs.isError ? (
        <LoadError onRetry={() => void logs.refetch()} />
      ) : !logs.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={5} />
        </div>
      ) : logs.data.total === 0 ? (
        <p className="muted">{t("itg.logs_empty")}</p>
      ) : (
        <>
          <p className="muted" data-testid="itg-month-points">
            {t("itg.month_points", { n: logs.data.month_points })}
          </p>
          <ul className="itg-logs">
            {logs.data.items.map((l) => (
              <li key={l.log_id} className="itg-log card">
                <span>{en ? l.title_en : l.title_ja}</span>
                <span className="muted">{formatDate(l.claimed_at, i18n.language)}</span>
                <strong>+{t("itg.points_n", { n: l.points })}</strong>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            onPage={(p) => go(date, p)}
            label={t("itg.pages")}
            prevLabel={t("itg.prev")}
            nextLabel={t("itg.next")}
          />
        </>
      )}
    </div>
  );
}
