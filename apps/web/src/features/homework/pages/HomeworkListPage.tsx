import { Button } from "@web/components/Button.tsx";
import { CountBadge } from "@web/components/CountBadge.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { messagesUrls } from "@web/features/messages/routes.tsx";
import { wordTestsUrls } from "@web/features/word-tests/routes.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useHomeworkListQuery } from "../api.ts";
import { HomeworkRow } from "../components/HomeworkRow.tsx";
import "../homework.css";
import "../i18n.ts";
import { HOMEWORK_TABS, type HomeworkTab, idFromQuery, tabFromQuery } from "../rules.ts";

/**
 * /homeworkList: the student's homework in three tabs (all / not submitted / answered), the unfinished
 * count as a badge (99+ above 99), rows opening the detail, and paging.
 * @returns the page
 */
export default function HomeworkListPage() {
  const { t } = useTranslation();
  usePageTitle(t("homework.title"));
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get("tab"));
  const page = idFromQuery(params.get("page")) ?? 1;
  const list = useHomeworkListQuery(tab, page);
  // Page size is the server's; the fullest page seen tells it.
  const perPage = useRef(0);
  const items = list.data?.items ?? [];
  perPage.current = Math.max(perPage.current, items.length);
  const hasNext = list.data !== undefined && (page - 1) * perPage.current + items.length < list.data.total;
  const go = (next: { tab?: HomeworkTab; page?: number }) => {
    const s = new URLSearchParams();
    const nt = next.tab ?? tab;
    if (nt !== "all") s.set("tab", nt);
    if ((next.page ?? 1) > 1) s.set("page", String(next.page));
    setParams(s, { replace: true });
  };
  const unfinished = list.data?.unfinished_count ?? 0;
  return (
    <div className="page" data-testid="homework-list-page">
      <div className="hw-row-top">
        <h1>{t("homework.title")}</h1>
        <span className="hw-actions">
          <Link className="btn btn-ghost btn-sm" to={wordTestsUrls.list()} data-testid="to-word-tests">
            {t("homework.word_tests")}
          </Link>
          <Link className="btn btn-ghost btn-sm" to={messagesUrls.list()} data-testid="to-news">
            {t("homework.news")}
          </Link>
        </span>
      </div>
      <div className="hw-tabs" role="tablist" aria-label={t("homework.title")}>
        {HOMEWORK_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="hw-tab"
            aria-selected={tab === name}
            data-testid={`homework-tab-${name}`}
            onClick={() => go({ tab: name, page: 1 })}
          >
            {t(`homework.tab_${name}`)}
            {name === "not_submitted" && (
              <CountBadge count={unfinished} label={t("homework.unfinished", { count: unfinished })} />
            )}
          </button>
        ))}
      </div>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton />}
      {list.data && items.length === 0 && (
        <p className="muted" data-testid="homework-empty">
          {t("homework.empty")}
        </p>
      )}
      <ul className="hw-list" aria-busy={list.isFetching || undefined}>
        {items.map((item) => (
          <HomeworkRow key={item.homework_id} item={item} />
        ))}
      </ul>
      {(page > 1 || hasNext) && (
        <nav className="hw-pager">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t("homework.prev")}
          </Button>
          <span className="muted">{page}</span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => go({ page: page + 1 })}>
            {t("homework.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
