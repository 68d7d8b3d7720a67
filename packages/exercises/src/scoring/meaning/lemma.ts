import { AMBIGUOUS_VERB_FORMS, IRREGULAR_VERBS } from "./irregular-verbs.ts";
import { IE_NOUNS, IRREGULAR_COMPARATIVES, IRREGULAR_PLURALS, NOT_INFLECTED } from "./irregular-words.ts";
import { COMMON_ADJECTIVES, COMMON_VERBS, E_VERBS } from "./word-lists.ts";

/**
 * Rule-based lemmatiser. A word gets a short list of CANDIDATE lemmas, the likeliest first: rules cannot
 * always tell "hoping" (hope) from "hopping" (hop) or "movies" (movie) from "studies" (study), so they
 * offer both and two words match when their lists share a lemma. Irregular tables come first, then
 * -ing, -ed, -s/-es/-ies, and -er/-est for common adjectives only (teacher, water, number stay whole).
 */

/** Irregular verb form → its base(s). */
const VERB_FORMS = new Map<string, string[]>();
/** Base forms of the irregular verbs. */
const VERB_BASES = new Set<string>();
for (const [base, ...forms] of IRREGULAR_VERBS) {
  if (base === undefined) continue;
  VERB_BASES.add(base);
  for (const form of forms) VERB_FORMS.set(form, [...(VERB_FORMS.get(form) ?? []), base]);
}

/**
 * Whether a word is a form of an irregular verb (base or other form).
 * @param word - a lower-case word
 * @returns true for go, went, gone, is, were…
 */
export function isIrregularVerbForm(word: string): boolean {
  return VERB_BASES.has(word) || VERB_FORMS.has(word);
}

const VOWEL = /[aeiouy]/;
/** One vowel between consonants at the end of a one-syllable stem: lik(e), hop(e), writ(e), us(e). */
const MONO_CVC = /^[^aeiouy]*[aeiou][^aeiouwxy]$/;

const unique = (xs: readonly string[]): string[] => [...new Set(xs)];

/**
 * Base forms of an -ed/-ing stem: undoubled (stopp → stop), with a restored e (mak → make) or as is.
 * @param stem - the word without -ed/-ing
 * @returns candidate bases, likeliest first
 */
function stemBases(stem: string): string[] {
  const last = stem.at(-1) ?? "";
  if (stem.length > 2 && last === stem.at(-2) && !VOWEL.test(last)) {
    // call(ed), kiss(ed), fill(ed) keep the double letter; stop(ped), plan(ned) drop it
    return "lsfz".includes(last) ? [stem, stem.slice(0, -1)] : [stem.slice(0, -1), stem];
  }
  if (/[aeiowxy]$/.test(stem)) return [stem];
  const withE = `${stem}e`;
  const preferE = E_VERBS.has(withE) || /[cvzu]$|[rd]g$/.test(stem) || MONO_CVC.test(stem);
  return preferE ? [withE, stem] : [stem, withE];
}

/**
 * Candidates of a word ending in -ing or -ed, or null when the word does not look inflected.
 * @param w - the word
 * @returns candidate lemmas or null
 */
function verbSuffix(w: string): string[] | null {
  if (w.endsWith("ing") && w.length >= 5) {
    const stem = w.slice(0, -3);
    return VOWEL.test(stem) ? stemBases(stem) : null;
  }
  if (!w.endsWith("ed") || w.length <= 3) return null;
  if (w.endsWith("eed")) return [w, w.slice(0, -1)];
  if (w.endsWith("ied")) return w.length > 4 ? [`${w.slice(0, -3)}y`, w.slice(0, -1)] : [w.slice(0, -1)];
  const stem = w.slice(0, -2);
  return VOWEL.test(stem) ? stemBases(stem) : null;
}

/**
 * Candidates of a word ending in -s, -es or -ies, or null.
 * @param w - the word
 * @returns candidate lemmas or null
 */
