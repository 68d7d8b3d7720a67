import { isParticiple } from "./detect-lexicon.ts";

/**
 * The detector's tokens: a sentence in lower case, words and the punctuation that matters (, ? ! . ; :),
 * with contractions written out ("don't" → do not, "I'm" → I am, "he's been" → he has been, "let's" kept
 * whole, "I'd gone" → I had gone) and each word's capitalisation kept for spotting names.
 */

/** One token. */
export interface Token {
  /** lower case word or punctuation */
  w: string;
  /** whether the word was written with a capital letter */
  cap: boolean;
}

const NOT_CONTRACTIONS: Record<string, [string, string]> = {
  "don't": ["do", "not"],
  "doesn't": ["does", "not"],
  "didn't": ["did", "not"],
  "isn't": ["is", "not"],
  "aren't": ["are", "not"],
  "wasn't": ["was", "not"],
  "weren't": ["were", "not"],
  "can't": ["can", "not"],
  cannot: ["can", "not"],
  "couldn't": ["could", "not"],
  "won't": ["will", "not"],
  "wouldn't": ["would", "not"],
  "shouldn't": ["should", "not"],
  "mustn't": ["must", "not"],
  "haven't": ["have", "not"],
  "hasn't": ["has", "not"],
  "hadn't": ["had", "not"],
  "needn't": ["need", "not"],
};

/** Words whose 's is "is" or "has" (not a possessive). */
const S_IS = new Set([
  "he",
  "she",
  "it",
  "that",
  "what",
  "there",
  "who",
  "where",
  "how",
  "here",
  "this",
  "when",
  "why",
]);
/** Words after a participle that show "'s + participle" is a passive (is) rather than a perfect (has). */
const PASSIVE_FOLLOWERS = new Set([
  "by",
  "of",
  "in",
  "from",
  "at",
  "with",
  "for",
  "to",
  "as",
  ",",
  ".",
  "!",
  "?",
]);

function expandS(next: string | undefined, after: string | undefined): string {
  if (next === "been" || next === "got") return "has";
  if (next !== undefined && isParticiple(next)) {
    return after === undefined || PASSIVE_FOLLOWERS.has(after) ? "is" : "has";
  }
  return "is";
}

/** The tokens of a sentence. */
export function tokenize(sentence: string): Token[] {
  const raw = sentence.replace(/[\u2018\u2019]/g, "'").match(/[A-Za-z0-9]+(?:'[A-Za-z]+)?|[,?!.;:]/g);
  if (!raw) return [];
  const words = raw.map((r) => ({ w: r.toLowerCase(), cap: /^[A-Z]/.test(r) }));
  const out: Token[] = [];
  words.forEach((tok, i) => {
    const { w, cap } = tok;
    const fixed = NOT_CONTRACTIONS[w];
    if (fixed) {
      out.push({ w: fixed[0], cap }, { w: fixed[1], cap: false });
      return;
    }
    const m = /^([a-z0-9]+)'([a-z]+)$/.exec(w);
    if (!m) {
      out.push(tok);
      return;
    }
    const [, head = "", tail = ""] = m;
    const next = words[i + 1]?.w;
    switch (tail) {
      case "m":
        out.push({ w: head, cap }, { w: "am", cap: false });
        return;
      case "re":
        out.push({ w: head, cap }, { w: "are", cap: false });
        return;
      case "ve":
        out.push({ w: head, cap }, { w: "have", cap: false });
        return;
      case "ll":
        out.push({ w: head, cap }, { w: "will", cap: false });
        return;
      case "d":
        out.push(
          { w: head, cap },
          {
            w: next !== undefined && (isParticiple(next) || next === "better") ? "had" : "would",
            cap: false,
          },
        );
        return;
      case "s":
        if (head === "let") {
          out.push({ w: "let's", cap });
        } else if (S_IS.has(head)) {
          out.push({ w: head, cap }, { w: expandS(next, words[i + 2]?.w), cap: false });
        } else {
          out.push({ w: `${head}'s`, cap });
        }
        return;
      default:
        out.push(tok);
    }
  });
  return out;
}
