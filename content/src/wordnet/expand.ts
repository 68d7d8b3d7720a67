import { chatBotContentLemmas, lemma } from "@hibiki/exercises";
import { sharedWordNet, type WordNet, type WordNetPos } from "./dict.ts";
import { baseForms } from "./morphy.ts";
import { synonymsOf, wordNetLemma } from "./synonyms.ts";

/**
 * Build-time WordNet expansion of a validated resource: every single-word term of an open-answer rubric
 * slot gets its everyday synonyms (synonyms.ts), and every chat-bot option gets a `synonyms` map from its
 * content words to theirs, so the meaning matchers accept "film" where the content says "movie".
 */

/** Most terms one slot may hold (AnswerSlotSchema). */
export const MAX_SLOT_TERMS = 80;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * A slot with the synonyms of its single-word terms appended (the authored terms first, no duplicates,
 * at most MAX_SLOT_TERMS). A term written "=word" keeps the word without synonyms (for a word whose most
 * frequent meaning is not the one meant: "=present" for a gift, not the verb).
 * @param terms - the authored terms (lower-case; multi-word terms and tokens such as <number> kept as is)
 * @param wn - the WordNet reader
 * @returns the expanded slot
 */
export function expandSlot(terms: readonly string[], wn: WordNet = sharedWordNet()): string[] {
  const out = [...new Set(terms.map((t) => t.replace(/^=/, "")))];
  const added = terms.filter((t) => !t.startsWith("=")).flatMap((t) => synonymsOf(t, wn));
  for (const s of added) {
    if (out.length >= MAX_SLOT_TERMS) break;
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** Expands every slot of a parsed rubric in place. */
function expandOpenAnswer(open: Json, wn: WordNet): void {
  if (!Array.isArray(open.elements)) return;
  for (const element of open.elements) {
    if (!isRecord(element) || !Array.isArray(element.match)) continue;
    element.match = element.match.map((alternative: unknown) =>
      Array.isArray(alternative)
        ? alternative.map((slot: unknown) => (Array.isArray(slot) ? expandSlot(slot as string[], wn) : slot))
        : alternative,
    );
  }
}

/** Words after which an option's word is a noun ("a present", "the test"). */
const BEFORE_NOUN = new Set(
  "a an the my your his her its our their this that these those some any every each no many much".split(" "),
);
/** Words after which an option's word is a verb ("to buy", "I'll watch", "don't like"). */
const BEFORE_VERB = new Set(
  `to i you we they will would can could should must may might do does did not please let's i'm you're
  we're they're he's she's it's i'll you'll we'll they'll i'd you'd we'd they'd don't doesn't didn't won't
  can't`.split(/\s+/),
);

/**
 * The part of speech of an option word from the word before it, else a verb for -ing / -ed forms
 * (gerunds and participles mean their verb); undefined leaves it to the word's most tagged one.
 */
function guessPos(word: string, before: string | undefined): WordNetPos | undefined {
  if (before && BEFORE_NOUN.has(before)) return "noun";
  if (before && BEFORE_VERB.has(before)) return "verb";
  if (/(ing|ed)$/.test(word)) return "verb";
  return undefined;
}

/**
 * The synonyms map of one chat-bot option: the lemma the chat-bot matcher gives each content word
 * (chatBotContentLemmas of @hibiki/exercises, so the keys are the ones it looks up) → the word's
 * everyday WordNet synonyms; words without synonyms are left out. The part of speech is guessed from the
 * word before ("buy a present": noun; "I'm going": verb), else it is the word's most frequent one.
 * @param content - the option text
 * @param wn - the WordNet reader
 * @returns the map (empty when no word has synonyms)
 */
export function optionSynonyms(content: string, wn: WordNet = sharedWordNet()): Record<string, string[]> {
  const keys = new Set(chatBotContentLemmas(content));
  const map: Record<string, string[]> = {};
  const words =
    content
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:'[a-z]+)*/g) ?? [];
  words.forEach((word, i) => {
    const key = lemma(word);
    if (word.includes("'") || !keys.has(key) || map[key]) return;
    const as = guessPos(word, words[i - 1]);
    const base = as ? (baseForms(word, as, wn)[0] ?? wordNetLemma(word, wn)) : wordNetLemma(word, wn);
    if (!base) return;
    const synonyms = synonymsOf(base, wn, as && wn.has(base, as) ? as : undefined);
    if (synonyms.length > 0) map[key] = synonyms;
  });
  return map;
}

/** Adds the synonyms map to every option of a chat-bot item's bot turns. */
function expandChatBot(item: Json, wn: WordNet): void {
  for (const question of item.question_items as unknown[]) {
    if (!isRecord(question) || !Array.isArray(question.options)) continue;
    for (const option of question.options) {
      if (!isRecord(option) || typeof option.content !== "string") continue;
      const map = { ...optionSynonyms(option.content, wn), ...((option.synonyms as Json | undefined) ?? {}) };
      if (Object.keys(map).length > 0) option.synonyms = map;
    }
  }
}

/**
 * Expands a validated resource in place: rubric slots anywhere (items, progress steps, parts) and
 * chat-bot options. WordNet is only opened when the resource has something to expand.
 * @param resource - the resource as parsed by its kind's schema
 * @param wn - the WordNet reader (the installed one by default)
 */
export function expandWithWordNet(resource: Json, wn?: WordNet): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isRecord(node)) return;
    if (isRecord(node.open_answer)) expandOpenAnswer(node.open_answer, wn ?? sharedWordNet());
    if (Array.isArray(node.question_items)) expandChatBot(node, wn ?? sharedWordNet());
    for (const [key, child] of Object.entries(node)) if (key !== "open_answer") visit(child);
  };
  visit(resource.items);
}
