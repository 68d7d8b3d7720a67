import { isPastVerb, isThirdPersonVerb, verbForms } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";

// Small word classes and helpers shared by the preposition, word-order, verb-pattern, double-negative,
// comparative, sentence-structure and false-friend rules. Closed classes only: open classes (nouns,
// adjectives) come from the lexicon, so an unknown word is left alone rather than guessed.

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

export const OBJECT_PRONOUNS = set("me you him her us them it");
export const PERSON_OBJECTS = set("me you him her us them");
export const SUBJECTS = set("i you he she we they it");
export const POSSESSIVES = set("my your his her our their its");
export const ARTICLES_AND_POSSESSIVES = set("a an the my your his her our their its this that these those");
export const BE_FORMS = set("am is are was were be been being i'm you're he's she's it's we're they're");
export const FINITE_BE = set("am is are was were i'm you're he's she's it's we're they're that's there's");
export const MODALS = set("can could will would shall should may might must");
export const DO_FORMS = set("do does did");
export const NEGATIVE_AUX = set(
  `don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't mustn't isn't aren't wasn't weren't
  haven't hasn't hadn't ain't`,
);
export const SUBORDINATORS = set(
  "because when if although though while since after before until unless whether whenever wherever once",
);
export const CONJUNCTIONS = set("and but or so yet nor");
export const PREPOSITIONS = set(
  "in on at to for with from by of about into onto over under after before during without through near around",
);
/** Closed-class words that cannot be the noun a preceding word modifies ("in summer, we" vs "summer camp"). */
export const PHRASE_END_WORDS = set(
  `i you he she we they it me him her us them my your his our their this that these those a an the and but or
  so because when if with to at in on for from by of too also again every last next there here then now very
  really always usually often sometimes was were is are am will can do did does than yesterday today tomorrow
  tonight together after before during since until`,
);
export const MONTHS = set(
  "january february march april may june july august september october november december",
);
export const WEEKDAYS = set("sunday monday tuesday wednesday thursday friday saturday");

/**
 * The -ing form of a verb: "swim" → "swimming", "make" → "making", "play" → "playing".
 * @param base - a verb's base form
 * @returns its present participle
 */
export function ingOf(base: string): string {
  if (base === "be") return "being";
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(base) || /[^e]ue$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/^(?:[^aeiou]*[aeiou][bdgmnpt]|swim|begin|forget|jog|shop|stop|plan|chat)$/.test(base)) {
    return `${base}${base.slice(-1)}ing`;
  }
  return `${base}ing`;
}

const ingToBase = new Map<string, string>();
/**
 * The base form of a known verb's -ing form: "swimming" → "swim".
 * @param word - a lower-case word
 * @returns the base form, or undefined when `word` is not the -ing form of a lexicon verb
 */
export function baseOfIng(word: string): string | undefined {
  if (!word.endsWith("ing")) return undefined;
  if (ingToBase.size === 0) {
    for (const base of KNOWN_BASES) ingToBase.set(ingOf(base), base);
  }
  return ingToBase.get(word);
}

// Bases of the verb lexicon plus a few that the verb-pattern rules need, for the -ing table.
const KNOWN_BASES = [
  ...`be have do go come eat see get make take give know think say tell read write run swim sing drink buy bring
  teach catch feel find leave meet sleep speak spend stand sit understand win lose send sell keep hear ride drive
  fly forget begin become break choose draw fall grow hold wear wake put cut hit let set pay build lend hurt throw
  show fight play like love live want watch study visit enjoy cook help clean use need walk talk listen practice
  learn work dance open close start finish stay look call ask answer arrive change climb collect decide enter
  hope hurry join jump laugh move paint pass plan rain remember rest return smile snow stop travel turn wait wish
  worry try carry cry wash kick relax shop invite introduce believe agree explain improve prepare receive save
  share miss hate touch fix guess check count cover follow happen pick pull push reach rush solve support surprise
  taste thank train celebrate borrow hike ski surf chat text email film camp fish see meet jog skate draw
  communicate volunteer exercise smoke lock unlock bake boil fry wear sweep feed raise recycle protect destroy
  reduce increase spend keep protect pollute throw waste borrow lend rent order deliver grow plant water
  explore discover invent create design develop imagine consider suggest avoid mind quit refuse offer afford
  manage pretend fail expect promise choose argue apologize apologise complain cheat copy memorize memorise
  review repeat translate pronounce spell type print search download upload post shoot score cheer compete
  perform act sign marry hug kiss scream shout whisper knock ring shake wave point hide seek lie`.split(
    /\s+/,
  ),
].filter(Boolean);

/** Whether `word` is the base form of a known verb (lexicon or the verb-pattern list). */
export function isKnownBase(word: string): boolean {
  if (word === "be") return true;
  const f = verbForms(word);
  return f !== undefined ? f.base === word : KNOWN_BASES.includes(word);
}

/**
 * All forms of a verb as "|"-separated alternatives for the pattern matchers.
 * @param bases - base forms separated by spaces, e.g. "listen hear"
 * @returns "listen|listens|listened|listening|..."
 */
export function forms(bases: string): string {
  const out: string[] = [];
  for (const base of bases.split(/\s+/).filter(Boolean)) {
    const f = verbForms(base);
    if (f) out.push(f.base, f.third, f.past, f.participle, ingOf(f.base));
    else {
      const third = /[^aeiou]y$/.test(base)
        ? `${base.slice(0, -1)}ies`
        : /(s|x|z|ch|sh|o)$/.test(base)
          ? `${base}es`
          : `${base}s`;
      const past = base.endsWith("e")
        ? `${base}d`
        : /[^aeiou]y$/.test(base)
          ? `${base.slice(0, -1)}ied`
          : `${base}ed`;
      out.push(base, third, past, ingOf(base));
    }
  }
  return [...new Set(out)].join("|");
}

/** Whether only spaces separate two tokens (no comma or other mark between them). */
export function adjacent(sentence: string, a: Token, b: Token): boolean {
  return /^\s*$/.test(sentence.slice(a.end, b.start));
}

/**
 * Whether a finite verb starts at word `i`: a form of be, a modal, do/does/did, has/had, a third-person or
 * past form of a known verb, or a base form right after a subject pronoun ("I like").
 */
export function isFiniteAt(words: Token[], i: number): boolean {
  const w = words[i]?.lower;
  if (!w) return false;
  const prev = words[i - 1]?.lower ?? "";
  if (FINITE_BE.has(w) || MODALS.has(w) || DO_FORMS.has(w) || NEGATIVE_AUX.has(w)) return true;
  if (w === "has" || w === "had" || /'(ll|ve|d)$/.test(w)) return true;
  if (["to", "have", "has", "had", "been"].includes(prev) || BE_FORMS.has(prev)) return false;
  if (isThirdPersonVerb(w) && !ARTICLES_AND_POSSESSIVES.has(prev)) return true;
  if (isPastVerb(w) && !ARTICLES_AND_POSSESSIVES.has(prev)) return true;
  const f = verbForms(w);
  return f !== undefined && f.base === w && SUBJECTS.has(prev) && prev !== "it";
}

/** Upper-case first letter (for a word moved to the start of a sentence). */
export function capitalise(word: string): string {
  return word === "i" ? "I" : word.charAt(0).toUpperCase() + word.slice(1);
}
