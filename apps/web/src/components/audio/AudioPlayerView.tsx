import { PLAY_SPEEDS } from "@hibiki/contracts/constants";
import { setPlaySpeed, usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { i18n } from "@web/i18n/index.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import "./audio-player.css";
import "./i18n.ts";
import { PlayPauseIcon, SkipIcon } from "./icons.tsx";
import { clampSeek, clock, knownDuration, SEEK_STEP_S, seekForKey } from "./seek.ts";

/** Props of {@link AudioPlayer}. */
export type AudioPlayerProps = {
  /** the playable URL */
  src: string;
  /** what the audio is ("お手本の音声", "自分の録音"): the group's visible caption and accessible name */
  label: string;
  /** keep the caption for screen readers only (the text beside it already says what plays) */
  hideLabel?: boolean;
  /** test id of the <audio> element itself */
  testId?: string;
  /** prefix of the controls' test ids: `<prefix>-play`, `-slider`, `-time`, `-speed`, `-back`, `-forward` */
  controlsTestId?: string;
  /** adds back / forward buttons that jump this many seconds */
  jumpSeconds?: number;
  /** "student": the student's stored speed with a speed picker; "normal": always 1× (homework turned speed off) */
  speed?: "student" | "normal";
  /** "none" (the default) loads the clip's length once the pointer or focus reaches the player */
  preload?: "none" | "metadata" | "auto";
  /** the <audio> element, for a player that also starts it from code */
  audioRef?: RefObject<HTMLAudioElement | null>;
  onPlay?: () => void;
  onEnded?: () => void;
};

/**
 * A label in the current language.
 * @param key - the label's key (see i18n.ts)
 * @param values - interpolated values
 * @returns the text
 */
function t(key: string, values?: Record<string, string | number>): string {
  return i18n.t(key, values);
}

/** The element playing through a player now: starting another pauses it, so two clips never overlap. */
let playingNow: HTMLAudioElement | null = null;

/**
 * The app's audio player: play/pause, a seek slider (0.1 s steps), current / total time and the play speed
 * (the student's stored speed, shared with the header picker). Keyboard: Space or Enter plays and pauses,
 * arrows move 1 s, Page Up/Down 5 s, Home/End go to the start/end, wherever focus is in the player.
 * Its labels come from the app's i18n instance rather than react-i18next's hook, so that its lazily loaded
 * chunk (see AudioPlayer.tsx) does not depend on the app's entry chunk; it renders again with its parent,
 * which passes the label in the current language.
 * @param props - the source, its label and options
 * @returns the player
 */
function AudioPlayerView({
  src,
  label,
  hideLabel = false,
  testId,
  controlsTestId = "audio",
  jumpSeconds,
  speed = "student",
  preload = "none",
  audioRef,
  onPlay,
  onEnded,
}: AudioPlayerProps) {
  const inner = useRef<HTMLAudioElement | null>(null);
  const setRef = useCallback(
    (el: HTMLAudioElement | null) => {
      inner.current = el;
      if (audioRef) audioRef.current = el;
    },
    [audioRef],
  );
  const studentSpeed = usePlaySpeed();
  const rate = speed === "normal" ? 1 : studentSpeed;
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const wantsPlay = useRef(false);
  // A list of clips loads nothing up front; a player about to be used learns its length for the slider.
  const [warm, setWarm] = useState(false);
  const warmUp = () => setWarm(true);

  useEffect(() => {
    const el = inner.current;
    if (!el) return;
    el.defaultPlaybackRate = rate;
    el.playbackRate = rate;
  }, [rate]);
  useEffect(() => {
    // The clip may have loaded before React saw loadedmetadata (a cached file, a suspended render).
    const el = inner.current;
    if (el && el.readyState >= 1) setDuration(knownDuration(el.duration));
  }, []);
  useEffect(
    () => () => {
      if (playingNow === inner.current) playingNow = null;
    },
    [],
  );

  const failed = () => {
    wantsPlay.current = false;
    setPlaying(false);
    showToast(t("hint_common_sound_play_failed"), "error");
  };
  const toggle = () => {
    const el = inner.current;
    if (!el) return;
    if (!el.paused) {
      el.pause();
      return;
    }
    wantsPlay.current = true;
    el.playbackRate = rate;
    Promise.resolve(el.play()).catch((error: unknown) => {
      // A pause or a new source during the start is not a failure.
      if (!(error instanceof Error && error.name === "AbortError")) failed();
    });
  };
  const seek = (target: number) => {
    const el = inner.current;
    if (!el) return;
    const to = clampSeek(target, knownDuration(el.duration) || duration);
    el.currentTime = to;
    setTime(to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === "SELECT" || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === " " || e.key === "Enter") {
      // A focused button activates itself (Enter on key down, Space on key up).
      if (tag === "BUTTON") return;
      e.preventDefault();
      toggle();
      return;
    }
    const target = seekForKey(e.key, time, duration);
    if (target === null) return;
    e.preventDefault();
    seek(target);
  };

  const position = t("audio.position_text", {
    current: spoken(time),
    total: duration > 0 ? spoken(duration) : t("audio.unknown_length"),
  });
  const jump = jumpSeconds ?? 0;
  return (
    <fieldset
      className="ap"
      data-testid={`${controlsTestId}-player`}
      data-state={playing ? "playing" : "paused"}
      onKeyDown={onKeyDown}
      onPointerEnter={warmUp}
      onFocus={warmUp}
    >
      <legend className={hideLabel ? "sr-only" : "ap-label"}>{label}</legend>
      {/* biome-ignore lint/a11y/useMediaCaption: every clip is the text shown beside it, or the student's own reading of it */}
      <audio
        ref={setRef}
        preload={preload === "none" && warm ? "metadata" : preload}
        src={src}
        data-testid={testId}
        onEmptied={() => {
          // A new source: its position and length are not known yet.
          setTime(0);
          setDuration(0);
        }}
        onLoadedMetadata={(e) => setDuration(knownDuration(e.currentTarget.duration))}
        onDurationChange={(e) => setDuration(knownDuration(e.currentTarget.duration))}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onPlay={(e) => {
          const el = e.currentTarget;
          if (playingNow && playingNow !== el && !playingNow.paused) playingNow.pause();
          playingNow = el;
          el.playbackRate = rate;
          setPlaying(true);
          onPlay?.();
        }}
        onPause={() => {
          wantsPlay.current = false;
          setPlaying(false);
        }}
        onEnded={() => {
          setPlaying(false);
          onEnded?.();
        }}
        onError={() => {
          if (wantsPlay.current) failed();
        }}
      />
      <div className={jump > 0 ? "ap-bar ap-bar-jump" : "ap-bar"}>
        {jump > 0 && (
          <button
            type="button"
            className="ap-btn ap-skip"
            aria-label={t("audio.back", { n: jump })}
            title={t("audio.back", { n: jump })}
            data-testid={`${controlsTestId}-back`}
            onClick={() => seek(time - jump)}
          >
            <SkipIcon direction="back" />
          </button>
        )}
        <button
          type="button"
          className="ap-btn ap-play"
          aria-label={playing ? t("audio.pause") : t("audio.play")}
          title={playing ? t("audio.pause") : t("audio.play")}
          data-testid={`${controlsTestId}-play`}
          onClick={toggle}
        >
          <PlayPauseIcon playing={playing} />
        </button>
        {jump > 0 && (
          <button
            type="button"
            className="ap-btn ap-skip"
            aria-label={t("audio.forward", { n: jump })}
            title={t("audio.forward", { n: jump })}
            data-testid={`${controlsTestId}-forward`}
            onClick={() => seek(time + jump)}
          >
            <SkipIcon direction="forward" />
          </button>
        )}
        <input
          type="range"
          className="ap-seek"
          min={0}
          max={duration}
          step={SEEK_STEP_S}
          value={Math.min(time, duration)}
          aria-label={t("audio.position")}
          aria-valuetext={position}
          data-testid={`${controlsTestId}-slider`}
          onChange={(e) => seek(Number(e.currentTarget.value))}
        />
        <span className="ap-time" aria-hidden="true" data-testid={`${controlsTestId}-time`}>
          {clock(time)} / {duration > 0 ? clock(duration) : "-:--"}
        </span>
        {speed === "student" && (
          <select
            className="ap-speed"
            value={rate}
            aria-label={t("audio.speed")}
            title={t("audio.speed")}
            data-testid={`${controlsTestId}-speed`}
            onChange={(e) => {
              const s = PLAY_SPEEDS.find((p) => p === Number(e.currentTarget.value));
              if (s !== undefined) setPlaySpeed(s);
            }}
          >
            {PLAY_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        )}
      </div>
    </fieldset>
  );
}

/** A position in words for screen readers ("0分05秒"). */
function spoken(seconds: number): string {
  const s = Math.floor(Math.max(0, seconds));
  return t("audio.seconds", { m: Math.floor(s / 60), s: s % 60 });
}

export default AudioPlayerView;
