import type { Mission } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { useTranslation } from "react-i18next";

/**
 * One mission: title, progress bar, points and its claim button (or state).
 * @param props.mission - the mission
 * @param props.onClaim - claims it
 * @param props.busy - a claim is on the way
 * @returns the card
 */
export function MissionCard({
  mission,
  onClaim,
  busy,
}: {
  mission: Mission;
  onClaim: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const title = i18n.language.startsWith("en") ? mission.title_en : mission.title_ja;
  const pct = Math.round((mission.progress / mission.target) * 100);
  const id = `itg-m-${mission.mission_id}`;
  return (
    <li className={`itg-mission card is-${mission.state}`} data-testid={`mission-${mission.mission_id}`}>
      <div className="itg-mission-head">
        <h3 id={id}>{title}</h3>
        <span className="itg-mission-points">{t("itg.points_n", { n: mission.points })}</span>
      </div>
      <div
        className="itg-bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={mission.progress}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <div className="itg-mission-foot">
        <span className="muted">
          {t("itg.progress", { progress: mission.progress, target: mission.target })}
        </span>
        {mission.state === "reached" ? (
          <Button onClick={onClaim} disabled={busy} aria-describedby={id}>
            {t("itg.claim", { n: mission.points })}
          </Button>
        ) : (
          <span className={`itg-state is-${mission.state}`}>
            {t(mission.state === "claimed" ? "itg.claimed" : "itg.in_progress")}
          </span>
        )}
      </div>
    </li>
  );
}
