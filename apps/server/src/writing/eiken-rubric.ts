import type { EikenRubric, WritingErrorType, WritingScore } from "@hibiki/contracts/writing";
import { connectivesIn } from "./score/organisation.ts";
import { keywordCoverage, type ResolvedTask } from "./score/task-completion.ts";
import { contentLemmas, lemmaOf, textFacts } from "./score/text-facts.ts";
import { splitSentences } from "./tokenize.ts";

// Our reading of the ideas behind Eiken's published writing rubric (content, organisation, vocabulary,
// grammar, each 0-4), computed from the text alone: the bands are a guide for practice, not an exam grade.

const OPINION_RE =
  /\b(i (strongly )?(think|believe|feel|agree|disagree|prefer|support)|i (do not|don't) (think|believe|agree)|in my (opinion|view)|i(?:'m| am) (for|against|in favou?r of)|my answer is (yes|no)|(yes|no), i (do|don't|do not|think|would)|i(?:'d| would) rather|i (like|love|enjoy) (\w+[ -]){1,4}(better|more|the best|best)|my favou?rite \w+ is)\b/i;
// Signals that a sentence gives a reason for the opinion.
const REASON_RE =
  /\b(because|since|first|firstly|first of all|second|secondly|one reason|another reason|the other reason|also|in addition|besides|moreover|finally|the reason is|this is because|that is because|for example)\b/i;
const CONCLUSION_RE =
  /\b(in conclusion|for these reasons|for this reason|that is why|that's why|therefore|to sum up|in short|so i think|so, i think|this is why)\b/i;
const MECHANICS = new Set<WritingErrorType>(["capitalization", "punctuation"]);
const VOCABULARY_ERRORS = new Set<WritingErrorType>(["spelling", "word_choice", "false_friend"]);

/** What the rubric is computed from. */
export type RubricInput = {
  text: string;
  task: ResolvedTask;
  /** the writing score already computed for the text */
  score: WritingScore;
  /** the type of every finding of the checker */
  errorTypes: readonly WritingErrorType[];
};

const band = (n: number) => Math.max(0, Math.min(4, Math.round(n)));

/** Band of a 0-100 measure: 80+ → 4, 60+ → 3, 40+ → 2, 20+ → 1. */
const bandOf = (score: number) => (score >= 80 ? 4 : score >= 60 ? 3 : score >= 40 ? 2 : score >= 20 ? 1 : 0);

/**
 * Whether a text answers a question: it uses at least a third of the question's content words (at least
 * one), compared as lemmas ("What sports do you play?" is answered by "I play tennis").
 * @param question - one question of the task
 * @param used - the lemmas of the answer
 */
export function answersQuestion(question: string, used: ReadonlySet<string>): boolean {
  const keys = contentLemmas(question);
  if (keys.length === 0) return true;
  const hit = keys.filter((k) => used.has(k)).length;
  return hit >= Math.max(1, Math.ceil(keys.length / 3));
}

/** The opinion, reasons and conclusion of an opinion essay. */
export function opinionParts(text: string): {
  opinion: boolean;
  opinionFirst: boolean;
  reasons: number;
  conclusion: boolean;
} {
  const sentences = splitSentences(text).map((s) => s.text);
  const opinionAt = sentences.findIndex((s) => OPINION_RE.test(s));
  // A sentence gives a reason when it has a reason signal; the opinion sentence counts only with "because".
  const reasons = sentences.filter((s, i) =>
    i === opinionAt ? /\bbecause\b/i.test(s) : REASON_RE.test(s) && !CONCLUSION_RE.test(s),
  ).length;
  const last = sentences.length > 2 ? (sentences.at(-1) ?? "") : "";
  return {
    opinion: opinionAt >= 0,
    opinionFirst: opinionAt >= 0 && opinionAt <= 1,
    reasons,
    conclusion:
      CONCLUSION_RE.test(last) ||
      (opinionAt >= 0 && opinionAt < sentences.length - 1 && OPINION_RE.test(last)),
  };
}

/** Words of a text, lower-case, for finding what was copied. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
/** A run of this many words found in the passage counts as copied. */
const COPY_RUN = 5;
const CONTRAST_RE = /\b(however|on the other hand|but|although|though|while|in contrast|yet)\b/i;

/**
 * The share (0-1) of a summary's words that sit in runs of five or more words copied from the passage.
 * @param text - the summary
 * @param source - the passage
 */
export function copiedShare(text: string, source: string): number {
  const words = wordsOf(text);
  const from = wordsOf(source);
  if (words.length < COPY_RUN || from.length < COPY_RUN) return 0;
  const runs = new Set<string>();
  for (let i = 0; i + COPY_RUN <= from.length; i++) runs.add(from.slice(i, i + COPY_RUN).join(" "));
  const copied = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i + COPY_RUN <= words.length; i++)
    if (runs.has(words.slice(i, i + COPY_RUN).join(" "))) copied.fill(true, i, i + COPY_RUN);
  return copied.filter(Boolean).length / words.length;
}

