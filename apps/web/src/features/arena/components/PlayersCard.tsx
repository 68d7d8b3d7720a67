import { useTranslation } from "react-i18next";
import type { ArenaMatchInfo } from "../session/types.ts";
import { OpponentName } from "./OpponentName.tsx";

/**
 * Both players side by side (me and the opponent, a bot labelled), with their scores when given.
 * @param props - the match and the scores (omitted before the first item)
 * @returns the panel
 */
export function PlayersCard({
  match,
  scores,
}: {
  match: ArenaMatchInfo;
  scores?: { me: number; opponent: number };
}) {
  const { t } = useTranslation();
  return (
    <div className="arena-players" data-testid="arena-players">
      <div className="arena-player is-me card">
        <span className="muted">{t("arena.you")}</span>
        <strong>{match.my_nickname}</strong>
        {scores && (
          <span className="arena-player-score" data-testid="arena-my-score">
            {t("arena.score", { n: scores.me })}
          </span>
        )}
      </div>
      <span className="arena-vs" aria-hidden="true">
        VS
      </span>
      <div className="arena-player card">
        <span className="muted">{t("arena.opponent")}</span>
        <strong>
          <OpponentName nickname={match.opponent.nickname} isBot={match.opponent.is_bot} />
        </strong>
        {scores && (
          <span className="arena-player-score" data-testid="arena-opp-score">
            {t("arena.score", { n: scores.opponent })}
          </span>
        )}
      </div>
    </div>
  );
}
