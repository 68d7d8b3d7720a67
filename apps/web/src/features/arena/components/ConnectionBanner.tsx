import { useTranslation } from "react-i18next";
import type { ArenaState } from "../session/types.ts";

/**
 * The match's connection notes: we are reconnecting, the opponent left (and how long they have),
 * the opponent or we are back. An assertive region: these change what the student should expect.
 * @param props - the state
 * @returns the banners (an empty live region when all is well)
 */
export function ConnectionBanner({ state }: { state: ArenaState }) {
  const { t } = useTranslation();
  const away = state.opponentAway;
  return (
    <div className="arena-banners" aria-live="assertive">
      {state.connection === "reconnecting" && (
        <p className="notice-box arena-banner is-warn" data-testid="arena-reconnecting">
          <span className="spinner spinner-sm" aria-hidden="true" /> {t("arena.reconnecting")}
        </p>
      )}
      {away && (
        <p className="notice-box arena-banner is-warn" data-testid="arena-opponent-left">
          {t("arena.opponent_left", { s: Math.round((away?.graceMs ?? 0) / 1000) })}
        </p>
      )}
      {state.notice === "opponent_back" && (
        <p className="notice-box arena-banner" data-testid="arena-opponent-back">
          {t("arena.opponent_back")}
        </p>
      )}
      {state.notice === "reconnected" && state.connection === "open" && (
        <p className="notice-box arena-banner" data-testid="arena-reconnected">
          {t("arena.reconnected")}
        </p>
      )}
    </div>
  );
}
