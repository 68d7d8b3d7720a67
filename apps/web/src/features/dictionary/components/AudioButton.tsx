import type { DictEntry } from "@hibiki/contracts";
import { playTts, type TtsPlayback } from "@web/lib/speech/tts-player.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWordAudio, useWordLogMutation } from "../api.ts";
import "../i18n.ts";

/**
 * Says the headword (the entry's audio, else the offline model voice); pressing it again stops. The play is
 * recorded (submit-word-log play_audio). Hidden when no audio can be made.
 * @param props - the entry and the button's test id
 * @returns the button, or nothing without audio
 */
export function AudioButton({ entry, testId }: { entry: DictEntry; testId: string }) {
  const { t } = useTranslation();
  const audioOf = useWordAudio(entry.audio_url === null);
  const src = audioOf(entry);
  const log = useWordLogMutation();
  const [playing, setPlaying] = useState(false);
  const current = useRef<TtsPlayback | null>(null);
  useEffect(() => () => current.current?.stop(), []);
  if (!src) return null;
  const play = () => {
    if (current.current) {
      current.current.stop();
      return;
    }
    const handle = playTts({ src });
    current.current = handle;
    setPlaying(true);
    log.mutate({ wordId: entry.word_id, action: "play_audio" });
    handle.done
      .catch(() => showToast(t("dict.play_failed"), "error"))
      .finally(() => {
        if (current.current === handle) current.current = null;
        setPlaying(false);
      });
  };
  return (
    <button
      type="button"
      className="dict-audio"
      onClick={play}
      aria-pressed={playing}
      aria-label={t("dict.listen_word", { word: entry.word })}
      data-testid={testId}
      data-playing={playing ? "1" : "0"}
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
      </svg>
      <span>{t("dict.listen")}</span>
    </button>
  );
}
