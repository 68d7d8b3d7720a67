import { BASIC_WORDS } from "./basic-words.ts";
import { type AnyPos, sharedWordNet, type WordNet, type WordNetPos } from "./dict.ts";
import { baseForms } from "./morphy.ts";

/**
 * Conservative WordNet synonyms of one word, for the meaning matcher (rubric slots, chat-bot options).
 *
 * The rule, step by step:
 * 1. Only a single lower-case word that is not a function word, number word, light verb (be, have, do,
 *    make, get, take, give, go, come, put, set, keep, let: their first synsets are rarely the meaning the
 *    content uses) or light noun (way, kind, thing, place…).
 * 2. Its part of speech is the one it is most often tagged with in WordNet's sense-tagged corpus
 *    (index.sense counts); only nouns and verbs are expanded.
 * 3. Only its first (most frequent) synset, and only when that synset is its clear main meaning: at
 *    least a quarter of its tagged uses, or its only synset when it was never tagged. A specialised
 *    synset (a region or usage domain such as slang, or a gloss opening with "(baseball)", "(law)") is
 *    skipped.
 * 4. A lemma of that synset is added when: it is lower-case (no names), one or two words of letters,
 *    each with a vowel (no "hr"), not headed by a function word or light verb ("go on", "take issue"),
 *    not plural-looking ("works" would match "work"); it does not contain the word itself ("blood
 *    brother"); the synset is the lemma's own first sense (so "picture" is not added for "movie": its
 *    main meaning is an image); its own most-tagged part of speech is the same ("miss" is a verb first,
 *    so not a synonym of "girl"); and students know it: every word is on the basic word list, or the
 *    lemma was tagged with this sense at least 5 times in the corpus ("kid" for "child", "film" for
 *    "movie"; not "nipper" or "flick").
 * 5. At most 4 synonyms, in WordNet's order.
 */

/**
 * Words never expanded and never added: function words, indefinite pronouns, numbers, light verbs and
 * semantically light nouns ("way", "kind", "thing": their synsets say little, and as synonyms they
 * would match almost any answer).
 */
const NOT_EXPANDED = new Set(
  `a an the this that these those some any no every each all both either neither my your his her its our
  their i me you he him she it we us they them mine yours hers ours theirs myself yourself himself herself
  itself ourselves themselves who whom whose which what where when why how there here and or but so because
  if than then as while although though to of in on at with for from by about into onto over under after
  before around near behind between through during without like until up down off out across along
  against among past since not never yes yeah ok okay please am is are was were be been being do does
  did done have has had having will would shall should can could may might must let make made get got
  take took give gave go went come came put set keep kept one two three four five six seven eight nine
  ten eleven twelve twenty thirty forty fifty hundred thousand first second third someone somebody anyone
  anybody everyone everybody something anything everything nothing nobody none thing things stuff way
  kind sort type part place time person people matter case point fact lot bit piece side end form`.split(
    /\s+/,
  ),
);

/** Most synonyms one word gets. */
export const MAX_SYNONYMS_PER_WORD = 4;
/** Least share of a word's tagged uses its first synset must have to count as the word's main meaning. */
const MIN_FIRST_SENSE_SHARE = 0.25;
/** Least corpus count of a synonym's sense when a word of it is not on the basic list. */
const MIN_TAGGED_USES = 5;

const PARTS: readonly AnyPos[] = ["noun", "verb", "adj", "adv"];

/**
 * The part of speech a lemma is most often tagged with; for a never-tagged lemma, noun, else verb, when
 * WordNet lists it as such.
 * @param lemma - a lower-case lemma (spaces between words)
 * @param wn - the WordNet reader
 * @returns the part of speech, or undefined when WordNet has no noun or verb entry and no tags
 */
export function mainPartOfSpeech(lemma: string, wn: WordNet): AnyPos | undefined {
  let best: AnyPos | undefined;
  let bestCount = 0;
  for (const pos of PARTS) {
    const count = wn.taggedUses(lemma, pos);
    if (count > bestCount) {
      best = pos;
      bestCount = count;
    }
  }
  if (best) return best;
  if (wn.has(lemma, "noun")) return "noun";
  if (wn.has(lemma, "verb")) return "verb";
  return undefined;
}

