import { Button } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FailurePanel } from "../components/FailurePanel.tsx";
import { PlayersCard } from "../components/PlayersCard.tsx";
import { arenaUrls } from "../exports/arena-urls.ts";
import "../i18n.ts";
import { useArenaSession, useArenaState, useNow } from "../session/context.tsx";

/**
 * /arena/pkwait: connecting, then waiting for an opponent (a calm pulse, the seconds waited, when the bot
 * comes, a cancel button); once paired both players show until the first item, then the match screen.
 * @returns the page
 */
export default function PkWaitPage() {
  const { t } = useTranslation();
  usePageTitle(t("arena.wait_title"));
  const session = useArenaSession();
  const s = useArenaState();
  const navigate = useNavigate();
  const now = useNow(s.phase === "queued", 1000);
  useEffect(() => {
    if (s.phase === "playing" || s.phase === "finished") navigate(arenaUrls.match(), { replace: true });
  }, [s.phase, navigate]);
  const cancel = () => {
    session.cancel();
    navigate(arenaUrls.type(), { replace: true });
  };
  const type = s.arenaType;
  return (
    <div className="page arena-page arena-wait" data-testid="arena-wait-page">
      <h1>{t("arena.wait_title")}</h1>
      {type && <p className="muted">{t(`arena.type.${type}`)}</p>}
      <div aria-live="polite" className="arena-wait-live">
        {s.phase === "connecting" && (
          <p role="status" data-testid="arena-connecting">
            {t("arena.connecting")}
          </p>
        )}
        {s.phase === "queued" && (
          <div className="arena-waiting" data-testid="arena-waiting">
            <span className="arena-pulse" aria-hidden="true" />
            <p>{t("arena.waiting")}</p>
          </div>
        )}
        {s.phase === "matched" && s.match && (
          <div data-testid="arena-matched">
            <p className="arena-matched-title">{t("arena.matched")}</p>
            <PlayersCard match={s.match} />
            <p className="muted">{t("arena.starting")}</p>
          </div>
        )}
      </div>
      {s.phase === "queued" && (
        <>
          <p className="arena-elapsed" data-testid="arena-elapsed">
            {t("arena.elapsed", { s: Math.max(0, Math.floor((now - (s.queuedAt ?? now)) / 1000)) })}
          </p>
          {s.botAfterMs !== null && (
            <p className="muted">{t("arena.bot_note", { s: Math.round(s.botAfterMs / 1000) })}</p>
          )}
        </>
      )}
      {(s.phase === "connecting" || s.phase === "queued") && (
        <Button variant="secondary" onClick={cancel} data-testid="arena-cancel">
          {t("arena.cancel")}
        </Button>
      )}
      {s.phase === "failed" && (
        <FailurePanel state={s} onRetry={type ? () => session.join(type) : undefined} />
      )}
      {s.phase === "idle" && (
        <p>
          {t("arena.no_match")} <Link to={arenaUrls.type()}>{t("arena.type_title")}</Link>
        </p>
      )}
    </div>
  );
}
