import { isFiniteAt } from "./match.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

/**
 * Sentence-level slips typical of Japanese speakers: a "Because ..." sentence standing alone (Japanese
 * 「なぜなら〜から。」 is a full sentence, English "because" needs a main clause; type sentence_structure)
 * and "I am agree" (「賛成です」 read as be + agree; type be_verb).
 */
export const fragmentRule: Rule = ({ words, sentence }) => {
  const out: Finding[] = [];
  const first = words[0];
  // One finite verb: "Because I was tired." is a fragment; "Because it rained we stayed home" only lacks a
  // comma (two verbs), and "Because of the rain." is handled by the sentence-structure rule.
  const verbs = words.filter((_, i) => isFiniteAt(words, i)).length;
  if (
    first?.lower === "because" &&
    first.start === 0 &&
    words[1]?.lower !== "of" &&
    verbs <= 1 &&
    !sentence.includes(",") &&
    !sentence.trimEnd().endsWith("?")
  ) {
    out.push(
      spanFinding(
        first,
        first,
        "sentence_structure",
        `A sentence cannot stand alone with "Because"; join it to the sentence before or say "That's because".`,
        "because は「〜だから」と理由をつなぐ言葉で、それだけでは一つの文になりません。前の文とコンマでつなぐか、「That's because 〜.」にしましょう。",
        "That's because",
      ),
    );
  }
  words.forEach((be, i) => {
    const next = words[i + 1];
    if (!next || !["am", "is", "are", "was", "were"].includes(be.lower)) return;
    if (next.lower !== "agree" && next.lower !== "disagree") return;
    const right = be.lower === "was" || be.lower === "were" ? `${next.lower}d` : next.lower;
    out.push(
      spanFinding(
        be,
        next,
        "be_verb",
        `"${next.text}" is a verb: say "${right}" without "${be.text}".`,
        `agree は「賛成する」という動詞なので、am / is / are はいりません。「${right}」にしましょう。`,
        right,
      ),
    );
  });
  return out;
};
