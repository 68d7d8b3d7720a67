import {
  type ExerciseKind,
  fillTemplate,
  isExerciseKind,
  isObjectiveKind,
  KIND_INFO,
  matchesAccepted,
  scoreAnswer,
} from "@hibiki/exercises";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

type Item = Record<string, unknown> & { question_id: string };

/** Loose comparison for "does the model sentence match the key": case and final punctuation ignored. */
const LOOSE = { caseSensitive: false, ignoreTerminalPunctuation: true } as const;
/** More options than this are not searched exhaustively (8! orders is still fast; 9+ is not needed by content). */
const MAX_ORDER_OPTIONS = 8;

function* permutations<T>(list: readonly T[], size: number): Generator<T[]> {
  if (size === 0) return yield [];
  for (const [i, head] of list.entries()) {
    const rest = [...list.slice(0, i), ...list.slice(i + 1)];
    for (const tail of permutations(rest, size - 1)) yield [head, ...tail];
  }
}

function fullMarks(kind: ExerciseKind, item: Item, answerResult: unknown): boolean {
  try {
    const outcome = scoreAnswer(kind, item, {
      question_id: item.question_id,
      answer_result: answerResult,
    });
    return outcome.total_score === 5;
  } catch {
    return false;
  }
}

/** Two choice options with the same text (after trimming and case) make a question ambiguous. */
function duplicateOptions(item: Item): [PropertyKey[], string][] {
  const lists: [PropertyKey[], unknown][] = [[["answers"], item.answers]];
  for (const [i, q] of ((item.questions as Item[] | undefined) ?? []).entries())
    lists.push([["questions", i, "answers"], q.answers]);
  const problems: [PropertyKey[], string][] = [];
  for (const [path, options] of lists) {
    if (!Array.isArray(options)) continue;
    const seen = new Set<string>();
    for (const [j, option] of (options as { content: string }[]).entries()) {
      const text = option.content.trim().toLowerCase();
      if (seen.has(text)) problems.push([[...path, j], `two options read "${option.content}"`]);
      seen.add(text);
    }
  }
  return problems;
}

/**
 * Problems with one item's answer key, as [field, message] pairs. What is checked follows the kind's
 * input in KIND_INFO: options put in order, typed blanks, or letters.
 */
function checkItem(kind: ExerciseKind, item: Item): [PropertyKey[], string][] {
  const problems: [PropertyKey[], string][] = [...duplicateOptions(item)];
  const model = typeof item.screen_en_text === "string" ? item.screen_en_text : undefined;
  const { input } = KIND_INFO[kind];
  if (input === "order") {
    const choose = (item.choose as { index: number }[]) ?? [];
    const blanks =
      typeof item.blank_count === "number"
        ? item.blank_count
        : (String(item.screen_text ?? "").match(/_{3,}/g)?.length ?? choose.length);
    const indexes = choose.map((o) => o.index);
    const solvable =
      choose.length > MAX_ORDER_OPTIONS ||
      [...permutations(indexes, Math.min(blanks, indexes.length))].some((p) => fullMarks(kind, item, p));
    if (!solvable)
      problems.push([
        ["answer"],
        "no order of the choose options fills the blanks to make an accepted answer",
      ]);
    if (model && !matchesAccepted(model, item.answer as string[], LOOSE))
      problems.push([["screen_en_text"], "the model sentence is not one of the accepted answers"]);
  }
  if (input === "blanks") {
    const firsts = (item.filling_answer as string[][]).map((accepted) => accepted[0] as string);
    if (!fullMarks(kind, item, firsts))
      problems.push([["filling_answer"], "the first accepted answers do not score full marks"]);
    const filled = fillTemplate(String(item.screen_text), firsts);
    if (model && !matchesAccepted(filled, [model], LOOSE)) {
      problems.push([
        ["filling_answer"],
        `the blanks filled with the first answers read "${filled}", but screen_en_text (the audio) says "${model}"`,
      ]);
    }
  }
  if (input === "letters") {
    const letters = [...(item.filling_answer_letters as string[])];
    const filled = String(item.screen_text).replace(/_/g, () => letters.shift() ?? "_");
    if (
      letters.length > 0 ||
      (typeof item.answer === "string" && filled.toLowerCase() !== item.answer.toLowerCase())
    ) {
      problems.push([
        ["filling_answer_letters"],
        `filling the "_" in screen_text gives "${filled}", not the answer "${String(item.answer)}"`,
      ]);
    }
  }
  return problems;
}

/**
 * Checks that every objective item's answer key is usable: order items can be solved from their options,
 * typed blanks score full marks with their first accepted answers and agree with the model sentence the
 * audio speaks, and letter items spell their answer. Composite resources are checked part by part.
 * @param res - a validated resource
 * @returns positioned errors
 */
export function checkAnswerKeys(res: LoadedResource): ContentError[] {
  const errors: ContentError[] = [];
  const visit = (kind: string, item: Item, path: PropertyKey[]) => {
    if (!isExerciseKind(kind) || !isObjectiveKind(kind)) return;
    for (const [field, message] of checkItem(kind, item)) {
      errors.push(res.source.error([...path, ...field], message));
    }
  };
  const items = (res.resource.items ?? []) as Item[];
  items.forEach((item, i) => {
    if (res.kind === "mixed") visit(String(item.kind), item, ["items", i]);
    else if (res.kind === "multi-part") {
      for (const [j, part] of ((item.part_items ?? []) as Item[]).entries())
        visit(String(item.part_type), part, ["items", i, "part_items", j]);
    } else visit(res.kind, item, ["items", i]);
  });
  return errors;
}
