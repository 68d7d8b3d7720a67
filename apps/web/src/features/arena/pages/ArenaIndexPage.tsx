import type { ArenaMatchSummary } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useArenaIndexQuery } from "../api.ts";
import { OpponentName } from "../components/OpponentName.tsx";
import { arenaUrls } from "../exports/arena-urls.ts";
import "../i18n.ts";

/** One recent match: type, opponent, outcome and score, linking to its result. */
function RecentRow({ m }: { m: ArenaMatchSummary }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="arena-recent-row" to={arenaUrls.result(m.match_id)} data-testid="arena-recent">
        <span className={`arena-outcome is-${m.outcome}`}>{t(`arena.outcome.${m.outcome}`)}</span>
        <span className="arena-recent-main">
          <span>{t(`arena.type.${m.arena_type}`)}</span>
          <OpponentName nickname={m.opponent_nickname} isBot={m.opponent_is_bot} />
        </span>
        <span className="arena-recent-score">
          {t("arena.score_pair", { me: m.my_score, opp: m.opponent_score })}
          {m.forfeit && <span className="muted"> {t("arena.forfeit")}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * /arena/index: my wins, draws and losses, the arena points, the latest matches (each opens its result)
 * and the big start button leading to the type choice.
 * @returns the page
 */
export default function ArenaIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t("arena.title"));
  const q = useArenaIndexQuery();
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
                  <RecentRow key={m.match_id} m={m} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
