import { MISSION_TYPES, type MissionType } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useClaimMutation, useIntegralIndexQuery, useMissionListQuery } from "../api.ts";
import { MissionCard } from "../components/MissionCard.tsx";
import { StreakCalendar } from "../components/StreakCalendar.tsx";
import "../i18n.ts";
import "../integral.css";

const typeOf = (raw: string | null): MissionType => {
  const n = Number(raw);
  return n === 2 || n === 3 ? n : 1;
};

/**
 * /integral: the points balance and today's points, the streak with a five-week calendar, the unclaimed
 * count and the missions by kind (daily, weekly, long-term; the tab kept in the address) with progress
 * bars and claim buttons that show the claim at once.
 * @returns the page
 */
export default function IntegralPage() {
  const { t } = useTranslation();
  usePageTitle(t("itg.title"));
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get("type_id"));
  const head = useIntegralIndexQuery();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (ty: MissionType) => setParams(ty === 1 ? {} : { type_id: String(ty) }, { replace: true });
  const handleKey = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = MISSION_TYPES[(MISSION_TYPES.indexOf(type) + step + 3) % 3] as MissionType;
    select(next);
    tabs.current[next - 1]?.focus();
  };
  return (
    <div className="page itg-page" data-testid="integral-page">
      <h1>{t("itg.title")}</h1>
      {head.isError ? (
        <LoadError onRetry={() => void head.refetch()} />
      ) : !head.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={3} />
        </div>
      ) : (
        <section className="itg-head" aria-label={t("itg.title")}>
          <div className="itg-stat card">
            <span className="muted">{t("itg.balance")}</span>
            <strong data-testid="itg-points">{t("itg.points_n", { n: head.data.points })}</strong>
            <span className="muted">{t("itg.today", { n: head.data.today_points })}</span>
          </div>
          <div className="itg-stat card">
            <span className="muted">{t("itg.streak")}</span>
            <strong data-testid="itg-streak">{t("itg.streak_n", { n: head.data.streak_days })}</strong>
            <span className="muted">{t("itg.longest", { n: head.data.longest_streak })}</span>
          </div>
          <div className="itg-streak card">
            <StreakCalendar today={head.data.today} studyDays={head.data.study_days} />
            <p className="muted">{t("itg.streak_note")}</p>
          </div>
          <p className="itg-unclaimed" data-testid="itg-unclaimed" aria-live="polite">
            {t("itg.unclaimed", { n: head.data.unclaimed_count })}
          </p>
        </section>
      )}
      <div className="itg-tabs" role="tablist" aria-label={t("itg.tabs")}>
        {MISSION_TYPES.map((ty) => (
          <button
            key={ty}
            ref={(el) => {
              tabs.current[ty - 1] = el;
            }}
            type="button"
            role="tab"
            id={`itg-tab-${ty}`}
            aria-selected={ty === type}
            aria-controls="itg-panel"
            tabIndex={ty === type ? 0 : -1}
            className={ty === type ? "is-active" : ""}
            onClick={() => select(ty)}
            onKeyDown={handleKey}
          >
            {t(`itg.tab.${ty}`)}
          </button>
        ))}
      </div>
      <div id="itg-panel" role="tabpanel" aria-labelledby={`itg-tab-${type}`}>
        <Missions type={type} />
      </div>
      <Link className="itg-logs-link" to="/integral/logs">
        {t("itg.to_logs")}
      </Link>
    </div>
  );
}

function Missions({ type }: { type: MissionType }) {
  const { t } = useTranslation();
  const list = useMissionListQuery(type);
  const claim = useClaimMutation();
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <div role="status" aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  if (list.data.items.length === 0) return <p className="muted">{t("itg.empty")}</p>;
  return (
    <ul className="itg-missions">
      {list.data.items.map((m) => (
        <MissionCard
          key={m.mission_id}
          mission={m}
          busy={claim.isPending && claim.variables?.mission_id === m.mission_id}
          onClaim={() =>
            claim.mutate(m, {
              onSuccess: (r) => {
                showToast(t("itg.got", { n: r.points }), "success");
              },
            })
          }
        />
      ))}
    </ul>
  );
}
