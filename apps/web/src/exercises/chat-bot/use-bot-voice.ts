import { assetUrl, type ChatBotItem } from "@hibiki/exercises";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

/** A bot line without audio stays on screen this long before the student's turn (time to read it). */
export const BOT_TEXT_PAUSE_MS = 1500;

type Question = ChatBotItem["question_items"][number];

/**
 * Speaks the bot's line: plays the question's audio on the returned element (at the student's play speed
 * when the speed switch is allowed) and calls `onDone` when it ends. Audio that cannot play shows
 * hint_common_sound_play_failed and moves on (the line is on screen); a line without audio waits
 * BOT_TEXT_PAUSE_MS.
 * @param question - the line to speak now, or undefined when the bot is silent
 * @param onDone - the line is over
 * @returns the ref for the (hidden) audio element
 */
export function useBotVoice(
  question: Question | undefined,
  onDone: () => void,
): RefObject<HTMLAudioElement | null> {
  const ref = useRef<HTMLAudioElement>(null);
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const { allowed } = usePlayerSwitches();
  const speed = usePlaySpeed();
  const rate = allowed.speed ? speed : 1;
  const live = useRef({ onDone, t, rate });
  live.current = { onDone, t, rate };

  useEffect(() => {
    if (!question) return;
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      live.current.onDone();
    };
    const el = ref.current;
    if (!question.audio_file || !el) {
      const id = setTimeout(finish, BOT_TEXT_PAUSE_MS);
      return () => clearTimeout(id);
    }
    const failed = () => {
      if (over) return;
      showToast(live.current.t("hint_common_sound_play_failed"), "error");
      finish();
    };
    el.src = assetUrl(assetBase, question.audio_file, resource.res_version);
    el.playbackRate = live.current.rate;
    el.addEventListener("ended", finish);
    el.addEventListener("error", failed);
    try {
      const playing = el.play() as Promise<void> | undefined;
      playing?.catch(failed);
    } catch {
      failed();
    }
    return () => {
      over = true;
      el.removeEventListener("ended", finish);
      el.removeEventListener("error", failed);
      if (!el.paused) el.pause();
    };
  }, [question, assetBase, resource.res_version]);

  return ref;
}
