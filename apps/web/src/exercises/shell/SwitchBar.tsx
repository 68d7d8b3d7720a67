import { PLAY_SPEEDS, type SwitchVisibility } from "@hibiki/exercises";
import { setPlaySpeed, usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useTranslation } from "react-i18next";
import type { SwitchState } from "./switches.ts";

const LABELS = {
  translation: "player.switch_translation",
  subtitle: "player.switch_subtitle",
  sampleAnswer: "player.switch_sample",
  tips: "player.switch_tips",
} as const;

/**
 * The translation / subtitle / sample-answer / tips switches and the speed picker, each only where the
 * mode and the homework config allow it (modeVisibility).
 * @param props - what is allowed, what is on, and the change handler
 * @returns the switch bar, or nothing when no switch is allowed
 */
export function SwitchBar({
  allowed,
  chosen,
  onChange,
}: {
  allowed: SwitchVisibility;
  chosen: SwitchState;
  onChange: (next: SwitchState) => void;
}) {
  const { t } = useTranslation();
  const speed = usePlaySpeed();
  const keys = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((k) => allowed[k]);
  if (keys.length === 0 && !allowed.speed) return null;
  return (
    <div className="pl-switches" data-testid="player-switches">
      {keys.map((k) => (
        <label key={k} className="pl-switch">
          <input
            type="checkbox"
            checked={chosen[k]}
            onChange={(e) => onChange({ ...chosen, [k]: e.currentTarget.checked })}
            data-testid={`switch-${k}`}
          />
          {t(LABELS[k])}
        </label>
      ))}
      {allowed.speed && (
        <label className="pl-switch">
          {t("player.speed")}
          <select
            value={speed}
            onChange={(e) => setPlaySpeed(Number(e.currentTarget.value) as (typeof PLAY_SPEEDS)[number])}
          >
            {PLAY_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
