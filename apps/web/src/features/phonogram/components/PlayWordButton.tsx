import { Button } from "@web/components/Button.tsx";
import { playTts, type TtsPlayback } from "@web/lib/speech/tts-player.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * A button that says a word with the offline model voice (pressing it again stops). With `autoPlay` it
 * speaks once when it appears (a listen-and-choose item). Nothing without an audio URL.
 * @param props - the audio URL, the label, the test id, whether to play at once
 * @returns the button
 */
export function PlayWordButton({
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
      .catch(() => showToast(t("phon.play_failed"), "error"))
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
      className="phon-play"
    >
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
      </svg>{" "}
      {label}
    </Button>
  );
}
