import { displayPercent, KIND_INFO } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { HISTORY_PAGE_SIZE, useHistoryListQuery } from "../api.ts";
import "../i18n.ts";
import { historyUrls } from "../routes.tsx";

/**
 * /history/index: the resources the student practised, newest first, with attempts and best score.
 * @returns the page
 */
export default function HistoryIndexPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("history.title"));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const list = useHistoryListQuery(page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const en = i18n.language === "en";
  return (
    <div className="page" data-testid="history-page">
      <h1>{t("history.title")}</h1>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isPending && <Spinner />}
      {list.data && list.data.items.length === 0 && <p className="muted">{t("history.empty")}</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="link-list">
          {list.data.items.map((h) => (
            <li key={h.res_code}>
              <Link to={historyUrls.details(h.res_code)} className="card link-row" data-testid="history-item">
                <span className="chip">{en ? KIND_INFO[h.kind].label_en : KIND_INFO[h.kind].label_ja}</span>{" "}
                <strong>{h.res_title}</strong>
                <span className="muted">
                  {" "}
                  {h.book_title} / {h.unit_title} ·{" "}
                  {t("history.last", { date: formatDate(h.last_practised_at, i18n.language) })} ·{" "}
                  {t("history.attempts", { count: h.attempts })} ·{" "}
                  {t("history.best", { score: displayPercent(h.best_percent) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pl-pager" aria-label={t("history.page", { page, pages })}>
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setParams({ page: String(page - 1) })}
          >
            {t("history.prev")}
          </Button>
          <span>{t("history.page", { page, pages })}</span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setParams({ page: String(page + 1) })}
          >
            {t("history.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
