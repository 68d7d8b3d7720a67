import { baseOf } from "../lexicon/verbs.ts";
import { splitSentences, wordsOf } from "../tokenize.ts";

/** Facts about a text that every score part reads. */
export type TextFacts = {
  text: string;
  /** lower-case words in order */
  words: string[];
  /** word count of each sentence, in order */
  sentenceLengths: number[];
  /** blocks of text separated by a blank line (0 for an empty text) */
  paragraphs: number;
};

/**
 * Counts the words, sentences and paragraphs of a text.
 * @param text - the student's text
 * @returns the facts the score parts use
 */
export function textFacts(text: string): TextFacts {
  const sentences = splitSentences(text);
  return {
    text,
    words: wordsOf(text),
    sentenceLengths: sentences.map((s) => wordsOf(s.text).length).filter((n) => n > 0),
    paragraphs: text.split(/\n\s*\n/).filter((p) => wordsOf(p).length > 0).length,
  };
}

/**
 * How much a text shows, 0-1: a text needs about `target` words before a measure can be trusted. Used to
 * scale measures down for very short texts, so "I go." never looks perfect.
 * @param words - the word count
 * @param target - words needed for full evidence (at least 10)
 */
export function evidenceOf(words: number, target = 30): number {
  return Math.min(1, words / Math.max(10, target));
}

/** Rounds and clamps a score to 0-100. */
export const clamp100 = (n: number): number => Math.max(0, Math.min(100, Math.round(n)));

// Function words, pronouns, auxiliaries and the words prompts use to ask ("write", "tell", "reason"):
// they carry no topic, so keyword coverage ignores them.
const STOP = new Set(
  `a an the and or but so if then than as of to in on at by for with from about into over under after before
  up down out off again very too also just only not no yes i me my mine you your yours he him his she her hers
  it its we us our ours they them their theirs this that these those there here what which who whom whose
  when where why how all any some each every both either neither many much more most few little other another
  such own same be am is are was were been being do does did done doing have has had having can could will
  would shall should may might must let lets get got make made go goes went one two three things thing
  something anything nothing someone anyone everyone lot lots really well now because please dear
  write tell describe explain answer question questions reason reasons opinion example examples word words
  sentence sentences about think say said give least use using think agree disagree`.split(/\s+/),
);

/**
 * The base form a word is compared by: irregular verbs through the verb lexicon ("went" → "go"), then
 * plain suffix stripping ("studies" → "study", "played" → "play", "cities" → "city", "bigger" → "big").
 * @param word - a lower-case word
 * @returns its lemma
 */
export function lemmaOf(word: string): string {
  const w = word.replace(/'s$/, "");
  const verb = baseOf(w);
  if (verb) return verb;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) return w.slice(0, -3).replace(/([bdgmnpt])\1$/, "$1");
  if (w.length > 4 && w.endsWith("ied")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith("ed")) return w.slice(0, -2).replace(/([bdgmnpt])\1$/, "$1");
  return w;
}

/**
 * The content words of a text as lemmas, without stop words and words under three letters.
 * @param text - any text (a prompt, a sample answer, an essay)
 * @returns the distinct lemmas in order of first use
 */
export function contentLemmas(text: string): string[] {
  const out = new Set<string>();
  for (const w of wordsOf(text)) {
    if (w.length < 3 || STOP.has(w)) continue;
    const l = lemmaOf(w);
    if (!STOP.has(l)) out.add(l);
  }
  return [...out];
}
