import { Button } from "@web/components/Button.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { arenaUrls } from "../exports/arena-urls.ts";
import type { ArenaState } from "../session/types.ts";

/**
 * Why the arena flow stopped (the socket failed, dropped for good, or the server refused) with a way to
 * try again and a way back.
 * @param props - the state and what "try again" does (none: no button)
 * @returns the alert panel
 */
export function FailurePanel({ state, onRetry }: { state: ArenaState; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text =
    state.failure === "refused"
      ? t(state.error?.key ?? "", { defaultValue: state.error?.message ?? t("arena.socket_failed") })
      : t(state.failure === "connection_lost" ? "arena.connection_lost" : "arena.socket_failed");
  return (
    <div className="load-error arena-failure" role="alert" data-testid="arena-failure">
      <p>{text}</p>
      <div className="arena-actions">
        {onRetry && (
          <Button variant="primary" onClick={onRetry} data-testid="arena-retry">
            {t("arena.try_again")}
          </Button>
        )}
        <Link className="btn btn-secondary" to={arenaUrls.index()}>
          {t("arena.back_to_arena")}
        </Link>
      </div>
    </div>
  );
}
