import type { ArenaMatchSummary } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { arenaUrls } from "../exports/arena-urls.ts";
import { OpponentName } from "./OpponentName.tsx";

/**
 * One finished match: outcome, type, opponent (the bot labelled) and score, linking to its result.
 * @param testId - the row's test id (recent matches and the history list use their own)
 */
export function MatchRow({ m, testId }: { m: ArenaMatchSummary; testId: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="arena-recent-row" to={arenaUrls.result(m.match_id)} data-testid={testId}>
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
