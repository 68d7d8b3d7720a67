import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";

/** The pause between two plays of the same audio, as in the real test. */
const GAP_MS = 1500;

/**
 * Test-mode listening as in the exam: one start button, then the audio plays `plays` times straight
 * through (no pause, no seeking), and it cannot be played again. The options stay answerable throughout.
 * @param props - the audio URL, how many times it plays, and a test id
 * @returns the control
 */
export function LimitedPlays({ src, plays, testId }: { src: string; plays: 1 | 2; testId?: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [played, setPlayed] = useState(0);
  const [playing, setPlaying] = useState(false);
  const gap = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (gap.current) clearTimeout(gap.current);
      audio.current?.pause();
    },
    [],
  );
  const playOnce = () => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = 0;
    setPlaying(true);
    Promise.resolve(el.play()).catch(() => {
      setPlaying(false);
      showToast(t("hint_common_sound_play_failed"), "error");
    });
  };
  const ended = () => {
    const n = played + 1;
    setPlayed(n);
    if (n < plays) gap.current = setTimeout(playOnce, GAP_MS);
    else setPlaying(false);
  };
  const done = played >= plays && !playing;
  return (
    <div className="pl-limited" data-testid={testId} data-played={played} data-plays={plays}>
      {/* biome-ignore lint/a11y/useMediaCaption: the script is shown with the result, as in the exam */}
      <audio
        ref={audio}
        src={src}
        preload="auto"
        onEnded={ended}
        data-testid={testId ? `${testId}-audio` : undefined}
      />
      <Button
        variant="secondary"
        onClick={playOnce}
        disabled={played > 0 || playing}
        data-testid="limited-play"
      >
        {t(plays === 2 ? "listening.play_twice" : "listening.play_once")}
      </Button>
      <span className="muted" aria-live="polite" data-testid="limited-status">
        {done
          ? t("listening.played_all")
          : playing
            ? t("listening.playing_n", { n: played + 1, count: plays })
            : ""}
      </span>
    </div>
  );
}
