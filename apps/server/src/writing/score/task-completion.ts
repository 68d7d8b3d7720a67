import type { WritingTask } from "@hibiki/contracts/writing";
import { clamp100, contentLemmas, lemmaOf, type TextFacts } from "./text-facts.ts";

/** Word range of a free writing that names none: long enough to say something, short enough to check. */
export const DEFAULT_FREE_RANGE = { min_words: 20, max_words: 200 } as const;

/** The task a writing is scored against, with defaults filled in. */
export type ResolvedTask = {
  min_words: number;
  max_words: number;
  prompt: string;
  sample: string;
  kind: "free" | "opinion" | "email" | "summary";
  questions: string[];
  /** the passage a summary retells ("" otherwise) */
  source: string;
  /** the main points a summary must give */
  points: string[];
};

/**
 * Fills in a task's defaults: no task (or a nonsense range) gives the free-writing range
 * {@link DEFAULT_FREE_RANGE}; a max below the min is raised to the min.
 * @param task - the task, if the writing has one
 * @returns the task with every field set
 */
export function resolveTask(task: WritingTask | undefined): ResolvedTask {
  const min = task ? Math.max(0, Math.floor(task.min_words)) : DEFAULT_FREE_RANGE.min_words;
  const max = task ? Math.max(min, Math.max(1, Math.floor(task.max_words))) : DEFAULT_FREE_RANGE.max_words;
  return {
    min_words: min,
    max_words: max,
    prompt: task?.prompt ?? "",
    sample: task?.sample ?? "",
    kind: task?.kind ?? "free",
    questions: task?.questions ?? [],
    source: task?.source ?? "",
    points: task?.points ?? [],
  };
}

/** The word range in Japanese: 「25〜80語」, or 「80語以内」 when there is no minimum. */
export function rangeJa(task: Pick<ResolvedTask, "min_words" | "max_words">): string {
  return task.min_words > 0 ? `${task.min_words}〜${task.max_words}語` : `${task.max_words}語以内`;
}

/**
 * Length score 0-100: full inside the range; well below the minimum falls steeply (2 of 25 words ≈ 4);
 * above the maximum loses 10 points at once and up to 25 more for twice the length.
 */
export function lengthScore(words: number, task: Pick<ResolvedTask, "min_words" | "max_words">): number {
  if (words === 0) return 0;
  if (words < task.min_words) return clamp100(100 * (words / task.min_words) ** 1.3);
  if (words <= task.max_words) return 100;
  const over = (words - task.max_words) / task.max_words;
  return clamp100(100 - Math.min(35, 10 + 25 * over));
}

/** Key words of the prompt (counted twice) and the sample answer, and which of them a text uses. */
export function keywordCoverage(
  words: string[],
  task: Pick<ResolvedTask, "prompt" | "sample">,
): { coverage: number; keywords: number; missing: string[] } {
  const prompt = contentLemmas(task.prompt);
  const sample = contentLemmas(task.sample).filter((l) => !prompt.includes(l));
  const total = prompt.length * 2 + sample.length;
  if (total === 0) return { coverage: 0, keywords: 0, missing: [] };
  const used = new Set(words.map(lemmaOf));
  const hit = prompt.filter((l) => used.has(l)).length * 2 + sample.filter((l) => used.has(l)).length;
  return {
    coverage: Math.round((hit / total) * 100) / 100,
    keywords: prompt.length + sample.length,
    missing: prompt.filter((l) => !used.has(l)).slice(0, 3),
  };
}

/** Coverage at which a text counts as fully on topic (an answer never repeats the whole sample). */
const FULL_COVERAGE = 0.4;

/**
 * Task completion: length against the word range, times keyword coverage of the prompt and sample
 * (coverage moves the score by at most 30%, length by all of it; no prompt or sample: length only).
 * @param facts - the text's facts
 * @param task - the resolved task
 * @returns the part with its word count, range, length verdict and coverage
 */
export function taskCompletion(facts: TextFacts, task: ResolvedTask) {
  const n = facts.words.length;
  const length: "too_short" | "ok" | "too_long" =
    n < task.min_words || n === 0 ? "too_short" : n > task.max_words ? "too_long" : "ok";
  const lengthPart = lengthScore(n, task);
  const cov = keywordCoverage(facts.words, task);
  const covFactor = cov.keywords ? 0.7 + 0.3 * Math.min(1, cov.coverage / FULL_COVERAGE) : 1;
  const score = clamp100(lengthPart * covFactor);
  const range = rangeJa(task);
  let why: string;
  if (length === "too_short") {
    why =
      n === 0
        ? `まだ何も書かれていません。${range}で書きましょう。`
        : `短すぎます。${range}で書きましょう（今は${n}語）。`;
  } else if (length === "too_long") {
    why = `長すぎます。${task.max_words}語以内にまとめましょう（今は${n}語）。大事なことにしぼって書きましょう。`;
  } else {
    why = `長さはちょうどよいです（${n}語／目安${range}）。`;
  }
  if (cov.keywords && length !== "too_short") {
    if (cov.coverage < FULL_COVERAGE / 2) {
      const hint = cov.missing.length ? `（たとえば ${cov.missing.join(", ")}）` : "";
      why += `ただ、お題の大事な言葉${hint}があまり使われていません。質問にきちんと答えているか見直しましょう。`;
    } else if (cov.coverage < FULL_COVERAGE) {
      why += "お題にだいたい答えています。質問にもう少しくわしく答えると、さらによくなります。";
    } else {
      why += "お題の質問にしっかり答えています。";
    }
  }
  return {
    score,
    explanation_ja: why,
    word_count: n,
    min_words: task.min_words,
    max_words: task.max_words,
    length,
    coverage: cov.coverage,
  };
}
