import type { PronunciationTip } from "@web/lib/speech/result-xml.ts";
import type { ColouredWord, PhoneNote } from "./evaluate-html.ts";
import { lettersOf } from "./phone-symbols.ts";

/** At most this many tips are shown for one take, so the advice stays short enough to act on. */
export const MAX_TIPS = 3;
/** At most this many words are listed under one tip; the rest are counted. */
export const MAX_TIP_WORDS = 5;

/** A word where a tip applies, with the letters to highlight when they can be found. */
export type TipWord = { text: string; note: PhoneNote; letters: [number, number] | null };

/** One tip of a take: how often it was detected and the distinct words it was detected in. */
export type TipGroup = { tip: PronunciationTip; count: number; words: TipWord[]; moreWords: number };

/**
 * The distinct pronunciation tips of a take, most frequent first (ties in the order they first occur),
 * each with the distinct words where it happened.
 * @param words - the take's coloured words (with their phone notes)
 * @param limit - how many tips to keep
 * @returns the tips, empty when no word has one
 */
export function collectTips(words: readonly ColouredWord[], limit = MAX_TIPS): TipGroup[] {
  const groups = new Map<PronunciationTip, { count: number; words: TipWord[]; seen: Set<string> }>();
  for (const w of words) {
    for (const note of w.notes ?? []) {
      if (!note.tip) continue;
      const group = groups.get(note.tip) ?? { count: 0, words: [], seen: new Set<string>() };
      groups.set(note.tip, group);
      group.count++;
      const key = `${w.text.toLowerCase()}|${note.phone}|${note.heard ?? ""}`;
      if (group.seen.has(key)) continue;
      group.seen.add(key);
      group.words.push({
        text: w.text,
        note,
        letters: lettersOf(w.text, note.phone, note.tip === "vowel-added"),
      });
    }
  }
  // Map iteration keeps first-occurrence order and sort is stable, so ties stay in that order.
  return [...groups]
    .sort(([, a], [, b]) => b.count - a.count)
    .slice(0, limit)
    .map(([tip, g]) => ({
      tip,
      count: g.count,
      words: g.words.slice(0, MAX_TIP_WORDS),
      moreWords: Math.max(0, g.words.length - MAX_TIP_WORDS),
    }));
}
