/**
 * Contraction expansion for meaning matching: "I'll" → "i will", "won't" → "will not", "it's" → "it is".
 * Works on one lower-case word with straight apostrophes (see splitAnswer).
 */

/** Whole words with their own expansion, including forms speech recognition writes without an apostrophe. */
const WHOLE: Readonly<Record<string, readonly string[]>> = {
  "won't": ["will", "not"],
  "can't": ["can", "not"],
  cannot: ["can", "not"],
  "shan't": ["shall", "not"],
  "ain't": ["is", "not"],
  "let's": ["let", "us"],
  "o'clock": ["o'clock"],
  "ma'am": ["madam"],
  "y'all": ["you", "all"],
  gonna: ["going", "to"],
  wanna: ["want", "to"],
  gotta: ["got", "to"],
  dont: ["do", "not"],
  doesnt: ["does", "not"],
  didnt: ["did", "not"],
  isnt: ["is", "not"],
  arent: ["are", "not"],
  wasnt: ["was", "not"],
  werent: ["were", "not"],
  cant: ["can", "not"],
  wont: ["will", "not"],
  couldnt: ["could", "not"],
  wouldnt: ["would", "not"],
  shouldnt: ["should", "not"],
  havent: ["have", "not"],
  hasnt: ["has", "not"],
  hadnt: ["had", "not"],
  im: ["i", "am"],
  ive: ["i", "have"],
  youre: ["you", "are"],
  youve: ["you", "have"],
  youll: ["you", "will"],
  theyre: ["they", "are"],
  theyve: ["they", "have"],
  theyll: ["they", "will"],
  weve: ["we", "have"],
  thats: ["that", "is"],
  whats: ["what", "is"],
  theres: ["there", "is"],
};

/** Words whose 's is "is" (it's, there's, what's); after any other word 's is a possessive. */
const S_IS = new Set(
  `it he she that there here what who where when why how this everyone everybody someone somebody nobody
  everything something nothing`.split(/\s+/),
);

/** Endings and what they stand for; 'd is read as "would" (he'd like), 's is handled apart. */
const SUFFIXES: readonly (readonly [string, string])[] = [
  ["'re", "are"],
  ["'m", "am"],
  ["'ve", "have"],
  ["'ll", "will"],
  ["'d", "would"],
];

/**
 * Expands one word's contraction. "n't" becomes "not"; "'s" becomes "is" after pronouns and question
 * words (it's, there's, what's; "it has" is not told apart) and is dropped as a possessive elsewhere
 * (Ken's → ken); a trailing apostrophe (boys') is dropped; "o'clock" stays one word.
 * @param word - one lower-case word with straight apostrophes
 * @returns the words it stands for (the word itself when it is not a contraction)
 */
export function expandContraction(word: string): string[] {
  const whole = WHOLE[word];
  if (whole) return [...whole];
  if (word.endsWith("n't") && word.length > 3) return [word.slice(0, -3), "not"];
  for (const [suffix, full] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length > suffix.length) return [word.slice(0, -suffix.length), full];
  }
  if (word.endsWith("'s") && word.length > 2) {
    const stem = word.slice(0, -2);
    return S_IS.has(stem) ? [stem, "is"] : [stem];
  }
  const bare = word.replace(/^'+|'+$/g, "");
  return bare === "" ? [] : [bare];
}
