import { Button } from "@web/components/Button.tsx";
import { playTts, type TtsPlayback } from "@web/lib/speech/tts-player.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * A button that plays a word's or sentence's model audio (pressing it again stops). With `autoPlay` it
 * plays once when it appears (listening questions). Hidden without an audio URL.
 * @param props - the audio URL, its label, test id, variant and whether to play at once
 * @returns the button, or nothing without audio
 */
export function SpeakButton({
  src,
  label,
  testId,
  autoPlay = false,
  variant = "secondary",
}: {
  src: string;
  label: string;
  testId?: string;
  autoPlay?: boolean;
  variant?: "secondary" | "ghost" | "primary";
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const current = useRef<TtsPlayback | null>(null);
  const play = () => {
    if (current.current) {
      current.current.stop();
      return;
    }
    const handle = playTts({ src });
    current.current = handle;
    setPlaying(true);
    handle.done
      .catch(() => showToast(t("hint_common_sound_play_failed"), "error"))
      .finally(() => {
        if (current.current === handle) current.current = null;
        setPlaying(false);
      });
  };
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: plays once per mount; play only reads refs
  useEffect(() => {
    if (!autoPlay || !src || started.current) return;
    started.current = true;
    play();
  }, [autoPlay, src]);
  useEffect(() => () => current.current?.stop(), []);
  if (!src) return null;
  return (
    <Button
      variant={variant}
      onClick={play}
      aria-pressed={playing}
      data-testid={testId}
      data-playing={playing ? "1" : "0"}
      className="sw-speak"
    >
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
      </svg>{" "}
      {label}
    </Button>
  );
}
