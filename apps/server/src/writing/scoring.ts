import type { OverallEvaluation, WritingErrorType, WritingLevel } from "@hibiki/contracts/writing";
import { verbForms } from "./lexicon/verbs.ts";
import { evidenceOf } from "./score/text-facts.ts";
import { vocabularyDiversity } from "./score/vocabulary.ts";
import { wordsOf } from "./tokenize.ts";

export { vocabularyDiversity } from "./score/vocabulary.ts";

const VOCABULARY_TYPES = new Set<WritingErrorType>(["spelling", "word_choice"]);
// Capitals and punctuation are mechanics: they count half as much as real grammar mistakes.
const MECHANICS_TYPES = new Set<WritingErrorType>(["capitalization", "punctuation"]);

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** Facts about the text the four measures are computed from. */
export type ScoringInput = {
  text: string;
  sentenceCount: number;
  errorTypes: readonly WritingErrorType[];
  level: WritingLevel;
  /** the task's minimum word count: a text needs min(30, this) words (at least 10) for full marks */
  minWords?: number;
};

/** Said instead of praise when a measure is held down only because the text is short. */
const SHORT_JA = "文章が短いので、まだ力を十分に判断できません。お題の語数を目安に、もっと書いてみましょう。";

/** Grammar structures found in the text, each a sign of range (keys are shown to no one; names for tests). */
export function grammarFeatures(text: string): string[] {
  const t = ` ${text.toLowerCase().replace(/[’]/g, "'")} `;
  const has = (re: RegExp) => re.test(t);
  const found: [string, boolean][] = [
    [
      "past",
      wordsOf(text).some((w) => {
        const f = verbForms(w);
        return f !== undefined && f.past === w && f.base !== w;
      }),
    ],
    ["future", has(/\b(will|won't|going to)\b/)],
    ["progressive", has(/\b(am|is|are|was|were)\s+\w+ing\b/)],
    [
      "perfect",
      has(
        /\b(have|has|had|i've|we've|they've)\s+(been|\w+ed|gone|seen|done|eaten|made|had|taken|written|met)\b/,
      ),
    ],
    ["modal", has(/\b(can|could|should|must|may|might|would)\b/)],
    ["coordination", has(/\b(and|but|or|so)\b/)],
    ["subordination", has(/\b(because|when|if|although|though|while|after|before|until|since)\b/)],
    ["relative", has(/\b[a-z]+\s+(who|which|whose|where)\s+\w+/) || has(/\bthe \w+ that \w+/)],
    ["comparative", has(/\b(\w+er|more \w+|less \w+) than\b/) || has(/\bthe (most \w+|\w+est)\b/)],
    ["question", text.includes("?")],
    ["infinitive", has(/\b(want|wants|wanted|like|hope|decided|need|try|tried|plan|would like) to \w+/)],
    ["gerund", has(/\b(enjoy|enjoyed|like|love|finish|finished|stop|started?) \w+ing\b/)],
    [
      "passive",
      has(/\b(is|are|was|were|be|been)\s+(\w+ed|made|written|built|known|spoken|taken|seen|loved)\s+by\b/),
    ],
    ["there_be", has(/\bthere (is|are|was|were)\b/)],
    [
      "that_clause",
      has(/\b(think|thought|know|knew|hope|believe|say|said|feel|felt) that\b/) ||
        has(/\bi (think|hope|believe) \w+/),
    ],
  ];
  return found.filter(([, ok]) => ok).map(([name]) => name);
}

function explain(score: number, good: string, mid: string, low: string, short = false): string {
  if (short) return SHORT_JA;
  if (score >= 75) return good;
  if (score >= 45) return mid;
  return low;
}

/**
 * The four overall measures of the engine result, each 0-100 with a short Japanese explanation.
 * @param input - the text, its sentence count, the types of the findings, and the student's level
 * @returns the overall_evaluation object
 */
export function overallEvaluation(input: ScoringInput): OverallEvaluation {
  const words = wordsOf(input.text);
  const n = words.length;
  const sentences = Math.max(1, input.sentenceCount);
  const vocabErrors = input.errorTypes.filter((t) => VOCABULARY_TYPES.has(t)).length;
  const grammarWeight = input.errorTypes
    .filter((t) => !VOCABULARY_TYPES.has(t))
    .reduce((sum, t) => sum + (MECHANICS_TYPES.has(t) ? 0.5 : 1), 0);

  const diversity = vocabularyDiversity(words, input.level);
  // 1 wrong word in 20 costs 25 points; texts under 20 words are judged as if 20 long, so one slip in a
  // five-word answer does not wipe out the score.
  const vocabCorrect = n === 0 ? 0 : clamp(100 - (vocabErrors / Math.max(n, 20)) * 500);
  const features = grammarFeatures(input.text);
  const grammarDiversity = n === 0 ? 0 : clamp(15 + features.length * 11);
  // One grammar mistake per sentence costs 40 points.
  const grammarCorrect = n === 0 ? 0 : clamp(100 - (grammarWeight / sentences) * 40);
  // A two-word answer shows too little to earn full marks anywhere: every measure is scaled by how much
  // was written (full from min(30, the task's minimum) words, at least 10).
  const evidence = evidenceOf(n, Math.min(30, input.minWords ?? 30));
  const scale = (score: number) => clamp(score * (0.4 + 0.6 * evidence));
  // A measure that is low only because of the length says so, not "many mistakes".
  const short = (raw: number) => n > 0 && evidence < 1 && raw >= 45 && scale(raw) < 75;

  return {
    vocabulary_diversity: {
      score: scale(diversity.score),
      explanation_ja: explain(
        scale(diversity.score),
        "いろいろな単語を使い分けられています。この調子で新しい単語にもチャレンジしましょう。",
        "同じ単語が何度か出てきます。似た意味の別の単語も使ってみましょう。",
        "使っている単語の種類が少なめです。もう少し長く書いて、習った単語をいろいろ使ってみましょう。",
        short(diversity.score),
      ),
    },
    vocabulary_correctness: {
      score: scale(vocabCorrect),
      explanation_ja: explain(
        scale(vocabCorrect),
        "単語のつづりや使い方がほとんど正しいです。",
        "つづりや単語の選び方のまちがいがいくつかあります。印のついた単語を確かめましょう。",
        "つづりや単語の使い方のまちがいが多めです。書いたあとに辞書で確かめるくせをつけましょう。",
        short(vocabCorrect),
      ),
    },
    grammar_diversity: {
      score: scale(grammarDiversity),
      explanation_ja: explain(
        scale(grammarDiversity),
        "過去形・接続詞・比較など、いろいろな文の形を使えています。",
        "文の形がやや同じになっています。because や when でつないだり、過去形や未来の形も使ってみましょう。",
        "同じ形の短い文が多いです。and / but / because で文をつないだり、いろいろな時制を使ってみましょう。",
        short(grammarDiversity),
      ),
    },
    grammar_correctness: {
      score: scale(grammarCorrect),
      explanation_ja: explain(
        scale(grammarCorrect),
        "文法のまちがいがほとんどありません。よくできています。",
        "文法のまちがいがいくつかあります。主語と動詞の形や、a / the の使い方を見直しましょう。",
        "文法のまちがいが多めです。印のついた文を一つずつ直してみましょう。",
        short(grammarCorrect),
      ),
    },
  };
}
