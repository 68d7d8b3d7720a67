import { assetUrl } from "@hibiki/exercises";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";

/** Slider resolution in seconds (spec §4: single reading seeks in steps of 0.1). */
export const SEEK_STEP_S = 0.1;
/** How far the back / forward buttons jump, in seconds. */
export const JUMP_S = 1;

/**
 * Clamps a seek target to the clip and rounds it to the slider step.
 * @param target - wanted position in seconds (may be NaN when the clip has not loaded)
 * @param duration - the clip length in seconds (0 or NaN while unknown)
 * @returns the position to set
 */
export function clampSeek(target: number, duration: number): number {
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const t = Number.isFinite(target) ? target : 0;
  return Math.round(Math.min(max, Math.max(0, t)) / SEEK_STEP_S) * SEEK_STEP_S;
}

/**
 * The resource audio with play/pause, back and forward buttons and a position slider (step 0.1 s).
 * @param props - the audio file relative to the asset base
 * @returns the controls
 */
export function SeekAudio({ file }: { file: string }) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const ref = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    // The clip may have loaded before React saw loadedmetadata (a cached file, a suspended render).
    const el = ref.current;
    if (el && el.readyState >= 1) setDuration(knownDuration(el.duration));
  }, []);
  const seek = (target: number) => {
    const el = ref.current;
    if (!el) return;
    const to = clampSeek(target, el.duration || duration);
    el.currentTime = to;
    setTime(to);
  };
  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };
  return (
    <div className="sr-seek" data-testid="seek-audio">
      {/* biome-ignore lint/a11y/useMediaCaption: model audio of the sentence shown on screen */}
      <audio
        ref={ref}
        preload="metadata"
        src={assetUrl(assetBase, file, resource.res_version)}
        data-testid="resource-audio"
        onLoadedMetadata={(e) => setDuration(knownDuration(e.currentTarget.duration))}
        onDurationChange={(e) => setDuration(knownDuration(e.currentTarget.duration))}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <button
        type="button"
        className="btn btn-sm"
        data-testid="seek-back"
        onClick={() => seek(time - JUMP_S)}
      >
        {t("single_reading.back")}
      </button>
      <button type="button" className="btn btn-sm" data-testid="seek-play" onClick={toggle}>
        {playing ? t("single_reading.pause") : t("single_reading.play")}
      </button>
      <button
        type="button"
        className="btn btn-sm"
        data-testid="seek-forward"
        onClick={() => seek(time + JUMP_S)}
      >
        {t("single_reading.forward")}
      </button>
      <input
        type="range"
        min={0}
        max={duration > 0 ? duration : 0}
        step={SEEK_STEP_S}
        value={time}
        aria-label={t("single_reading.position")}
        data-testid="seek-slider"
        onChange={(e) => seek(Number(e.currentTarget.value))}
      />
      <span className="muted" data-testid="seek-time">
        {time.toFixed(1)} / {duration.toFixed(1)} s
      </span>
    </div>
  );
}

/** A media duration, or 0 while it is unknown (NaN) or unbounded (Infinity). */
function knownDuration(d: number): number {
  return Number.isFinite(d) && d > 0 ? d : 0;
}
