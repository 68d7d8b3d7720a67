import { JA } from "../explanations.ts";
import {
  COMMON_ADJECTIVES,
  DETERMINERS,
  isCountablePlural,
  isCountableSingular,
  singularOf,
} from "../lexicon/nouns.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

// Spelling says vowel but the sound is "y"/"w" (a university, a one-day trip), or the h is silent (an hour).
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni|use|usu|uk|euro|eu|one|once|ufo|ur[aeiou])/;
const SILENT_H = /^(hour|honest|honou?r|heir)/;

/** Whether a word starts with a vowel sound, so it takes "an". */
export function startsWithVowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (SILENT_H.test(w)) return true;
  if (/^[aeiou]/.test(w)) return !VOWEL_LETTER_CONSONANT_SOUND.test(w);
  // Letters read one by one: an MP3 player, an SNS post.
  if (/^[FHLMNRSX][A-Z0-9]/.test(word)) return true;
  return false;
}

// Verbs after which a bare singular countable noun needs an article: "I have dog", "He is student".
const ARTICLE_TRIGGERS = new Set(
  "have has had want wants wanted need needs needed is am was be buy buys bought get gets got see saw".split(
    " ",
  ),
);

function anA(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    const next = words[i + 1];
    if (!next || (art.lower !== "a" && art.lower !== "an")) return;
    // "a" as a letter name ("the letter a is") is rare in learner writing; only articles before words matter.
    const vowel = startsWithVowelSound(next.text);
    if (art.lower === "a" && vowel) {
      const right = `${matchCase(art.text, "an")} ${next.text}`;
      out.push(
        spanFinding(art, next, "article", `Use "an" before a vowel sound.`, JA.articleAn(right), right),
      );
    } else if (art.lower === "an" && !vowel) {
      const right = `${matchCase(art.text, "a")} ${next.text}`;
      out.push(
        spanFinding(art, next, "article", `Use "a" before a consonant sound.`, JA.articleA(right), right),
      );
    } else {
      // "a books", "a new shoes": one adjective may stand between the article and the plural noun.
      const noun = COMMON_ADJECTIVES.has(next.lower) ? words[i + 2] : next;
      if (!noun || !isCountablePlural(noun.lower)) return;
      const middle = noun === next ? "" : `${next.text} `;
      const right = `${art.text} ${middle}${singularOf(noun.lower) ?? noun.lower}`;
      out.push(
        spanFinding(
          art,
          noun,
          "plural",
          `Use a singular noun after "${art.text}".`,
          JA.articlePlural(right),
          right,
        ),
      );
    }
  });
  return out;
}

function missingArticle(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((verb, i) => {
    if (!ARTICLE_TRIGGERS.has(verb.lower)) return;
    const first = words[i + 1];
    if (!first || DETERMINERS.has(first.lower)) return;
    let noun = first;
    if (COMMON_ADJECTIVES.has(first.lower)) noun = words[i + 2] ?? first;
    if (!isCountableSingular(noun.lower)) return;
    // "dog food", "school bag": the noun is only a modifier of the next noun.
    const after = words[i + (noun === first ? 2 : 3)];
    if (after && (isCountableSingular(after.lower) || isCountablePlural(after.lower))) return;
    // Nothing but spaces may separate the words ("I have, dog" is a different problem).
    if (/[^\sA-Za-z']/.test(sentence.slice(verb.end, noun.end))) return;
    // "is school" in "My favourite place is school" is fine for institutions used without article.
    if (["school", "home", "class", "bed", "breakfast", "lunch", "dinner"].includes(noun.lower)) return;
    const article = startsWithVowelSound(first.text) ? "an" : "a";
    const phrase = sentence.slice(first.start, noun.end);
    const right = `${article} ${phrase}`;
    out.push(
      spanFinding(
        first,
        noun,
        "article",
        `Add "${article}" before "${phrase}".`,
        JA.missingArticle(noun.text, right),
        right,
      ),
    );
  });
  return out;
}

/** Articles: "a apple" → "an apple", "an book" → "a book", "a books" → "a book", "I have dog" → "a dog". */
export const articleRule: Rule = ({ words, sentence }) => [...anA(words), ...missingArticle(words, sentence)];