/** The first synset of a lemma when it is the lemma's clear, everyday main meaning. */
function mainSynset(lemma: string, pos: WordNetPos, wn: WordNet) {
  const offsets = wn.offsets(lemma, pos);
  const first = offsets[0];
  if (first === undefined) return undefined;
  const total = offsets.reduce((n, o) => n + (wn.sense(lemma, pos, o)?.tags ?? 0), 0);
  if (total === 0 && offsets.length > 1) return undefined;
  if (total > 0 && (wn.sense(lemma, pos, first)?.tags ?? 0) / total < MIN_FIRST_SENSE_SHARE) return undefined;
  const synset = wn.synset(pos, first);
  return synset.domain ? undefined : synset;
}

/** Whether a lemma of the synset is an everyday synonym of `lemma` (step 4 of the rule). */
function acceptable(candidate: string, lemma: string, pos: WordNetPos, offset: string, wn: WordNet): boolean {
  if (candidate !== candidate.toLowerCase()) return false;
  const words = candidate.split("_");
  if (words.length > 2 || words.some((w) => !/^[a-z]{2,}$/.test(w) || !/[aeiouy]/.test(w))) return false;
  // a light head makes a phrase that matches too much ("be after", "go on", "take issue")
  if (NOT_EXPANDED.has(words[0] ?? "")) return false;
  if (words.length === 1 && candidate.length < 3) return false;
  // a plural-looking lemma reads as another word to a lemmatiser ("works" → work, for "plant")
  if (words.length === 1 && candidate.endsWith("s") && baseForms(candidate, pos, wn).length > 1) return false;
  if (words.includes(lemma)) return false;
  const sense = wn.sense(candidate, pos, offset);
  if (sense?.rank !== 1) return false;
  if (mainPartOfSpeech(candidate, wn) !== pos) return false;
  return words.every((w) => BASIC_WORDS.has(w)) || sense.tags >= MIN_TAGGED_USES;
}

/**
 * The lemma WordNet files a word under: the word itself when listed, else a base form (fireworks →
 * firework).
 * @param word - one lower-case word
 * @param wn - the WordNet reader
 * @returns the lemma, or undefined when WordNet knows no noun or verb form of it
 */
export function wordNetLemma(word: string, wn: WordNet): string | undefined {
  if (wn.has(word, "noun") || wn.has(word, "verb")) return word;
  return baseForms(word, "noun", wn)[0] ?? baseForms(word, "verb", wn)[0];
}

/**
 * Everyday WordNet synonyms of one word (see the rule at the top of this file).
 * @param word - one lower-case word, preferably a base form
 * @param wn - the WordNet reader (the installed one by default)
 * @param as - the part of speech when the context tells it (default: the word's most tagged one)
 * @returns synonyms, multi-word ones with spaces; empty when the rule adds none
 */
export function synonymsOf(word: string, wn: WordNet = sharedWordNet(), as?: WordNetPos): string[] {
  if (!/^[a-z]+$/.test(word) || NOT_EXPANDED.has(word)) return [];
  const lemma = as ? baseForms(word, as, wn)[0] : wordNetLemma(word, wn);
  // a base form of 1-2 letters is a misreading ("sns" → "sn", tin)
  if (!lemma || (lemma !== word && lemma.length < 3) || NOT_EXPANDED.has(lemma)) return [];
  const pos = as ?? mainPartOfSpeech(lemma, wn);
  if (pos !== "noun" && pos !== "verb") return [];
  const synset = mainSynset(lemma, pos, wn);
  if (!synset) return [];
  const out: string[] = [];
  for (const candidate of synset.lemmas) {
    if (synset.markedLemmas.has(candidate) || !acceptable(candidate, lemma, pos, synset.offset, wn)) continue;
    const phrase = candidate.replace(/_/g, " ");
    if (phrase !== word && !out.includes(phrase)) out.push(phrase);
    if (out.length >= MAX_SYNONYMS_PER_WORD) break;
  }
  return out;
}
