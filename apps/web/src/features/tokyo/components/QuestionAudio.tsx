import { playTts } from "@web/lib/speech/tts-player.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * Plays an item's question once when it appears; `onEnded` runs when it has been heard (or could not be
 * played: the run goes on, and practice mode shows the question as text).
 * @param props - the audio URL and what follows
 * @returns the listening cue
 */
export function QuestionAudio({ src, onEnded }: { src: string; onEnded: () => void }) {
  const { t } = useTranslation();
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    let live = true;
    const finish = () => {
      if (live) ended.current();
    };
    if (!src) {
      finish();
      return;
    }
    const playback = playTts({ src });
    playback.done.then(finish, () => {
      showToast(t("hint_common_sound_play_failed"), "error");
      finish();
    });
    return () => {
      live = false;
      playback.stop();
    };
  }, [src, t]);
  return (
    <p className="tk-listen" role="status" data-testid="tk-listen">
      <span aria-hidden="true">🎧 </span>
      {t("tokyo.listen")}
    </p>
  );
}
