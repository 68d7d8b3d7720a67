import { JA } from "../explanations.ts";
import {
  COMMON_ADJECTIVES,
  DETERMINERS,
  isCountablePlural,
  isCountableSingular,
  singularOf,
  UNCOUNTABLE,
} from "../lexicon/nouns.ts";
import { tagSentence } from "../pos/tag.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

// Spelling says vowel but the sound is "y"/"w" (a university, a one-day trip), or the h is silent (an hour).
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni|use|usu|uk|euro|eu|one|once|ufo|ur[aeiou])/;
const SILENT_H = /^(hour|honest|honou?r|heir)/;

/** Whether a word starts with a vowel sound, so it takes "an". */
export function startsWithVowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (SILENT_H.test(w)) return true;
  // "U" read as a letter sounds like "you": a USB cable, a U.S. city, a UFO.
  if (/^U([A-Z.]|$)/.test(word)) return false;
  if (/^[aeiou]/.test(w)) return !VOWEL_LETTER_CONSONANT_SOUND.test(w);
  // Letters read one by one: an MP3 player, an SNS post, an X-ray, an F.
  if (/^[FHLMNRSX]([A-Z0-9]|$)/.test(word)) return true;
  return false;
}

// Verbs after which a bare singular countable noun needs an article: "I have dog", "He is student".
const ARTICLE_TRIGGERS = new Set(
  "have has had want wants wanted need needs needed is am was be buy buys bought get gets got see saw became become read reads write writes wrote drive drives drove own owns lost borrowed found".split(
    " ",
  ),
);
// Adjectives that do not take the article themselves ("It was last week", "He is next door").
const NO_ARTICLE_ADJECTIVES = new Set(
  "last next first every other same own only such much more most few little".split(" "),
);

