import {
  RANK_PAGE_DEFAULT,
  RANK_SCOPES,
  RANK_TABS,
  type RankScope,
  type RankTab,
  type rankList,
} from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { useRankListQuery } from "../api.ts";
import { NotRanked } from "../components/NotRanked.tsx";
import { PrivacySwitch } from "../components/PrivacySwitch.tsx";
import { RankBoard } from "../components/RankBoard.tsx";
import { PANEL_ID, RankTabs, tabId } from "../components/RankTabs.tsx";
import { ScopeSwitch } from "../components/ScopeSwitch.tsx";
import { formatDay, formatJapanTime } from "../format.ts";
import "../i18n.ts";
import "../rank.css";

type Board = z.output<typeof rankList.data>;

const pick = <T extends string>(list: readonly T[], v: string | null, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/** The snapshot's period, update times and the first-request note. */
function Notes({ data }: { data: Board }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="rank-notes muted" data-testid="rank-notes">
      <p>{t("rank.updated_rule")}</p>
      {data.day && data.period_from && data.period_to ? (
        <p data-testid="rank-period">
          {data.tab === "streak_days"
            ? t("rank.period_streak", { day: formatDay(data.day, lang) })
            : t("rank.period", {
                from: formatDay(data.period_from, lang),
                to: formatDay(data.period_to, lang),
              })}
        </p>
      ) : (
        <p>{t("rank.not_computed")}</p>
      )}
      <p>
        {data.computed_at && `${t("rank.updated_at", { at: formatJapanTime(data.computed_at, lang) })}・`}
        {t("rank.next_update", { at: formatJapanTime(data.next_update_at, lang) })}
      </p>
      {data.computed_on_request === 1 && <p data-testid="rank-first-compute">{t("rank.first_compute")}</p>}
    </div>
  );
}

/** Previous / next page of the board. */
function Pager({ data, onPage }: { data: Board; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  if (pages <= 1) return null;
  return (
    <nav className="rank-pager" aria-label={t("rank.pages")}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={data.page <= 1}
        onClick={() => onPage(data.page - 1)}
      >
        {t("rank.prev")}
      </button>
      <span>{t("rank.page", { page: data.page, pages })}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={data.page >= pages}
        onClick={() => onPage(data.page + 1)}
      >
        {t("rank.next")}
      </button>
    </nav>
  );
}

/**
 * /rank/list: the five boards (learning score, average score, answers, recording time, streak) of the
 * class, the school or every school from the daily 03:00 snapshot, with the student's own row highlighted
 * and pinned, why they are not ranked yet, and the switch hiding them beyond their class. Tab, scope and
 * page are kept in the address.
 * @returns the page
 */
export default function RankListPage() {
  const { t } = useTranslation();
  usePageTitle(t("rank.title"));
  const [params, setParams] = useSearchParams();
  const tab = pick(RANK_TABS, params.get("tab"), "learning_score");
  const scope = pick(RANK_SCOPES, params.get("scope"), "class");
  const raw = Number(params.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const board = useRankListQuery(tab, scope, page, RANK_PAGE_DEFAULT);
  const go = (next: { tab?: RankTab; scope?: RankScope; page?: number }) => {
    const q: Record<string, string> = { tab: next.tab ?? tab, scope: next.scope ?? scope };
    if ((next.page ?? 1) > 1) q.page = String(next.page);
    setParams(q, { replace: true });
  };
  const refused = board.error instanceof ApiError && board.error.errorKey === "college_not_available";
  const data = board.data;
  return (
    <div className="page rank-page" data-testid="rank-page">
      <h1>{t("rank.title")}</h1>
      {refused ? (
        <div>
          <p role="alert" data-testid="rank-refused">
            {t("college_not_available")}
          </p>
          <Link to="/">{t("tabs.home")}</Link>
        </div>
      ) : (
        <>
          <RankTabs tab={tab} onChange={(next) => go({ tab: next })} />
          <div
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId(tab)}
            className="rank-panel"
            aria-busy={board.isFetching}
          >
            <p className="rank-hint">{t(`rank.tab_hint.${tab}`)}</p>
            <ScopeSwitch scope={scope} onChange={(next) => go({ scope: next })} />
            {board.isError && !data && <LoadError onRetry={() => void board.refetch()} />}
            {!data && !board.isError && (
              <div role="status" aria-busy="true">
                <Skeleton lines={6} />
              </div>
            )}
            {data && (
              <>
                <NotRanked me={data.me} />
                <RankBoard
                  rows={data.list}
                  me={data.me.row}
                  tab={data.tab}
                  label={t("rank.board", {
                    scope: t(`rank.scope.${data.scope}`),
                    tab: t(`rank.tab.${data.tab}`),
                  })}
                />
                <Pager data={data} onPage={(p) => go({ page: p })} />
                <Notes data={data} />
                <PrivacySwitch hidden={data.me.hide_beyond_class === 1} />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
