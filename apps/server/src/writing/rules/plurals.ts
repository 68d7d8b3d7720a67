import { JA } from "../explanations.ts";
import {
  COMMON_ADJECTIVES,
  isCountablePlural,
  isCountableSingular,
  PLURAL_NUMBERS,
  pluralOf,
  singularOf,
  UNCOUNTABLE,
} from "../lexicon/nouns.ts";
import { isBaseVerb } from "../lexicon/verbs.ts";
import { tagSentence } from "../pos/tag.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

/** Whether a token counts more than one: "three", "many", "12" (not "1", "1st" or "2019" as a year). */
function isPluralMarker(t: Token): boolean {
  if (PLURAL_NUMBERS.has(t.lower)) return true;
  if (t.kind !== "number" || !/^\d+$/.test(t.text)) return false;
  const n = Number(t.text);
  return n > 1 && n < 1000;
}

// Phrases that count more than one, ending at the index returned: "a lot of", "lots of", "one of the".
const POSSESSIVE_DETS = new Set("the my your his her our their these those".split(" "));
// "some" + these is fine in the singular ("some day", "some time", "some other place").
const SOME_SINGULAR_OK = new Set("day time place way reason one thing other kind sort type".split(" "));

/**
 * The marker ending at or after `i`: returns the index of the marker's last word and its text, or undefined.
 * Handles single markers ("three", "many"), "a lot of", "lots of", "a couple of", "plenty of", "one of the",
 * "some", "all the".
 */
function markerAt(items: Token[], i: number): { last: number; text: string } | undefined {
  const t = items[i] as Token;
  const w = t.lower;
  const at = (k: number) => items[i + k]?.lower;
  if (w === "a" && at(1) === "lot" && at(2) === "of") return { last: i + 2, text: "a lot of" };
  if (w === "lots" && at(1) === "of") return { last: i + 1, text: "lots of" };
  if (w === "a" && at(1) === "couple" && at(2) === "of") return { last: i + 2, text: "a couple of" };
  if (w === "plenty" && at(1) === "of") return { last: i + 1, text: "plenty of" };
  // "one of the students" / "one of my friends": the noun after "one of" is plural.
  if ((w === "one" || w === "each" || w === "some" || w === "many" || w === "most") && at(1) === "of") {
    if (POSSESSIVE_DETS.has(at(2) ?? "")) return { last: i + 2, text: `${t.text} of ${items[i + 2]?.text}` };
    return undefined;
  }
  if (w === "some") return { last: i, text: t.text };
  if (w === "all" && POSSESSIVE_DETS.has(at(1) ?? "") && at(1) !== "these" && at(1) !== "those")
    return { last: i + 1, text: `${t.text} ${items[i + 1]?.text}` };
  if (w === "various") return { last: i, text: t.text };
  // "a few" counts, "few" alone too; but "one of the two" or "two-day trip" use the number as an adjective.
  if (isPluralMarker(t) && items[i + 1]?.text !== "-") return { last: i, text: t.text };
  return undefined;
}

// Markers after which a countable noun must be plural whatever it is (not "a lot of", "some": "a lot of water").
const COUNTING =
  /^(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|many|several|few|both|these|those|various|a couple of)$/;
// Nouns the same in the plural, units and number words, which the tagger alone cannot judge.
const INVARIANT = new Set(
  "yen percent sheep fish deer hundred thousand million billion dozen series species pm am o'clock kg km cm yen times".split(
    " ",
  ),
);

/**
 * The singular noun that a counting word governs, judged by the tagger: skips adjectives and noun modifiers
 * ("three music room" → "room"); undefined when the head is plural, uncountable, a unit or unclear.
 */
function taggedSingular(sentence: string, items: Token[], k: number): Token | undefined {
  const tags = tagSentence(sentence);
  const tagOf = (t: Token | undefined) => (t ? tags.find((x) => x.start === t.start) : undefined);
  let j = k;
  let head: Token | undefined;
  for (let n = 0; n < 3; n++, j++) {
    const t = items[j];
    const tag = tagOf(t);
    if (!t || !tag || t.kind !== "word" || (tag.pos !== "NOUN" && !(head === undefined && tag.pos === "ADJ")))
      break;
    if (tag.pos === "NOUN") head = t;
    if (tag.plural) break; // "many people visit": the plural noun is the head
  }
  if (!head) return undefined;
  const tag = tagOf(head);
  const w = head.lower;
  if (!tag || tag.plural || UNCOUNTABLE.has(w) || INVARIANT.has(w) || isCountablePlural(w) || tag.lemma !== w)
    return undefined;
  // "two years old" style phrases and possessives ("three day's") are left alone.
  if (!/^[a-z]+$/.test(w) || w.endsWith("s")) return undefined;
  return head;
}

