import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES, isCountableSingular, PLURAL_NUMBERS, pluralOf } from "../lexicon/nouns.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

/** Whether a token counts more than one: "three", "many", "12" (not "1", "1st" or "2019" as a year). */
function isPluralMarker(t: Token): boolean {
  if (PLURAL_NUMBERS.has(t.lower)) return true;
  if (t.kind !== "number" || !/^\d+$/.test(t.text)) return false;
  const n = Number(t.text);
  return n > 1 && n < 1000;
}

/**
 * Plurals after numbers and quantity words: "three book" → "three books", "many friend" → "many friends"
 * (one adjective may stand between: "two big dog"). Only listed countable nouns are checked.
 */
export const pluralRule: Rule = ({ tokens }) => {
  const out: Finding[] = [];
  const items = tokens.filter((t) => t.kind !== "punct" || t.text === "-");
  items.forEach((marker, i) => {
    if (!isPluralMarker(marker)) return;
    // "a few" counts, "few" alone too; but "one of the two" or "two-day trip" use the number as an adjective.
    if (items[i + 1]?.text === "-") return;
    let noun = items[i + 1];
    if (noun && COMMON_ADJECTIVES.has(noun.lower)) noun = items[i + 2];
    if (!noun || !isCountableSingular(noun.lower)) return;
    // "three dog food bowls": the noun modifies another noun.
    const after = items[items.indexOf(noun) + 1];
    if (after && after.kind === "word" && isCountableSingular(after.lower)) return;
    const right = pluralOf(noun.lower);
    if (right === noun.lower) return;
    out.push(
      spanFinding(
        noun,
        noun,
        "plural",
        `Use the plural "${right}" after "${marker.text}".`,
        JA.plural(marker.text, right),
        right,
      ),
    );
  });
  return out;
};