/**
 * Whether a summary gives a main point: at least half its content words, as lemmas (a point shares
 * words like "people" with the rest of the passage, so a third is not enough).
 */
function givesPoint(point: string, used: ReadonlySet<string>): boolean {
  const keys = contentLemmas(point);
  return (
    keys.length === 0 || keys.filter((k) => used.has(k)).length >= Math.max(1, Math.ceil(keys.length / 2))
  );
}

/** What a summary gives: which main points, how much is copied, and whether it adds an opinion. */
export function summaryParts(
  text: string,
  task: Pick<ResolvedTask, "points" | "source">,
): { points: boolean[]; copied: number; opinion: boolean; contrast: boolean } {
  const used = new Set(textFacts(text).words.map(lemmaOf));
  return {
    points: task.points.map((p) => givesPoint(p, used)),
    copied: copiedShare(text, task.source),
    opinion: OPINION_RE.test(text),
    contrast: CONTRAST_RE.test(text),
  };
}

/**
 * The Eiken-style rubric of an exam writing task: content, organisation, vocabulary and grammar, each
 * 0-4 (total 0-16), with notes in Japanese. Opinion essays need an opinion, two reasons and a conclusion;
 * e-mail replies need every question of the task answered; summaries need each main point of the
 * passage, in the writer's own words (copied runs cost vocabulary) and without an opinion. An answer with content 0 keeps the other
 * bands at 2 or below; a text under half the minimum length keeps every band at 1 or below.
 * @param input - the text, the resolved task, its writing score and the checker's finding types
 * @returns the rubric, or null when the task is not an exam task (free writing)
 */
