import { JA } from "../explanations.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

// Always capitalised in English. "may", "march", "august", "turkey", "china" have common lower-case
// meanings, so they are left out (dictionary-based checks in the spelling step catch the rest).
const PROPER = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february april june july september
  october november december english japanese chinese korean french german spanish italian american
  british canadian australian japan america england korea france germany spain italy canada australia
  tokyo osaka kyoto hokkaido okinawa christmas halloween`.split(/\s+/),
);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Capital letters: the first word of a sentence, the pronoun "I" ("i", "i'm"), and days, months,
 * languages, nationalities and well-known places.
 */
export const capitalizationRule: Rule = ({ tokens, words }) => {
  const out: Finding[] = [];
  const firstWord = tokens.find((t) => t.kind !== "punct");
  words.forEach((w: Token) => {
    if (w.lower === "i" || w.lower.startsWith("i'")) {
      if (w.text.startsWith("i")) {
        const right = `I${w.text.slice(1)}`;
        out.push(
          spanFinding(w, w, "capitalization", `Always write "I" as a capital letter.`, JA.capitalI(), right),
        );
      }
      return;
    }
    if (!/^[a-z]/.test(w.text)) return;
    const right = capitalise(w.text);
    if (w === firstWord) {
      out.push(
        spanFinding(
          w,
          w,
          "capitalization",
          "Start a sentence with a capital letter.",
          JA.capitalStart(right),
          right,
        ),
      );
    } else if (PROPER.has(w.lower)) {
      out.push(
        spanFinding(
          w,
          w,
          "capitalization",
          `"${right}" starts with a capital letter.`,
          JA.capitalProper(right),
          right,
        ),
      );
    }
  });
  return out;
};
