import type { SwitchVisibility } from "@hibiki/exercises";
import { createContext, useContext } from "react";

/** Which of the player switches are on (translation, subtitle, sample answer, tips). */
export type SwitchState = Pick<SwitchVisibility, "translation" | "subtitle" | "sampleAnswer" | "tips">;

/** Switch values plus whether the mode allows each switch at all (modeVisibility). */
export type PlayerSwitches = {
  /** effective values: on only when the switch is allowed AND turned on */
  on: SwitchState;
  allowed: SwitchVisibility;
};

const ALL_OFF: SwitchState = { translation: false, subtitle: true, sampleAnswer: false, tips: false };
const NONE_ALLOWED: SwitchVisibility = {
  translation: false,
  subtitle: false,
  sampleAnswer: false,
  tips: false,
  speed: false,
};

/** Context the shell and the result wrapper provide so players read switch values without extra props. */
export const SwitchesContext = createContext<PlayerSwitches>({ on: ALL_OFF, allowed: NONE_ALLOWED });

/**
 * Effective switch values for a player or result layout.
 * @returns what is on and what is allowed
 */
export function usePlayerSwitches(): PlayerSwitches {
  return useContext(SwitchesContext);
}

/**
 * Combines the student's choices with what the mode allows (a switched-off switch is never on,
 * except subtitles, which stay visible when the mode hides the subtitle switch only in review).
 * @param chosen - what the student turned on
 * @param allowed - what modeVisibility allows
 * @returns the effective values
 */
export function effectiveSwitches(chosen: SwitchState, allowed: SwitchVisibility): SwitchState {
  return {
    translation: allowed.translation && chosen.translation,
    subtitle: allowed.subtitle ? chosen.subtitle : false,
    sampleAnswer: allowed.sampleAnswer && chosen.sampleAnswer,
    tips: allowed.tips && chosen.tips,
  };
}

const has = (o: Record<string, unknown>, keys: readonly string[]) =>
  keys.some((k) => o[k] !== undefined && o[k] !== null && o[k] !== "");

const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === "object") : [];

/**
 * The progress steps of an item (narration, speaking multi-step: `progress`; integrated process:
 * `progress` of each of its `part_items`), read defensively.
 * @param it - the item as a record
 * @returns every step, in order
 */
function progressSteps(it: Record<string, unknown>): Record<string, unknown>[] {
  return [...records(it.progress), ...records(it.part_items).flatMap((p) => records(p.progress))];
}

/** The answer list of a step: its sample answers with their translations. */
const stepAnswers = (step: Record<string, unknown>) => records(step.answer);

/**
 * Which switches mean something for an item, so the bar does not offer a translation switch for an item
 * without a translation (the mode's rules still apply on top). Step programmes count their steps too:
 * Japanese texts, subtitles and sample-answer translations (translation), audio and English subtitles
 * (subtitle, speed), sample answers (sample answer), and part titles in Japanese next to English ones.
 * @param item - the current content item
 * @param resource - resource-level fields (full_text)
 * @returns the switches worth showing
 */
export function relevantSwitches(item: unknown, resource: { full_text?: unknown }): SwitchVisibility {
  const it = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
  const full = (resource.full_text ?? {}) as Record<string, unknown>;
  const steps = progressSteps(it);
  const partInfos = records(it.part_items).flatMap((p) => records([p.part_info]));
  const stepAudio = steps.some((s) => has(s, ["audio_path", "audioPath"]));
  const audio =
    has(it, ["audio_file", "audio_path", "intro_audio_file"]) || has(full, ["audio_file"]) || stepAudio;
  return {
    translation:
      has(it, ["screen_jp_text", "translation", "screen_jp", "text_jp", "content_jp", "screen_text_jp"]) ||
      has(full, ["screen_jp_text"]) ||
      steps.some(
        (s) =>
          has(s, ["subtitle_jp"]) ||
          // a Japanese text without an English one is the step's instruction, shown whatever the switch
          (has(s, ["screen_jp_text"]) && has(s, ["screen_en_text"])) ||
          stepAnswers(s).some((a) => has(a, ["translation"])),
      ) ||
      partInfos.some((p) => has(p, ["title"]) && has(p, ["title_jp"])),
    subtitle: audio || steps.some((s) => has(s, ["subtitle_en"])),
    sampleAnswer:
      has(it, ["sample_answer", "samples"]) ||
      steps.some((s) => stepAnswers(s).some((a) => has(a, ["sample_answer"]))),
    tips: has(it, ["hint_en", "hint_jp", "tips"]),
    speed: audio,
  };
}
