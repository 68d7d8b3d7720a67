import { FALSE_FRIENDS } from "../lexicon/false-friends.ts";
import type { Finding, Rule } from "./types.ts";

/**
 * Katakana-English false friends where the sentence makes the Japanese meaning clear: "my tension was
 * high", "consent" near a phone charger, "smart" about weight, "I challenged to ...", "It was service",
 * "Fight!", "mansion" with floors and neighbours. See lexicon/false-friends.ts.
 */
export const falseFriendRule: Rule = ({ sentence, words }) => {
  // "the singer's live": a possessive counts as its noun for the context words.
  const lower = new Set(words.flatMap((w) => [w.lower, w.lower.replace(/'s$/, "")]));
  const out: Finding[] = [];
  for (const ff of FALSE_FRIENDS) {
    if (ff.context && !ff.context.some((w) => lower.has(w))) continue;
    if (ff.unless?.some((w) => lower.has(w))) continue;
    const m = ff.pattern.exec(sentence);
    if (!m || m[0].length === 0) continue;
    const start = m.index;
    const end = start + m[0].trimEnd().length;
    if (out.some((f) => f.start < end && start < f.end)) continue;
    const right = ff.fix(m[0].trimEnd());
    out.push({
      type: "false_friend",
      start,
      end,
      comment: ff.english,
      explanationJa: `${ff.meaningJa}「${right}」にしましょう。`,
      suggestion: right,
    });
  }
  return out;
};
