import { playTts } from "@web/lib/speech/tts-player.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * What the examiner says: the line is played once when it appears (the model voice), shown as text with
 * its Japanese on request, and `onEnded` runs when it has been said (or could not be played: the student
 * can still read it).
 * @param props - the audio URL, the line, its Japanese, and what follows
 * @returns the line
 */
export function ExaminerLine({
  src,
  text,
  ja,
  onEnded,
}: {
  src: string;
  text: string;
  ja: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const [showJa, setShowJa] = useState(false);
  const [speaking, setSpeaking] = useState(true);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    let live = true;
    const finish = () => {
      if (!live) return;
      setSpeaking(false);
      ended.current();
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
    <div className="ek-examiner" data-testid="ek-examiner" data-speaking={speaking ? "1" : "0"}>
      <span className="ek-label">{t("eiken.examiner")}</span>
      <p lang="en" className="ek-examiner-line" data-testid="ek-examiner-line">
        {text}
      </p>
      {showJa ? (
        <p className="muted">{ja}</p>
      ) : (
        <button type="button" className="btn btn-ghost ek-small" onClick={() => setShowJa(true)}>
          {t("eiken.show_ja")}
        </button>
      )}
    </div>
  );
}
