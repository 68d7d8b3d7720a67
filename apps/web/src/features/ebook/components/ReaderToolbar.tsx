import { PLAY_SPEEDS } from "@hibiki/contracts/constants";
import { Button } from "@web/components/Button.tsx";
import { setPlaySpeed, usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { LinePlayerState } from "../line-player.ts";

/** Props of {@link ReaderToolbar}. */
export type ReaderToolbarProps = {
  state: LinePlayerState;
  /** the signed audio address is known (play waits for it) */
  canPlay: boolean;
  onPlay: () => void;
  onPause: () => void;
  onResume: () => void;
  showJa: boolean;
  onToggleJa: () => void;
  bookmarkOpen: boolean;
  onBookmark: () => void;
  /** seconds read on this visit */
  elapsed: number;
};

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/**
 * The reader's controls: play / pause / resume, the speed (the app's shared speed, also in the header),
 * Japanese on or off, a bookmark on this page, and the reading time.
 * @param props - the player's state and the handlers
 * @returns the toolbar
 */
export function ReaderToolbar(props: ReaderToolbarProps) {
  const { t } = useTranslation();
  const speed = usePlaySpeed();
  const speedId = useId();
  const busy = props.state === "playing" || props.state === "loading";
  return (
    <div className="eb-toolbar" role="toolbar" aria-label={t("eb.read.toolbar")} data-testid="eb-toolbar">
      {busy ? (
        <Button onClick={props.onPause} data-testid="eb-pause" data-state={props.state}>
          {t("eb.read.pause")}
        </Button>
      ) : props.state === "paused" ? (
        <Button onClick={props.onResume} data-testid="eb-resume">
          {t("eb.read.resume")}
        </Button>
      ) : (
        <Button onClick={props.onPlay} disabled={!props.canPlay} data-testid="eb-play">
          {t("eb.read.play")}
        </Button>
      )}
      <span className="eb-speed">
        <label htmlFor={speedId}>{t("eb.read.speed")}</label>
        <select
          id={speedId}
          value={speed}
          onChange={(e) => setPlaySpeed(Number(e.target.value) as (typeof PLAY_SPEEDS)[number])}
          data-testid="eb-speed"
        >
          {PLAY_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t("eb.read.speed_value", { speed: s })}
            </option>
          ))}
        </select>
      </span>
      <Button
        variant="secondary"
        aria-pressed={props.showJa}
        onClick={props.onToggleJa}
        data-testid="eb-toggle-ja"
      >
        {t("eb.read.japanese")}
      </Button>
      <Button
        variant="secondary"
        aria-expanded={props.bookmarkOpen}
        onClick={props.onBookmark}
        data-testid="eb-bookmark-open"
      >
        {t("eb.read.bookmark")}
      </Button>
      <span className="eb-timer muted" data-testid="eb-timer">
        {t("eb.read.time", { time: clock(props.elapsed) })}
      </span>
    </div>
  );
}
