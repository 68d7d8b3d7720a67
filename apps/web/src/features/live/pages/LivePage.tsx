import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLiveCurrentQuery } from "../api.ts";
import { LiveHistory } from "../components/LiveHistory.tsx";
import { LiveSession } from "../components/LiveSession.tsx";
import "../i18n.ts";
import "../live.css";

/**
 * /live: the open live class of the student's class, joined over the live socket; without one a calm
 * empty state (looked at again every 15 s, so a class that starts shows up) and the past sessions.
 * @returns the page
 */
export default function LivePage() {
  const { t } = useTranslation();
  usePageTitle(t("live.title"));
  const current = useLiveCurrentQuery(true);
  const [ended, setEnded] = useState<{ title: string; score: number | null } | null>(null);
  const handleEnded = useCallback((title: string, score: number | null) => setEnded({ title, score }), []);
  if (ended)
    return (
      <div className="page live-page" data-testid="live-page">
        <h1>{t("live.title")}</h1>
        <section className="card live-ended" data-testid="live-ended" aria-live="polite">
          <h2>{t("live.ended")}</h2>
          <p>{ended.title}</p>
          {ended.score !== null && (
            <p className="live-score" data-testid="live-my-score">
              {t("live.my_score", { score: ended.score })}
            </p>
          )}
          <Link to="/home">{t("live.back_home")}</Link>
        </section>
        <LiveHistory />
      </div>
    );
  return (
    <div className="page live-page" data-testid="live-page">
      <h1>{t("live.title")}</h1>
      {current.isError ? (
        <LoadError onRetry={() => void current.refetch()} />
      ) : !current.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={3} />
        </div>
      ) : current.data.live ? (
        <LiveSession key={current.data.live.live_id} summary={current.data.live} onEnded={handleEnded} />
      ) : (
        <>
          <section className="card live-empty" data-testid="live-none">
            <h2>{t("live.none")}</h2>
            <p className="muted">{t("live.none_lead")}</p>
          </section>
          <LiveHistory />
        </>
      )}
    </div>
  );
}
