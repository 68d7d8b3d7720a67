import { scoreLetters } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { ListenFillLettersItem } from "./schema.ts";

/** Listen-fill-letters: every letter must match its blank (case-insensitive, quotes unified). */
export const scoreListenFillLetters: Scorer<ListenFillLettersItem> = scoreLetters;
