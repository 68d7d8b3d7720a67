import type { EikenWordCard, EikenWordItem, EikenWordMode, EikenWordTestType } from "@hibiki/contracts";
import { normalizeText } from "@hibiki/exercises";

/**
 * Word-session items built from a grade's list (pure, deterministic for a seed): the prompt, the options
 * and the answer key. Stored with the session so a content rebuild does not change a running one.
 */

/** A stored item: what the client sees plus the key. */
export type StoredWordItem = Omit<EikenWordItem, "answered" | "card"> & {
  word: string;
  /** meaning / listening: the right option's index; else -1 */
  correct_index: number;
  /** the text the right answer shows as */
  correct_answer: string;
};

export const OPTION_COUNT = 4;
/** A reading counts as right from this speech percent (as in the word tests). */
export const READING_PASS_PERCENT = 60;

/** A small seeded PRNG (mulberry32) so a session's options are stable for its seed. */
export function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Three distractors for a word: other words of the grade, preferring the same part of speech, whose
 * shown text differs from the answer's and from each other's.
 */
function distractors(
  word: EikenWordCard,
  pool: readonly EikenWordCard[],
  shown: (w: EikenWordCard) => string,
  rand: () => number,
): EikenWordCard[] {
  const seen = new Set([shown(word)]);
  const out: EikenWordCard[] = [];
  const samePos = pool.filter((w) => w.pos === word.pos);
  for (const group of [samePos, pool]) {
    const order = [...group];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as EikenWordCard, order[i] as EikenWordCard];
    }
    for (const w of order) {
      if (out.length === OPTION_COUNT - 1) return out;
      if (seen.has(shown(w))) continue;
      seen.add(shown(w));
      out.push(w);
    }
  }
  return out;
}

/** The exercise of position i: learning checks the meaning; training rotates through the four. */
export function testTypeAt(mode: EikenWordMode, i: number, speaking: boolean): EikenWordTestType {
  if (mode === "learning") return "meaning";
  const rotation: EikenWordTestType[] = speaking
    ? ["meaning", "listening", "spelling", "reading"]
    : ["meaning", "listening", "spelling"];
  return rotation[i % rotation.length] as EikenWordTestType;
}

/**
 * Builds a session's items.
 * @param words - the words to study, in order
 * @param pool - the grade's whole list (distractors)
 * @param opts - mode, whether reading items may be served, the seed, and which words are new
 * @returns the stored items
 */
export function buildWordItems(
  words: readonly EikenWordCard[],
  pool: readonly EikenWordCard[],
  opts: { mode: EikenWordMode; speaking: boolean; seed: string; isNew: (word: string) => boolean },
): StoredWordItem[] {
  const rand = seeded(opts.seed);
  return words.map((w, i) => {
    const test_type = testTypeAt(opts.mode, i, opts.speaking);
    const base = {
      question_id: String(i + 1),
      index: i,
      test_type,
      audio_text: w.word,
      is_new: (opts.isNew(w.word) ? 1 : 0) as 0 | 1,
      word: w.word,
    };
    if (test_type === "spelling")
      return { ...base, screen_text: w.ja, options: [], correct_index: -1, correct_answer: w.word };
    if (test_type === "reading")
      return { ...base, screen_text: w.word, options: [], correct_index: -1, correct_answer: w.word };
    const shown = test_type === "meaning" ? (x: EikenWordCard) => x.ja : (x: EikenWordCard) => x.word;
    const others = distractors(w, pool, shown, rand);
    const at = Math.floor(rand() * (others.length + 1));
    const choices = [...others.slice(0, at), w, ...others.slice(at)];
    return {
      ...base,
      screen_text: test_type === "meaning" ? w.word : "",
      options: choices.map((c, index) => ({ index, content: shown(c) })),
      correct_index: at,
      correct_answer: shown(w),
    };
  });
}

/** Typed spellings compare case-insensitively, with curly quotes and spacing normalised. */
export function spellingMatches(typed: string, word: string): boolean {
  const norm = (s: string) => normalizeText(s, { ignoreTerminalPunctuation: true }).trim();
  return norm(typed) !== "" && norm(typed) === norm(word);
}