function pluralSuffix(w: string): string[] | null {
  if (w.length < 4 || !w.endsWith("s") || /(ss|us|is)$/.test(w)) return null;
  if (w.endsWith("ies")) {
    if (w.length <= 4) return [w.slice(0, -1)];
    const y = `${w.slice(0, -3)}y`;
    const ie = w.slice(0, -1);
    return IE_NOUNS.has(ie) ? [ie, y] : [y, ie];
  }
  if (/(ss|sh|ch|x|zz)es$/.test(w)) return [w.slice(0, -2), w.slice(0, -1)];
  if (/(o|s|z)es$/.test(w)) return [w.slice(0, -1), w.slice(0, -2)];
  return [w.slice(0, -1)];
}

/**
 * Base adjective of a comparative or superlative of a common adjective (bigger → big), or null.
 * @param w - the word
 * @returns the adjective in a one-element list, or null
 */
function comparative(w: string): string[] | null {
  const suffix = w.endsWith("est") ? "est" : w.endsWith("er") ? "er" : null;
  if (suffix === null) return null;
  const stem = w.slice(0, -suffix.length);
  const options = [stem, stem.slice(0, -1), `${stem}e`];
  if (stem.endsWith("i")) options.unshift(`${stem.slice(0, -1)}y`);
  const adjective = options.find((o) => COMMON_ADJECTIVES.has(o));
  return adjective === undefined ? null : [adjective];
}

/**
 * Lemma candidates from the irregular tables, or null.
 * @param w - the word
 * @returns candidate lemmas or null
 */
function irregular(w: string): string[] | null {
  const bases = VERB_FORMS.get(w);
  if (bases) {
    const self = VERB_BASES.has(w) ? [w] : [];
    return unique([...self, ...bases, ...(AMBIGUOUS_VERB_FORMS.has(w) ? [w] : [])]);
  }
  if (VERB_BASES.has(w)) return [w];
  const plural = IRREGULAR_PLURALS[w];
  if (plural) return [...plural];
  const comp = IRREGULAR_COMPARATIVES[w];
  return comp ? [...comp] : null;
}

const cache = new Map<string, readonly string[]>();
const CACHE_LIMIT = 20_000;

/**
 * Candidate lemmas of a word, likeliest first: "kicking" → kick, "went" → go, "movies" → movie (then
 * "movy"), "saw" → see, saw. Numbers and words without an inflection are their own lemma. Candidates
 * shorter than 3 letters are dropped when a longer one exists (using → use, not "us").
 * @param word - one word (any case)
 * @returns one or more candidate lemmas
 */
export function lemmaCandidates(word: string): readonly string[] {
  const w = word.toLowerCase();
  const hit = cache.get(w);
  if (hit) return hit;
  let out: string[] = [w];
  if (/^\p{L}/u.test(w) && !NOT_INFLECTED.has(w)) {
    const found = irregular(w) ?? verbSuffix(w) ?? pluralSuffix(w) ?? comparative(w) ?? [w];
    const long = found.filter((c) => c.length >= 3);
    out = unique(long.length > 0 ? long : found);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(w, out);
  return out;
}

/**
 * The likeliest lemma of a word (the first candidate).
 * @param word - one word
 * @returns its lemma
 */
export function lemma(word: string): string {
  return lemmaCandidates(word)[0] ?? word.toLowerCase();
}

/**
 * Whether two words can share a lemma (their candidate lists meet): "kicked" ~ "kicks", "saw" ~ "seen".
 * @param a - a word
 * @param b - another word
 * @returns true when a lemma is common to both
 */
export function sameLemma(a: string, b: string): boolean {
  const bs = lemmaCandidates(b);
  return lemmaCandidates(a).some((c) => bs.includes(c));
}

/**
 * Whether a word is a form of a verb the lists know: an irregular verb, or an everyday regular verb
 * (COMMON_VERBS, E_VERBS) in any form ("plays", "walked", "reads", "went").
 * @param word - one word
 * @returns true for a known verb form
 */
export function isKnownVerb(word: string): boolean {
  return lemmaCandidates(word).some((l) => isIrregularVerbForm(l) || COMMON_VERBS.has(l) || E_VERBS.has(l));
}
