import { createHash } from "node:crypto";
import { type ExerciseKind, scoreAnswer } from "@hibiki/exercises";
import { type AiItem, englishWords, type GrammarPointId } from "@hibiki/exercises/ai-study";
import { AI_STUDY_RES_TYPE, type AiStudyItemRef } from "./ai-study-schema.ts";
import type { ContentError } from "./errors.ts";
import { formatFieldPath } from "./errors.ts";
import { type LoadedResource, resIdFor } from "./load-resource.ts";
import { resourceSchemaFor } from "./schemas.ts";
import type { YamlSource } from "./yaml-source.ts";

/**
 * AI study items as items of existing kinds, inside `mixed` resources the textbook players, answer calls
 * and scoring already handle: choice → grammar-choice, order → sentence-sorting, fix → ja-to-en-writing
 * (the typed sentence compared with `full`), speak → single-reading (read aloud, scored by the speech
 * engine against `full`). Every item carries its grammar point in `item_type`, its model sentence in
 * `screen_en_text` and no audio file: the web speaks sentences with the server's TTS.
 */

/** The kind each AI item type is played as. */
export const AI_ITEM_KINDS = {
  choice: "grammar-choice",
  order: "sentence-sorting",
  fix: "ja-to-en-writing",
  speak: "single-reading",
} as const satisfies Record<AiItem["type"], ExerciseKind>;

/** The instruction of a fix item (its wrong sentence follows). */
const FIX_INSTRUCTION = "次の英文のまちがいを1か所直して、正しい英文を書きましょう：";

/** An item to build: the source item, the question_id it is stored under, its point and where it is. */
export interface AiItemSpec {
  item: AiItem;
  questionId: string;
  point: GrammarPointId;
  /** the item's path in its source file (review, 2) */
  at: (string | number)[];
  /** its source file, when it is not the resource's (a course bank gathers the lessons' items) */
  source?: YamlSource;
}

/** A resource to build from items of one source file. */
export interface AiResourceSpec {
  resCode: string;
  title: { ja: string; en: string };
  /** res_level: the course */
  level: string;
  description: string;
  items: AiItemSpec[];
  /** the source file (messages and positions) */
  file: string;
  source: YamlSource;
}

/** A stable pseudo-random order of n positions (seeded by the item's id), never the written order. */
function shuffledPositions(words: readonly string[], seed: string): number[] {
  const key = (i: number) => createHash("sha256").update(`${seed}:${i}:${words[i]}`).digest().readUInt32BE(0);
  const order = words.map((_, i) => i).sort((a, b) => key(a) - key(b));
  // Written order by chance: rotate by one (a 3-word sentence has only 6 orders, so this happens).
  if (order.every((p, i) => p === i)) order.push(order.shift() as number);
  return order;
}

/**
 * An order item's cards: the words of `full` shuffled (its final . ? or ! stays in the template), and
 * `key`, the cards' indexes in the right order.
 */
function orderFields(full: string, seed: string) {
  const end = /[.?!]$/.exec(full)?.[0] ?? "";
  const words = englishWords(end ? full.slice(0, -1) : full);
  const positions = shuffledPositions(words, seed);
  return {
    screen_text: `${words.map(() => "___").join(" ")}${end}`,
    choose: positions.map((p, index) => ({ index, content: words[p] as string })),
    key: words.map((_, i) => positions.indexOf(i)),
  };
}

/**
 * One AI item as an item of its kind (with `kind`, for a mixed resource).
 * @param spec - the item, its question_id and point
 * @returns the built item
 */
export function builtItem({ item, questionId, point }: AiItemSpec): Record<string, unknown> {
  const common = {
    kind: AI_ITEM_KINDS[item.type],
    question_id: questionId,
    item_type: point,
    screen_en_text: item.full,
    screen_jp_text: item.ja,
    ...(item.explain_ja ? { explanation: item.explain_ja } : {}),
  };
  switch (item.type) {
    case "choice":
      return {
        ...common,
        screen_text: item.sentence,
        answers: item.options.map((content, index) => ({ index, content, correct: index === item.answer })),
      };
    case "order": {
      const { key: _key, ...fields } = orderFields(item.full, questionId);
      return { ...common, ...fields, answer: [item.full] };
    }
    case "fix":
      return {
        ...common,
        screen_text: item.wrong,
        instruction_jp: `${FIX_INSTRUCTION}${item.wrong}`,
        answer: [item.full],
      };
    case "speak":
      return { ...common, category: "read_sentence", evaluate_text: item.full };
  }
}

