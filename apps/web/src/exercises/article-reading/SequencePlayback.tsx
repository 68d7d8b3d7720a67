import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";

type State = "idle" | "playing" | "paused";

/** What the button says in each state. */
export type SequenceLabels = { play: string; pause: string; resume: string };

/**
 * Sentence-mode playback of spec §4: the student's recordings (or the model readings) play one after
 * another; pressing the button again pauses, and once more resumes where it stopped.
 * @param props - the URLs in item order, the button's labels (default: the student's recordings) and test ids
 * @returns the button and its audio element, or nothing without sources
 */
export function SequencePlayback({
  sources,
  labels,
  testId = "play-sequence",
  audioTestId = "sequence-audio",
}: {
  sources: readonly string[];
  labels?: SequenceLabels;
  testId?: string;
  audioTestId?: string;
}) {
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
  const text = labels ?? {
    play: t("article.play_all"),
    pause: t("article.pause_all"),
    resume: t("article.resume_all"),
  };
  const label = state === "playing" ? text.pause : state === "paused" ? text.resume : text.play;
  return (
    <div className="ar-sequence">
      <button
        type="button"
        className="btn"
        data-testid={testId}
        data-state={state}
        data-index={index}
        onClick={press}
      >
        {label}
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: readings of the sentences shown on the same screen */}
      <audio ref={ref} preload="none" src={sources[index]} data-testid={audioTestId} onEnded={ended} />
    </div>
  );
}
