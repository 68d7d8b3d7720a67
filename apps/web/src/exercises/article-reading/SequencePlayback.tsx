import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";

type State = "idle" | "playing" | "paused";

/**
 * Sentence-mode playback of spec §4: the student's recordings play one after another; pressing the button
 * again pauses, and once more resumes where it stopped.
 * @param props - the recordings' URLs in item order
 * @returns the button and its audio element, or nothing without recordings
 */
export function SequencePlayback({ sources }: { sources: readonly string[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<State>("idle");
  useEffect(() => {
    const el = ref.current;
    // Runs again when the index moves on: the next recording's src is set, so it is played.
    if (!el || state !== "playing" || !sources[index]) return;
    void el.play().catch(() => setState("idle"));
  }, [state, index, sources]);
  if (sources.length === 0) return null;
  const press = () => {
    const el = ref.current;
    if (state === "playing") {
      el?.pause();
      setState("paused");
    } else setState("playing");
  };
  const ended = () => {
    if (index + 1 < sources.length) setIndex(index + 1);
    else {
      setIndex(0);
      setState("idle");
    }
  };
  const label =
    state === "playing"
      ? t("article.pause_all")
      : state === "paused"
        ? t("article.resume_all")
        : t("article.play_all");
  return (
    <div className="ar-sequence">
      <button
        type="button"
        className="btn"
        data-testid="play-sequence"
        data-state={state}
        data-index={index}
        onClick={press}
      >
        {label}
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: the student's own readings of the sentences listed below */}
      <audio ref={ref} preload="none" src={sources[index]} data-testid="sequence-audio" onEnded={ended} />
    </div>
  );
}