/** Whether an answer gets full marks (total_score 5) for an objective item. */
function fullMarks(kind: ExerciseKind, item: Record<string, unknown>, answerResult: unknown): boolean {
  try {
    const outcome = scoreAnswer(kind, item, { question_id: item.question_id, answer_result: answerResult });
    return outcome.total_score === 5;
  } catch {
    return false;
  }
}

/**
 * What the scorer gets wrong about a built item: the right option, the words in order or `full` typed
 * must score full marks, and a fix item's `wrong` typed must not (the scorer ignores case and final
 * punctuation, so an error of only those cannot be found).
 */
function keyProblems(spec: AiItemSpec, built: Record<string, unknown>): [string, string][] {
  const { item } = spec;
  const kind = AI_ITEM_KINDS[item.type];
  switch (item.type) {
    case "choice":
      return fullMarks(kind, built, item.answer)
        ? []
        : [["answer", "the right option does not score full marks as grammar-choice"]];
    case "order":
      return fullMarks(kind, built, orderFields(item.full, spec.questionId).key)
        ? []
        : [["full", "the words put in order do not score full marks as sentence-sorting"]];
    case "fix": {
      const out: [string, string][] = [];
      if (!fullMarks(kind, built, item.full))
        out.push(["full", "full typed does not score full marks as ja-to-en-writing"]);
      if (fullMarks(kind, built, item.wrong))
        out.push([
          "wrong",
          "wrong typed scores full marks: the scorer ignores case and final punctuation, make the error a word",
        ]);
      return out;
    }
    case "speak":
      return [];
  }
}

/**
 * Builds and checks one AI resource: kind mixed, res_type ai-study, no audio. Every problem is reported at
 * its source item (file:line:col review[2]: …).
 * @param spec - what to build
 * @returns the loaded resource (without errors) and the errors
 */
export function aiResource(spec: AiResourceSpec): { loaded?: LoadedResource; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const items = spec.items.map((s, index) => ({ ...builtItem(s), index }));
  const resource: Record<string, unknown> = {
    res_code: spec.resCode,
    res_id: resIdFor(spec.resCode),
    res_version: 1,
    res_type: AI_STUDY_RES_TYPE,
    res_title: spec.title.ja,
    res_level: spec.level,
    kind: "mixed",
    question_description: spec.description,
    option_random: 1,
    items,
  };
  const checked = resourceSchemaFor("mixed").safeParse(resource);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [first, i, ...rest] = issue.path;
      const item = first === "items" && typeof i === "number" ? spec.items[i] : undefined;
      const at = item?.at;
      const kind = item ? AI_ITEM_KINDS[item.item.type] : "mixed";
      errors.push(
        (item?.source ?? spec.source).error(
          at ?? [],
          `built ${kind} item${rest.length ? ` ${formatFieldPath(rest as PropertyKey[])}` : ""}: ${issue.message}`,
          at,
        ),
      );
    }
    return { errors };
  }
  const data = checked.data as Record<string, unknown>;
  spec.items.forEach((s, i) => {
    for (const [field, message] of keyProblems(s, items[i] as Record<string, unknown>))
      errors.push((s.source ?? spec.source).error([...s.at, field], message));
  });
  if (errors.length > 0) return { errors };
  return {
    loaded: {
      file: spec.file,
      res_code: spec.resCode,
      res_id: resIdFor(spec.resCode),
      kind: "mixed",
      title: spec.title,
      resource: data,
      audio: [],
      source: spec.source,
    },
    errors,
  };
}

/**
 * The item list of a built AI resource (question_id, type, point), for lesson.json and index.json.
 * @param items - the specs it was built from
 * @returns one entry per item, in order
 */
export function itemRefs(items: readonly AiItemSpec[]): AiStudyItemRef[] {
  return items.map((s) => ({ question_id: s.questionId, type: s.item.type, point: s.point }));
}
