import {
  type EngineResult,
  type SentenceComments,
  WRITING_TEXT_MAX_CHARS,
  type WritingLevel,
  WritingLevelSchema,
  type WritingTask,
  WritingTaskSchema,
} from "@hibiki/contracts/writing";
import { BadRequest } from "../errors.ts";
import { eikenRubric } from "./eiken-rubric.ts";
import { JA } from "./explanations.ts";
import { type HarperLint, harperLints } from "./harper.ts";
import { harperFinding } from "./harper-mapping.ts";
import { type Finding, runRules } from "./rules/index.ts";
import { resolveTask } from "./score/task-completion.ts";
import { scoreWriting } from "./score/total.ts";
import { overallEvaluation } from "./scoring.ts";
import { findMisspellings, suggestionBudget } from "./spelling.ts";
import { type Sentence, splitSentences, tokenize } from "./tokenize.ts";

/** Options of {@link checkWriting}. */
export type CheckWritingOptions = {
  /** the student's school level, for the vocabulary measures */
  level: WritingLevel;
  /** accepted names and places (config white_list_words), compared case-insensitively */
  whiteListWords?: readonly string[];
  /**
   * the task the text answers (word range, prompt, sample, kind, questions) for the writing score and the
   * Eiken-style rubric; without one, free writing of 20-200 words with no prompt
   */
  task?: WritingTask;
};

const overlaps = (a: Finding, b: Finding) => a.start < b.end && b.start < a.end;

// Web and e-mail addresses and @handles are copied, not written: nothing inside them is checked.
const LITERAL_RE =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,!?;:)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|jp|uk|io|edu|gov)(?:\/[^\s<>"]*[^\s<>".,!?;:)])?(?![\w])|(?<![\w])@\w+/gi;

/**
 * The spans of web addresses ("https://…", "www.…", "hibiki.jp/news"), e-mail addresses and @handles in
 * one sentence.
 * @param sentence - one sentence
 * @returns [start, end) offsets in the sentence
 */
export function literalSpans(sentence: string): { start: number; end: number }[] {
  return [...sentence.matchAll(LITERAL_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Keeps the first of any overlapping findings (inputs come in priority order) and sorts by position. */
export function dedupe(findings: Finding[]): Finding[] {
  const kept: Finding[] = [];
  for (const f of findings) {
    if (f.end <= f.start) continue;
    if (!kept.some((k) => overlaps(k, f))) kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start);
}

async function checkSentence(
  s: Sentence,
  isLast: boolean,
  lints: HarperLint[],
  whiteList: ReadonlySet<string>,
  budget: { left: number },
): Promise<SentenceComments> {
  const tokens = tokenize(s.text);
  const ruleFindings = runRules(s.text, tokens, isLast);
  const spelling: Finding[] = (
    await findMisspellings(
      tokens.filter((t) => t.kind === "word"),
      whiteList,
      budget,
    )
  ).map((m) =>
    m.capitalisation
      ? {
          type: "capitalization",
          start: m.token.start,
          end: m.token.end,
          comment: `"${m.suggestion}" starts with a capital letter.`,
          explanationJa: JA.capitalProper(m.suggestion),
          suggestion: m.suggestion,
        }
      : {
          type: "spelling",
          start: m.token.start,
          end: m.token.end,
          comment: m.suggestion ? `Check the spelling: "${m.suggestion}"?` : "Check the spelling.",
          explanationJa: JA.spelling(m.token.text, m.suggestion),
          suggestion: m.suggestion || m.token.text,
        },
  );
  const end = s.start + s.text.length;
  const harper = lints
    .filter((l) => l.start >= s.start && l.start < end && !whiteList.has(l.problem.toLowerCase()))
    .map((l) => harperFinding(l, s.start, s.text.length));
  // Own rules first (targeted Japanese explanations), then harper's wider net, then the dictionary.
  const literals = literalSpans(s.text);
  const findings = dedupe([...ruleFindings, ...harper, ...spelling]).filter(
    (f) => !literals.some((l) => f.start < l.end && l.start < f.end),
  );
  return {
    sent_content: s.text,
    sent_comments: findings.map((f) => ({
      comments: f.comment,
      hit_words_pos: { startPos: f.start, endPos: f.end },
      explanation_ja: f.explanationJa,
      suggestion: f.suggestion,
      type: f.type,
    })),
  };
}

/**
 * Checks a learner's English text offline: harper.js grammar, nspell spelling and the learner-error rules
 * (agreement, tense, articles, plurals, word order, prepositions, missing subjects, capitals, punctuation),
 * then scores vocabulary and grammar. harper.js and the dictionary are loaded once per process.
 * @param text - the student's text (at most WRITING_TEXT_MAX_CHARS characters)
 * @param options - level ("junior" | "senior"), accepted names (config white_list_words) and the task
 * @returns the engine result of spec §3: every sentence with its comments, the four overall scores, the
 *   writing score (total + four parts) and the Eiken-style rubric (null unless an opinion or e-mail task)
 * @throws AppError 400 (bad_request) when the text or options are invalid
 */
export async function checkWriting(text: string, options: CheckWritingOptions): Promise<EngineResult> {
  if (typeof text !== "string") throw BadRequest("bad_request", "作文のテキストがありません。");
  if (text.length > WRITING_TEXT_MAX_CHARS) {
    throw BadRequest("bad_request", `作文が長すぎます（${WRITING_TEXT_MAX_CHARS}文字まで）。`);
  }
  const level = WritingLevelSchema.safeParse(options?.level);
  if (!level.success) throw BadRequest("bad_request", `level must be "junior" or "senior".`);
  const list = options.whiteListWords ?? [];
  if (!Array.isArray(list) || list.some((w) => typeof w !== "string")) {
    throw BadRequest("bad_request", "whiteListWords must be a list of words.");
  }
  const whiteList = new Set(list.map((w) => w.trim().toLowerCase()).filter(Boolean));
  const parsedTask = options.task === undefined ? undefined : WritingTaskSchema.safeParse(options.task);
  if (parsedTask && !parsedTask.success) throw BadRequest("bad_request", "task is not a valid writing task.");
  const sentences = splitSentences(text);
  const lints = sentences.length ? await harperLints(text) : [];
  const comments: SentenceComments[] = [];
  const budget = suggestionBudget();
  for (const [i, s] of sentences.entries()) {
    comments.push(await checkSentence(s, i === sentences.length - 1, lints, whiteList, budget));
  }
  const errorTypes = comments.flatMap((c) => c.sent_comments.map((x) => x.type));
  const task = resolveTask(parsedTask?.data);
  const score = scoreWriting({ text, errorTypes, level: level.data, task });
  return {
    text,
    overall_evaluation: overallEvaluation({
      text,
      sentenceCount: sentences.length,
      errorTypes,
      level: level.data,
      minWords: task.min_words,
    }),
    comments,
    score,
    eiken_rubric: eikenRubric({ text, task, score, errorTypes }),
  };
}
