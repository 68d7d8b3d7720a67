import { analyse, isWord } from "./detect-context.ts";
import { RULES } from "./detect-rules.ts";
import { type Token, tokenize } from "./detect-tokens.ts";
import { GRAMMAR_POINTS, type GrammarPointId } from "./grammar-points.ts";

/**
 * The grammar-point detector: which of the 30 AI-study points an English sentence clearly uses, from
 * word patterns (regular expressions over tokens and small word lists). Precise rather than eager: a
 * point is tagged only when the sentence plainly shows it, so that an answer to the sentence is fair
 * evidence about the point. Used by the content build to tag the questions of every catalogue resource.
 */

const TITLES = new Set(["mr", "mrs", "ms", "dr", "mt", "st"]);

/** The tokens split into sentences at . ? ! (the end mark kept with its sentence). */
function sentences(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  tokens.forEach((tok, i) => {
    current.push(tok);
    const end = tok.w === "?" || tok.w === "!" || (tok.w === "." && !TITLES.has(tokens[i - 1]?.w ?? ""));
    if (end) {
      out.push(current);
      current = [];
    }
  });
  if (current.length > 0) out.push(current);
  return out.filter((s) => s.some((tok) => isWord(tok.w)));
}

/**
 * The grammar points an English text clearly uses, in table order. A text of several sentences
 * ("Can you swim? Yes, I can.") gets the points of each.
 */
export function detectPoints(sentence: string): GrammarPointId[] {
  const found = new Set<GrammarPointId>();
  for (const tokens of sentences(tokenize(sentence))) {
    const c = analyse(tokens);
    for (const p of GRAMMAR_POINTS) if (!found.has(p.id) && RULES[p.id](c)) found.add(p.id);
  }
  return GRAMMAR_POINTS.filter((p) => found.has(p.id)).map((p) => p.id);
}

/** The union of the points of several sentences (an item's texts), in table order. */
export function detectPointsOfItem(texts: readonly string[]): GrammarPointId[] {
  const found = new Set<GrammarPointId>();
  for (const text of texts) for (const id of detectPoints(text)) found.add(id);
  return GRAMMAR_POINTS.filter((p) => found.has(p.id)).map((p) => p.id);
}