export function eikenRubric(input: RubricInput): EikenRubric | null {
  const { task, score } = input;
  if (task.kind === "free") return null;
  const facts = textFacts(input.text);
  const n = facts.words.length;
  const notes: string[] = [];
  let content: number;
  let organisation: number;
  /** vocabulary bands lost to words copied from a summary's passage */
  let copiedPenalty = 0;
  const connectives = connectivesIn(input.text).length;
  const sentences = facts.sentenceLengths.length;
  if (task.kind === "opinion") {
    const p = opinionParts(input.text);
    const onTopic = keywordCoverage(facts.words, task);
    const topical = onTopic.keywords === 0 || onTopic.coverage >= 0.1;
    content = (p.opinion ? 1 : 0) + Math.min(2, p.reasons) + (topical ? 1 : 0);
    organisation =
      (p.opinionFirst ? 1 : 0) +
      (connectives >= 2 ? 1 : 0) +
      (p.conclusion ? 1 : 0) +
      (sentences >= 4 ? 1 : 0);
    notes.push(
      p.opinion
        ? "意見がはっきり書かれています。"
        : "自分の意見を書きましょう（I think … / I agree … / In my opinion, …）。",
    );
    if (p.reasons >= 2) notes.push("理由が2つ書かれています。");
    else if (p.reasons === 1)
      notes.push("理由が1つだけです。Second, / Also, を使って2つ目の理由を書きましょう。");
    else notes.push("理由がありません。because や First, / Second, を使って理由を2つ書きましょう。");
    if (!topical) notes.push("お題とちがう話になっているようです。質問の言葉を使って答えましょう。");
    notes.push(
      p.conclusion
        ? "最後にまとめの文があります。"
        : "最後にまとめの文を書きましょう（For these reasons, I think …）。",
    );
  } else if (task.kind === "summary") {
    const p = summaryParts(input.text, task);
    const share = p.points.length ? p.points.filter(Boolean).length / p.points.length : n > 0 ? 1 : 0;
    content = Math.max(0, 4 * share - (p.opinion ? 1 : 0));
    organisation =
      (sentences >= 2 && sentences <= 5 ? 1 : 0) +
      (connectives >= 1 ? 1 : 0) +
      (connectives >= 2 ? 1 : 0) +
      (p.contrast ? 1 : 0);
    p.points.forEach((ok, i) => {
      const point = task.points[i] ?? "";
      notes.push(
        ok ? `要点${i + 1}（${point}）が書かれています。` : `要点${i + 1}（${point}）が抜けています。`,
      );
    });
    if (p.opinion) notes.push("要約には自分の意見は書きません。本文の内容だけをまとめましょう。");
    if (!p.contrast)
      notes.push("利点と問題点を However, / On the other hand, でつなぐと、まとまりがよくなります。");
    copiedPenalty = p.copied >= 0.5 ? 2 : p.copied >= 0.3 ? 1 : 0;
    if (copiedPenalty > 0) notes.push("本文をそのまま写した部分が多いです。自分の言葉で言いかえましょう。");
  } else {
    const used = new Set(facts.words.map(lemmaOf));
    const questions = task.questions.length ? task.questions : task.prompt ? [task.prompt] : [];
    const answered = questions.map((q) => answersQuestion(q, used));
    const share = questions.length ? answered.filter(Boolean).length / questions.length : n > 0 ? 1 : 0;
    content = 4 * share;
    answered.forEach((ok, i) => {
      const q = questions[i] ?? "";
      notes.push(
        ok ? `質問${i + 1}（${q}）に答えています。` : `質問${i + 1}（${q}）に答えていないようです。`,
      );
    });
    organisation =
      (sentences >= 2 ? 1 : 0) +
      (sentences >= 4 ? 1 : 0) +
      (connectives >= 1 ? 1 : 0) +
      (connectives >= 2 ? 1 : 0);
    if (connectives < 2) notes.push("because / also / so などで文をつなぐと、答えがわかりやすくなります。");
  }
  // Vocabulary: range and level, with spelling and word choice; grammar: error density of the rest.
  const vocabErrors = input.errorTypes.filter((t) => VOCABULARY_ERRORS.has(t)).length;
  const vocabCorrect = n === 0 ? 0 : Math.max(0, 100 - (vocabErrors / Math.max(n, 10)) * 800);
  let vocabulary = Math.max(0, bandOf(0.6 * score.vocabulary.score + 0.4 * vocabCorrect) - copiedPenalty);
  const grammarWeight = input.errorTypes
    .filter((t) => !VOCABULARY_ERRORS.has(t))
    .reduce((s, t) => s + (MECHANICS.has(t) ? 0.5 : 1), 0);
  const per100 = n === 0 ? Infinity : (grammarWeight / Math.max(n, 10)) * 100;
  let grammar = n === 0 ? 0 : per100 === 0 ? 4 : per100 <= 2.5 ? 3 : per100 <= 6 ? 2 : per100 <= 12 ? 1 : 0;
  // An answer that does not do the task cannot score well elsewhere: with no content, the rest stays ≤ 2.
  const offTask = Math.round(content) === 0 && n > 0;
  if (offTask) {
    organisation = Math.min(organisation, 2);
    vocabulary = Math.min(vocabulary, 2);
    grammar = Math.min(grammar, 2);
    notes.unshift("お題に答えていないため、ほかの観点も低めになります。まず質問に答えましょう。");
  }
  // Eiken gives low marks to an answer too short to judge: under half the minimum, every band stays ≤ 1.
  const tooShort = n === 0 || n < task.min_words / 2;
  if (tooShort) {
    content = Math.min(content, 1);
    organisation = Math.min(organisation, 1);
    vocabulary = Math.min(vocabulary, 1);
    grammar = Math.min(grammar, 1);
    notes.unshift(`短すぎます。${task.min_words}語以上書きましょう（今は${n}語）。`);
    notes.push("語数が少ないため、語い と 文法 は低めの評価になります。");
  } else {
    notes.push(
      vocabulary >= 3
        ? "語いの種類が豊かです。"
        : "同じ単語のくり返しをへらし、いろいろな単語を使いましょう。",
    );
    notes.push(
      grammar >= 3
        ? "文法のまちがいがほとんどありません。"
        : "文法のまちがいを直しましょう（印のついたところ）。",
    );
  }
  const bands = {
    content: band(content),
    organisation: band(organisation),
    vocabulary: band(vocabulary),
    grammar: band(grammar),
  };
  return {
    kind: task.kind,
    ...bands,
    total: bands.content + bands.organisation + bands.vocabulary + bands.grammar,
    notes_ja: notes,
  };
}