function anA(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    const next = words[i + 1];
    if (!next || (art.lower !== "a" && art.lower !== "an")) return;
    // "a" as a letter name ("the letter a is") is rare in learner writing; only articles before words matter.
    // "a information" is a different error ("information" takes no article), found below.
    const counted = COMMON_ADJECTIVES.has(next.lower) ? words[i + 2] : next;
    if (UNCOUNTABLE.has(next.lower) || (counted && UNCOUNTABLE.has(counted.lower))) return;
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

// Adjectives learners put before "day", "trip", "time"... after "was/is/had": the common ones, and words that
// are also nouns ("fun") or that the shared list leaves out.
const BEFORE_NOUN_ADJECTIVES = new Set([
  ...COMMON_ADJECTIVES,
  ..."fun lucky lovely terrible amazing perfect excellent fantastic strange sunny rainy relaxing tiring memorable peaceful".split(
    " ",
  ),
]);

function missingArticle(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((verb, i) => {
    if (!ARTICLE_TRIGGERS.has(verb.lower)) return;
    // "the lost child", "my favourite read": after a determiner the trigger word is an adjective or noun.
    if (DETERMINERS.has(words[i - 1]?.lower ?? "") && !/^(is|am|was|be|has|have|had)$/.test(verb.lower))
      return;
    const first = words[i + 1];
    if (!first || DETERMINERS.has(first.lower)) return;
    if (NO_ARTICLE_ADJECTIVES.has(first.lower)) return;
    // "very cute dog", "new bike": a degree word and one adjective may come before the noun.
    let k = i + 1;
    if (["very", "really", "so"].includes(words[k]?.lower ?? "")) k++;
    const adjective = words[k];
    if (
      adjective &&
      BEFORE_NOUN_ADJECTIVES.has(adjective.lower) &&
      !NO_ARTICLE_ADJECTIVES.has(adjective.lower)
    )
      k++;
    else if (k > i + 1) return; // "is very kind" — no noun follows the degree word
    const noun = words[k] ?? first;
    if (!isCountableSingular(noun.lower) || UNCOUNTABLE.has(noun.lower)) return;
    // "dog food", "school bag": the noun is only a modifier of the next noun.
    const after = words[k + 1];
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

const POSSESSIVE_WORDS = new Set("my your his her our their its today's yesterday's tomorrow's".split(" "));

/** "the my bag" → "my bag", "the today's lesson" → "today's lesson", "the Ken's bike" → "Ken's bike". */
function beforePossessive(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    const next = words[i + 1];
    if (!next || !["a", "an", "the"].includes(art.lower)) return;
    const name = /^[A-Z][a-z]+['’]s$/.test(next.text) && i > 0; // "the Ken's", not sentence-initial "The"
    if (!POSSESSIVE_WORDS.has(next.lower) && !name) return;
    // "her" after "the" is never an object here; but "a her" never happens, so any article goes.
    out.push({
      type: "article",
      start: art.start,
      end: next.end,
      comment: `Do not use "${art.text}" before "${next.text}".`,
      explanationJa: JA.articlePossessive(art.text, next.text),
      suggestion: matchCase(art.text, next.text),
    });
  });
  return out;
}

const DAYS_MONTHS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april june july august
  september october november december`.split(/\s+/),
);
// After these the day or month names a particular one ("the Monday before the test", "the May of 2020").
const PARTICULAR_AFTER = new Set(
  "of before after when that which morning afternoon evening night".split(" "),
);

/** "on the Monday" → "on Monday", "in the August" → "in August". */
function beforeDays(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    const day = words[i + 1];
    if (art.lower !== "the" || !day || !DAYS_MONTHS.has(day.lower)) return;
    const prev = words[i - 1]?.lower;
    if (prev !== undefined && !["on", "in", "every", "until", "by", "from", "since"].includes(prev)) return;
    const after = words[i + 2];
    if (after && PARTICULAR_AFTER.has(after.lower)) return;
    // Only when the day ends the phrase: "on the Monday." / "on the Monday, ..." / "on the Monday I ...".
    const rest = sentence.slice(day.end).trimStart();
    if (
      after &&
      !/^[,.!?;]/.test(rest) &&
      !["i", "we", "he", "she", "they", "you", "my", "and"].includes(after.lower)
    )
      return;
    out.push({
      type: "article",
      start: art.start,
      end: day.end,
      comment: `Say "${day.text}" without "the".`,
      explanationJa: JA.articleDay(day.text),
      suggestion: day.text,
    });
  });
  return out;
}

const SPORTS = new Set(
  "soccer baseball tennis basketball volleyball badminton football rugby golf softball dodgeball handball".split(
    " ",
  ),
);

/** "play the soccer" → "play soccer" (instruments keep "the": "play the piano"). */
function sportsArticle(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    const sport = words[i + 1];
    const verb = words[i - 1];
    if (art.lower !== "the" || !sport || !verb || !SPORTS.has(sport.lower)) return;
    if (!/^(play|plays|played|playing)$/.test(verb.lower)) return;
    // "play the tennis match": the sport names another noun.
    const after = words[i + 2];
    if (after && isCountableSingular(after.lower)) return;
    out.push({
      type: "article",
      start: art.start,
      end: sport.end,
      comment: `Say "play ${sport.text}" without "the".`,
      explanationJa: JA.articleSport(sport.text),
      suggestion: sport.text,
    });
  });
  return out;
}

// Uncountable nouns that also name a thing you can count ("a music teacher" is caught by the noun check).
const TIME_WORDS = new Set("today tonight tomorrow yesterday now every this last next".split(" "));
const LITTLE_WORDS = new Set(["little", "lot", "few", "bit", "piece"]);

/** "a homework" → "homework", "a good news" → "good news", "an advice" → "advice". */
function articleWithUncountable(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    if (art.lower !== "a" && art.lower !== "an") return;
    let k = i + 1;
    const adjective = words[k];
    if (adjective && COMMON_ADJECTIVES.has(adjective.lower) && !LITTLE_WORDS.has(adjective.lower)) k++;
    const noun = words[k];
    if (!noun || !UNCOUNTABLE.has(noun.lower) || LITTLE_WORDS.has(words[i + 1]?.lower ?? "")) return;
    // "a homework assignment", "a music festival", "a news program": the noun modifies the next one.
    const tags = tagSentence(sentence);
    const nextTag = tags.find((t) => t.start >= noun.end && t.pos !== "PUNCT");
    const nextWord = words[k + 1];
    const timeWord = nextWord && TIME_WORDS.has(nextWord.lower);
    if (
      !timeWord &&
      nextTag &&
      nextWord &&
      nextTag.start === nextWord.start &&
      (nextTag.pos === "NOUN" || nextTag.pos === "PROPN")
    )
      return;
    if (nextWord && (isCountableSingular(nextWord.lower) || isCountablePlural(nextWord.lower))) return;
    // "fun" is also an adjective ("a fun day"); "rain"/"snow" take "a" with an adjective ("a heavy rain").
    if (["fun", "rain", "snow"].includes(noun.lower)) return;
    const phrase = sentence.slice(words[i + 1]?.start ?? noun.start, noun.end);
    const right = matchCase(art.text, phrase);
    out.push({
      type: "article",
      start: art.start,
      end: noun.end,
      comment: `"${noun.text}" is uncountable: say "${phrase}" without "${art.text}".`,
      explanationJa: JA.articleUncountable(noun.text, right),
      suggestion: right,
    });
  });
  return out;
}

// Prepositions after which "adjective + singular countable noun" needs an article ("in big house").
const PLACE_PREPOSITIONS = new Set("in at on from with near to for".split(" "));

/** "She lives in big house" → "in a big house": preposition + adjective + listed singular countable noun. */
function afterPreposition(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((prep, i) => {
    const adjective = words[i + 1];
    const noun = words[i + 2];
    if (!PLACE_PREPOSITIONS.has(prep.lower) || !adjective || !noun) return;
    if (!COMMON_ADJECTIVES.has(adjective.lower) || NO_ARTICLE_ADJECTIVES.has(adjective.lower)) return;
    if (!isCountableSingular(noun.lower) || UNCOUNTABLE.has(noun.lower)) return;
    const after = words[i + 3];
    if (after && (isCountableSingular(after.lower) || isCountablePlural(after.lower) || after.lower === "'s"))
      return;
    if (/[^\sA-Za-z']/.test(sentence.slice(prep.end, noun.end))) return;
    const article = startsWithVowelSound(adjective.text) ? "an" : "a";
    const phrase = sentence.slice(adjective.start, noun.end);
    const right = `${article} ${phrase}`;
    out.push(
      spanFinding(
        adjective,
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

// Places that never take "the" (countries and cities learners write about).
const PLACES = new Set(
  `japan tokyo kyoto osaka nara kobe nagoya sapporo fukuoka hiroshima sendai yokohama kamakura nikko okinawa
  hokkaido aomori china korea america canada australia france italy germany england spain india brazil london
  paris hawaii singapore taiwan`.split(/\s+/),
);

/** "We visited the Nara" → "Nara": no "the" before the name of a city or country. */
function beforePlaces(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((art, i) => {
    const place = words[i + 1];
    if (art.lower !== "the" || !place || !PLACES.has(place.lower) || !/^[A-Z]/.test(place.text)) return;
    // "the Tokyo Olympics", "the Kyoto of old", "the Japan I know": the name describes something else.
    const after = words[i + 2];
    if (after && (/^[A-Z]/.test(after.text) || ["of", "that", "which", "i", "we"].includes(after.lower)))
      return;
    if (after && (isCountableSingular(after.lower) || isCountablePlural(after.lower))) return;
    out.push({
      type: "article",
      start: art.start,
      end: place.end,
      comment: `Say "${place.text}" without "the".`,
      explanationJa: JA.articlePlace(place.text),
      suggestion: place.text,
    });
  });
  return out;
}

/**
 * Articles: "a apple" → "an apple", "an book" → "a book", "a books" → "a book", "I have dog" → "a dog",
 * "the my bag" → "my bag", "on the Monday" → "on Monday", "play the soccer" → "play soccer",
 * "a homework" → "homework".
 */
export const articleRule: Rule = ({ words, sentence }) => [
  ...anA(words),
  ...missingArticle(words, sentence),
  ...beforePossessive(words),
  ...beforeDays(words, sentence),
  ...sportsArticle(words),
  ...articleWithUncountable(words, sentence),
  ...afterPreposition(words, sentence),
  ...beforePlaces(words),
];
