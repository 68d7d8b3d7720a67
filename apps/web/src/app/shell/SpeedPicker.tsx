import { PLAY_SPEEDS } from "@hibiki/contracts/constants";
import { setPlaySpeed, usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * Header speed picker (0.5-1.5×), stored for every player.
 * @returns the select
 */
export function SpeedPicker() {
  const { t } = useTranslation();
  const id = useId();
  const speed = usePlaySpeed();
  return (
    <div className="speed-picker">
      <label htmlFor={id} className="sr-only">
        {t("header.speed")}
      </label>
      <select
        id={id}
        value={speed}
        title={t("header.speed")}
        data-testid="speed-picker"
        onChange={(e) => {
          const v = Number(e.target.value);
          const s = PLAY_SPEEDS.find((p) => p === v);
          if (s !== undefined) setPlaySpeed(s);
        }}
      >
        {PLAY_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
    </div>
  );
}
