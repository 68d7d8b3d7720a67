import { Button } from "@web/components/Button.tsx";
import { CountBadge } from "@web/components/CountBadge.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { type MessageTab, useMessageListQuery } from "../api.ts";
import { PushToggle } from "../components/PushToggle.tsx";
import "../i18n.ts";
import "../messages.css";
import { messagesUrls } from "../routes.tsx";

const TABS: readonly MessageTab[] = ["system", "teacher"];

/**
 * /news: system and teacher messages in two tabs with unread counts; unread rows are marked.
 * @returns the page
 */
export default function MessageListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("news.title"));
  const [params, setParams] = useSearchParams();
  const tab: MessageTab = params.get("tab") === "teacher" ? "teacher" : "system";
  const pageRaw = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  const list = useMessageListQuery(tab, page);
  const perPage = useRef(0);
  const items = list.data?.items ?? [];
  perPage.current = Math.max(perPage.current, items.length);
  const hasNext = list.data !== undefined && (page - 1) * perPage.current + items.length < list.data.total;
  const go = (nextTab: MessageTab, nextPage = 1) => {
    const s = new URLSearchParams();
    if (nextTab !== "system") s.set("tab", nextTab);
    if (nextPage > 1) s.set("page", String(nextPage));
    setParams(s, { replace: true });
  };
  const unread = { system: list.data?.unread_system ?? 0, teacher: list.data?.unread_teacher ?? 0 };
  return (
    <div className="page" data-testid="news-page">
      <div className="news-head">
        <h1>{t("news.title")}</h1>
        <PushToggle />
      </div>
      <div className="news-tabs" role="tablist" aria-label={t("news.title")}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="news-tab"
            aria-selected={tab === name}
            data-testid={`news-tab-${name}`}
            onClick={() => go(name)}
          >
            {t(`news.tab_${name}`)}
            <CountBadge count={unread[name]} label={t("news.unread", { count: unread[name] })} />
          </button>
        ))}
      </div>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton />}
      {list.data && items.length === 0 && <p className="muted">{t("news.empty")}</p>}
      <ul className="news-list">
        {items.map((m) => (
          <li key={m.msg_id}>
            <Link
              to={messagesUrls.detail(m.msg_id)}
              className="card news-row"
              data-testid="news-row"
              data-read={m.is_read}
            >
              <span className="news-row-top">
                {m.is_read === 0 && (
                  <>
                    <span className="dot" aria-hidden="true" />
                    <span className="sr-only">{t("news.new")}</span>
                  </>
                )}
                {m.kind === "notice" && <span className="chip">{t("news.notice")}</span>}
                <strong>{m.title}</strong>
              </span>
              <span className="muted">{m.summary}</span>
              <span className="muted news-meta">
                {m.sender_name} · {formatDate(m.created_at, i18n.language)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {(page > 1 || hasNext) && (
        <nav className="news-pager">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(tab, page - 1)}>
            {t("news.prev")}
          </Button>
          <span className="muted">{page}</span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => go(tab, page + 1)}>
            {t("news.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
