// Singular countable nouns that learners write without an article ("I have dog") or without a plural
// ("three book"). Limited on purpose: a noun outside this list is never flagged by those rules.
const COUNTABLE = `dog cat bird rabbit hamster horse cow pig fish animal pet book pen pencil notebook bag
desk chair table bed door window house room car bike bicycle bus train plane ship computer phone smartphone
camera watch clock ball racket guitar piano toy game cake apple banana orange egg sandwich cup glass bottle
box picture photo letter card present gift friend brother sister cousin uncle aunt son daughter baby boy girl
student teacher doctor nurse player singer cook driver farmer pilot scientist artist writer person child man
woman park school station library hospital museum zoo shop store restaurant hotel city town village country
river mountain lake island beach tree flower garden song movie story dream idea question problem plan reason
job hobby club team trip holiday vacation day week month year hour minute class lesson test event festival
umbrella hat shirt shoe sock jacket key map ticket dictionary textbook island ocean temple shrine castle
building bridge road street house apartment kitchen bathroom mother father grandmother grandfather
human member thing place country language subject sport classmate neighbor neighbour tourist foreigner
visitor customer robot tool machine word sentence page parent kid plant insect vegetable company factory
engineer taxi farm office airport engineer nurse lawyer police officer firefighter designer programmer
college university uniform towel blanket toothbrush`;

const IRREGULAR_PLURALS: Record<string, string> = {
  child: "children",
  man: "men",
  woman: "women",
  person: "people",
  tooth: "teeth",
  foot: "feet",
  mouse: "mice",
  fish: "fish",
  sheep: "sheep",
  knife: "knives",
  leaf: "leaves",
  life: "lives",
  wife: "wives",
  potato: "potatoes",
  tomato: "tomatoes",
  hero: "heroes",
};

const countable = new Set(COUNTABLE.split(/\s+/).filter(Boolean));
const plurals = new Map<string, string>();
for (const n of countable) plurals.set(pluralOf(n), n);

/** Whether `word` is a listed singular countable noun ("dog", "book"). */
export function isCountableSingular(word: string): boolean {
  return countable.has(word);
}

/** Whether `word` is the plural of a listed countable noun ("dogs", "children"). */
export function isCountablePlural(word: string): boolean {
  return plurals.has(word) && !countable.has(word);
}

/**
 * The plural of an English noun (irregular table first, then spelling rules).
 * @param noun - a singular noun
 * @returns e.g. "boxes", "cities", "children"
 */
export function pluralOf(noun: string): string {
  const irregular = IRREGULAR_PLURALS[noun];
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * The singular of a listed plural countable noun.
 * @param word - a plural such as "dogs"
 * @returns the singular, or undefined when `word` is not a listed plural
 */
export function singularOf(word: string): string | undefined {
  return plurals.get(word);
}

// Adjectives that may sit between an article or number and its noun ("a big dog", "two small cats").
export const COMMON_ADJECTIVES = new Set(
  `big small little new old young good bad nice kind cute beautiful pretty tall short long great happy sad
  funny interesting important famous popular favorite favourite best white black red blue green yellow brown
  pink cool hot cold warm large heavy easy difficult hard delicious wonderful exciting boring busy free
  different same first last next other special quiet clean dirty strong friendly smart fast slow expensive cheap
  safe dangerous`.split(/\s+/),
);

// Words that already mark a noun phrase, so no article is missing before the noun.
export const DETERMINERS = new Set(
  `a an the my your his her its our their this that these those some any no every each another one two
  three four five six seven eight nine ten many much few several which what whose either neither
  mr mrs ms`.split(/\s+/),
);

/** Number words from two upwards, which need a plural noun. */
export const PLURAL_NUMBERS = new Set(
  `two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty hundred many several few both these those`.split(/\s+/),
);

/**
 * Nouns that are uncountable in learners' everyday use: never made plural, never given "a"/"an"
 * ("a homework" → "homework"). Words with a common countable sense ("a coffee", "a paper") are left out.
 */
export const UNCOUNTABLE = new Set(
  `water homework housework information advice furniture money news rice music baggage luggage equipment
  knowledge weather traffic bread jewelry jewellery scenery garbage trash rubbish milk juice sugar salt
  butter meat snow rain air electricity gasoline fuel homework research progress evidence pollution health
  nature happiness peace fun`.split(/\s+/),
);

/** Subject pronouns mapped to grammatical person and number. */
export const SUBJECT_PRONOUNS: Record<string, "first-singular" | "third-singular" | "plural"> = {
  i: "first-singular",
  he: "third-singular",
  she: "third-singular",
  it: "third-singular",
  you: "plural",
  we: "plural",
  they: "plural",
};

/** Frequency and focus adverbs that may stand between a subject and its verb. */
export const MID_ADVERBS = new Set(
  "always usually often sometimes never also really just still already even only".split(" "),
);
