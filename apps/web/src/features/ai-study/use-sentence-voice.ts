import { showToast } from "@web/lib/toast-store.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Speak } from "./api.ts";
import "./i18n.ts";

/**
 * One sentence spoken at a time: saying another stops the one playing, saying the same one again stops
 * it; a failure is told in a toast.
 * @param speak - speaks a text (api.ts useSpeak)
 * @returns the sentence being spoken (null when none) and the say action
 */
export function useSentenceVoice(speak: Speak) {
  const { t } = useTranslation();
  const [speaking, setSpeaking] = useState<string | null>(null);
  const current = useRef<{ text: string; stop: () => void } | null>(null);
  useEffect(() => () => current.current?.stop(), []);
  const say = useCallback(
    (text: string) => {
      const was = current.current;
      if (was) {
        current.current = null;
        was.stop();
        setSpeaking(null);
        if (was.text === text) return;
      }
      let handle: ReturnType<Speak>;
      try {
        handle = speak(text);
      } catch {
        showToast(t("aist.sound_failed"), "error");
        return;
      }
      const mine = { text, stop: handle.stop };
      current.current = mine;
      setSpeaking(text);
      handle.done
        .catch(() => showToast(t("aist.sound_failed"), "error"))
        .finally(() => {
          if (current.current !== mine) return;
          current.current = null;
          setSpeaking(null);
        });
    },
    [speak, t],
  );
  return { speaking, say };
}
