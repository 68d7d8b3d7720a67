import { clamp100, evidenceOf, type TextFacts } from "./text-facts.ts";

// Linking words and phrases that order ideas, add, contrast, give reasons or examples, and conclude.
const CONNECTIVES = [
  "first",
  "firstly",
  "first of all",
  "second",
  "secondly",
  "third",
  "then",
  "next",
  "after that",
  "finally",
  "also",
  "besides",
  "in addition",
  "moreover",
  "another",
  "however",
  "but",
  "on the other hand",
  "although",
  "though",
  "because",
  "since",
  "therefore",
  "that is why",
  "for example",
  "for instance",
  "such as",
  "in conclusion",
  "to sum up",
  "in short",
  "for these reasons",
  "that's why",
];

const CONNECTIVE_RE = new RegExp(
  `\\b(${CONNECTIVES.map((c) => c.replace(/ /g, "\\s+").replace(/'/g, "['’]")).join("|")})\\b`,
  "gi",
);

/**
 * The connectives a text uses, lower-cased, each counted once ("because" twice counts once).
 * @param text - any text
 */
export function connectivesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(CONNECTIVE_RE)) found.add(m[1]!.toLowerCase().replace(/\s+/g, " "));
  // "so" links clauses only after a comma or at a sentence start ("It rained, so we stayed"), not in
  // "so fun" or "I think so".
  if (/(^|[,.;!?]\s*)so\b/i.test(text.trim())) found.add("so");
  return [...found];
}

/** Coefficient of variation of sentence lengths: 0 when all are the same length. */
function variety(lengths: number[]): number {
  if (lengths.length < 2) return 0;
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
  return mean ? sd / mean : 0;
}

/** Texts of at least this many words are expected to have paragraphs. */
export const PARAGRAPH_WORDS = 120;

/**
 * Organisation: several sentences (3+ full), connectives (3 different ones full), varied sentence lengths,
 * and for texts of 120+ words more than one paragraph; scaled down for very short texts.
 * @param facts - the text's facts
 * @returns the part with its sentence, paragraph and connective counts
 */
export function organisation(facts: TextFacts) {
  const n = facts.words.length;
  const sentences = facts.sentenceLengths.length;
  const connectives = connectivesIn(facts.text);
  const s = Math.min(1, sentences / 3);
  const c = [0, 0.5, 0.8, 1][Math.min(3, connectives.length)] as number;
  const v = Math.min(1, variety(facts.sentenceLengths) / 0.3);
  const needsParagraphs = n >= PARAGRAPH_WORDS;
  const p = facts.paragraphs >= 2 ? 1 : 0.3;
  const raw = needsParagraphs ? 0.3 * s + 0.4 * c + 0.15 * v + 0.15 * p : 0.35 * s + 0.45 * c + 0.2 * v;
  const score = n === 0 ? 0 : clamp100(100 * raw * (0.4 + 0.6 * evidenceOf(n)));
  const tips: string[] = [];
  if (sentences < 3) tips.push("文を3つ以上書いて、考えを順に説明しましょう");
  if (connectives.length < 2)
    tips.push("First, / Also, / because / For example, / In conclusion, などのつなぎ言葉を使いましょう");
  if (needsParagraphs && facts.paragraphs < 2) tips.push("長い文章は、空行を入れて段落に分けましょう");
  if (sentences >= 3 && v < 0.5) tips.push("短い文と長い文をまぜると読みやすくなります");
  let why: string;
  if (n === 0) why = "まだ何も書かれていません。";
  else if (tips.length === 0)
    why = `文のつながりがよく、読みやすい構成です（${sentences}文、つなぎ言葉${connectives.length}種類）。`;
  else why = `${sentences}文、つなぎ言葉${connectives.length}種類です。${tips.join("。")}。`;
  return {
    score,
    explanation_ja: why,
    sentences,
    paragraphs: facts.paragraphs,
    connectives: connectives.length,
  };
}
