import { Button } from "@web/components/Button.tsx";
import { Icon } from "@web/components/Icon.tsx";
import { playTts, type TtsPlayback } from "@web/lib/speech/tts-player.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./speak-button.css";

/** Props of {@link SpeakButton}. */
export type SpeakButtonProps = {
  /** the model audio (a word's or sentence's offline-voice URL); "" hides the button */
  src: string;
  label: string;
  testId?: string;
  /** play once when the button appears (listening questions) */
  autoPlay?: boolean;
  variant?: "secondary" | "ghost" | "primary";
};

/**
 * A button that plays a word's or sentence's model audio with the offline voice; pressing it again stops
 * (Eiken word cards, word study, phonics). A failure is told in a toast.
 * @param props - the audio URL, its label and test id, the button variant and whether to play at once
 * @returns the button, or nothing without audio
 */
export function SpeakButton({
  src,
  label,
  testId,
  autoPlay = false,
  variant = "secondary",
}: SpeakButtonProps) {
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
      className="speak-button"
    >
      <Icon name="speaker" size={20} /> {label}
    </Button>
  );
}
