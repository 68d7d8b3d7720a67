import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useArenaIndexQuery } from "../api.ts";
import { MatchHistory } from "../components/MatchHistory.tsx";
import { MatchRow } from "../components/MatchRow.tsx";
import { arenaUrls } from "../exports/arena-urls.ts";
import "../i18n.ts";

/**
 * /arena/index: my wins, draws and losses, the arena points, the latest matches (each opens its result)
 * and the big start button leading to the type choice; every match, a page at a time, on request.
 * @returns the page
 */
export default function ArenaIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t("arena.title"));
  const q = useArenaIndexQuery();
  const [allShown, setAllShown] = useState(false);
  const refused = q.error instanceof ApiError && q.error.errorKey === "college_not_available";
  const d = q.data;
  return (
    <div className="page arena-page" data-testid="arena-index-page">
      <h1>{t("arena.index_title")}</h1>
      <section className="arena-start card">
        <p>{t("arena.start_hint")}</p>
        <Link className="btn btn-primary arena-start-btn" to={arenaUrls.type()} data-testid="arena-start">
          {t("arena.start")}
        </Link>
      </section>
      {refused ? (
        <p role="alert">{t("college_not_available")}</p>
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !d ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={4} />
        </div>
      ) : (
        <>
          <section aria-labelledby="arena-totals" className="arena-totals-wrap">
            <h2 id="arena-totals">{t("arena.totals")}</h2>
            <dl className="arena-totals" data-testid="arena-totals">
              <div className="card">
                <dt>{t("arena.wins")}</dt>
                <dd data-testid="arena-wins">{d.wins}</dd>
              </div>
              <div className="card">
                <dt>{t("arena.draws")}</dt>
                <dd data-testid="arena-draws">{d.draws}</dd>
              </div>
              <div className="card">
                <dt>{t("arena.losses")}</dt>
                <dd data-testid="arena-losses">{d.losses}</dd>
              </div>
              <div className="card">
                <dt>{t("arena.points")}</dt>
                <dd data-testid="arena-points">{t("arena.pt", { n: d.arena_points })}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="arena-recent">
            <h2 id="arena-recent">{t("arena.recent")}</h2>
            {d.recent.length === 0 ? (
              <p className="muted">{t("arena.recent_empty")}</p>
            ) : (
              <ul className="arena-recent">
                {d.recent.map((m) => (
                  <MatchRow key={m.match_id} m={m} testId="arena-recent" />
                ))}
              </ul>
            )}
          </section>
          {d.matches > d.recent.length && (
            <section aria-labelledby="arena-all">
              <h2 id="arena-all">{t("arena.history_title", { n: d.matches })}</h2>
              {allShown ? (
                <MatchHistory />
              ) : (
                <button
                  type="button"
                  className="btn"
                  onClick={() => setAllShown(true)}
                  data-testid="arena-history-open"
                >
                  {t("arena.history_open")}
                </button>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