/** Plurals after markers: "three book" → "books", "a lot of friend" → "friends", "many kind of" → "kinds of". */
function afterMarkers(items: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < items.length; i++) {
    const m = markerAt(items, i);
    if (!m) continue;
    // "MP3 player", "G7 countries": a number glued to a word is part of a name.
    const glued = items[i - 1];
    if (glued && glued.end === (items[i] as Token).start) continue;
    let k = m.last + 1;
    // One adjective may stand between ("two big dog"); "a little" and "a few" are markers of their own.
    const adj = items[k];
    if (adj && COMMON_ADJECTIVES.has(adj.lower) && adj.lower !== "little" && items[k + 1]?.lower !== "of")
      k++;
    const noun = items[k];
    if (!noun) continue;
    const after = items[k + 1];
    const w = noun.lower;
    let right: string | undefined;
    if (["kind", "type", "sort"].includes(w) && after?.lower === "of" && m.text.toLowerCase() !== "some") {
      right = `${w}s`; // "many kind of food" → "many kinds of food"
    } else {
      if (!isCountableSingular(w) || UNCOUNTABLE.has(w)) {
        // Beyond the listed nouns, the tagger decides, but only after words that always count
        // ("three music room", "two time"): "a lot of" and "some" also go with uncountable nouns.
        if (!COUNTING.test(m.text.toLowerCase())) continue;
        const noun2 = taggedSingular(sentence, items, k);
        if (noun2) {
          const right2 = matchCase(noun2.text, pluralOf(noun2.lower));
          out.push(
            spanFinding(
              noun2,
              noun2,
              "plural",
              `Use the plural "${right2}" after "${m.text}".`,
              JA.plural(m.text, right2),
              right2,
            ),
          );
          i = items.indexOf(noun2);
        }
        continue;
      }
      if (m.text.toLowerCase() === "some" && SOME_SINGULAR_OK.has(w)) continue;
      // "three dog food bowls", "some school friends": the noun modifies another noun.
      if (
        after &&
        after.kind === "word" &&
        (isCountableSingular(after.lower) || isCountablePlural(after.lower))
      )
        continue;
      right = pluralOf(w);
    }
    if (!right || right === w) continue;
    right = matchCase(noun.text, right);
    out.push(
      spanFinding(
        noun,
        noun,
        "plural",
        `Use the plural "${right}" after "${m.text}".`,
        JA.plural(m.text, right),
        right,
      ),
    );
    i = k;
  }
  return out;
}

/** "every days" → "every day", "each students" → "each student". */
function afterEvery(items: Token[]): Finding[] {
  const out: Finding[] = [];
  items.forEach((t, i) => {
    if (t.lower !== "every" && t.lower !== "each") return;
    const noun = items[i + 1];
    if (!noun || !isCountablePlural(noun.lower) || items[i + 2]?.lower === "of") return;
    const right = matchCase(noun.text, singularOf(noun.lower) ?? noun.lower);
    out.push(
      spanFinding(
        noun,
        noun,
        "plural",
        `Use the singular "${right}" after "${t.text}".`,
        JA.singularAfterEvery(t.text, right),
        right,
      ),
    );
  });
  return out;
}

// Nouns that learners use without an article or plural for "all of them" ("Human can make tools").
const GENERIC = new Set(
  `human person student child animal dog cat bird robot computer smartphone car teacher parent kid scientist
  doctor tree plant country people`.split(/\s+/),
);
const MODALS = new Set("can could should must will would may might need have".split(" "));
// Places where a new clause (and a new subject) starts.
const OPENERS = new Set("because so that but and if when think".split(" "));

/** "Human can make many tools" → "Humans can": a bare singular class noun as a subject. */
function bareSubject(items: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  items.forEach((noun, i) => {
    const w = noun.lower;
    if (!GENERIC.has(w) || w === "people") return;
    const prev = items[i - 1];
    const atStart =
      i === 0 || (prev && OPENERS.has(prev.lower)) || /,\s*$/.test(sentence.slice(0, noun.start));
    if (!atStart) return;
    // A name-like use ("Dog, come here") or a determiner before it rules it out.
    const verb = items[i + 1];
    if (verb?.kind !== "word") return;
    const v = verb.lower;
    // The verb must be one a plural subject takes: a modal, "are"/"were", or a plain verb ("Student study").
    if (!(MODALS.has(v) || v === "are" || v === "were" || (isBaseVerb(v) && v !== "do"))) return;
    // "Dog food" etc. are ruled out by the verb check; "Person" as a vocative needs a comma.
    const right = matchCase(noun.text, pluralOf(w));
    out.push(
      spanFinding(
        noun,
        noun,
        "plural",
        `Use the plural "${right}" to talk about ${pluralOf(w)} in general.`,
        JA.pluralSubject(noun.text, right),
        right,
      ),
    );
  });
  return out;
}

/**
 * Plurals: after numbers and quantity words ("three book" → "books", "a lot of friend" → "friends",
 * "one of my friend" → "friends", "many kind of" → "kinds of"), after every/each ("every days" → "day"), and a
 * bare singular class noun as a subject ("Human can make" → "Humans"). Only listed countable nouns are
 * checked; uncountable ones (water, homework, information, ...) never are.
 */
export const pluralRule: Rule = ({ tokens, sentence }) => {
  const items = tokens.filter((t) => t.kind !== "punct" || t.text === "-");
  return [...afterMarkers(items, sentence), ...afterEvery(items), ...bareSubject(items, sentence)];
};
