import type { PlayerMode } from "@hibiki/exercises";
import { usePlayerSwitches } from "../shell/switches.ts";

/**
 * Whether the English text (the subtitle of the model audio) is shown: the student's subtitle switch
 * where the mode offers it; where it does not (review, exam) the text stays visible, except in homework,
 * where a hidden switch means the teacher turned subtitles off.
 * @param mode - the player mode
 * @returns true when the text is shown
 */
export function useSubtitleShown(mode: PlayerMode): boolean {
  const { on, allowed } = usePlayerSwitches();
  if (allowed.subtitle) return on.subtitle;
  return mode !== "homework";
}
