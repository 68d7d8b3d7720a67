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

/**
 * Which switches mean something for an item, so the bar does not offer a translation switch for an item
 * without a translation (the mode's rules still apply on top).
 * @param item - the current content item
 * @param resource - resource-level fields (full_text)
 * @returns the switches worth showing
 */
export function relevantSwitches(item: unknown, resource: { full_text?: unknown }): SwitchVisibility {
  const it = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
  const full = (resource.full_text ?? {}) as Record<string, unknown>;
  const audio = has(it, ["audio_file", "audio_path", "intro_audio_file"]) || has(full, ["audio_file"]);
  return {
    translation:
      has(it, ["screen_jp_text", "translation", "screen_jp", "text_jp", "content_jp", "screen_text_jp"]) ||
      has(full, ["screen_jp_text"]),
    subtitle: audio,
    sampleAnswer: has(it, ["sample_answer", "samples"]),
    tips: has(it, ["hint_en", "hint_jp", "tips"]),
    speed: audio,
  };
}
