import { createHash } from "node:crypto";
import { answerableItems, type ExerciseKind, fillTemplate } from "@hibiki/exercises";
import { detectPoints, GRAMMAR_POINT_IDS, type GrammarPointId } from "@hibiki/exercises/ai-study";
import type { AiStudyGrammarIndex } from "./ai-study-schema.ts";

/**
 * ai-study/grammar-index.json: every question of the other catalogue resources tagged with the grammar
 * points its model sentence shows (`detectPoints` of `@hibiki/exercises/ai-study`), so answers anywhere in
 * Hibiki count as evidence for a point. A question is keyed by the question_id its answers are stored
 * under (`answerableItems`). Its model sentences are the item's `screen_en_text` and `evaluate_text`; an
 * item without `screen_en_text` gives its first accepted `answer` (ordering and typed kinds) or its
 * `screen_text` with the blank filled by the right option (choice kinds). Not tagged: open answers
 * (`category: free`, the student's own words), passages read aloud (`read_chapter`) and texts longer than
 * MODEL_MAX_WORDS words (passages say little about one question).
 */

/** Longer texts are passages, not a question's model sentence. */
export const MODEL_MAX_WORDS = 40;

type Item = Record<string, unknown>;

const words = (text: string) => text.trim().split(/\s+/).length;

/** A choice item's screen_text with its blank filled by the right option, when it has one blank. */
function filledChoice(item: Item): string | undefined {
  const text = item.screen_text;
  const answers = item.answers;
  if (typeof text !== "string" || !Array.isArray(answers) || (text.match(/_{3,}/g) ?? []).length !== 1)
    return undefined;
  const right = (answers as { content?: unknown; correct?: unknown; type?: unknown }[]).find(
    (a) => a.correct === true && a.type !== "image",
  );
  return typeof right?.content === "string" ? fillTemplate(text, [right.content]) : undefined;
}

/**
 * The model sentences of an answerable item (see the module's note).
 * @param item - the built item
 * @returns 0-2 English sentences
 */
export function modelSentences(item: Item): string[] {
  if (item.category === "free" || item.category === "read_chapter" || item.open_answer) return [];
  const out = new Set<string>();
  for (const field of ["screen_en_text", "evaluate_text"] as const) {
    const text = item[field];
    if (typeof text === "string" && text.trim() !== "") out.add(text.trim());
  }
  if (out.size === 0) {
    const answer = item.answer;
    const first = Array.isArray(answer) ? answer[0] : answer;
    if (typeof first === "string" && first.trim() !== "") out.add(first.trim());
    else {
      const filled = filledChoice(item);
      if (filled) out.add(filled);
    }
  }
  return [...out].filter((t) => words(t) <= MODEL_MAX_WORDS);
}

/** A resource as the grammar index reads it. */
export interface IndexedResource {
  res_code: string;
  resource: Record<string, unknown>;
}

/**
 * Tags every answerable question of the resources.
 * @param resources - the built resources (not the AI study ones)
 * @param detect - the detector (detectPoints by default)
 * @returns the grammar index: only tagged questions, points in teaching order, res_codes sorted
 */
export function grammarIndex(
  resources: Iterable<IndexedResource>,
  detect: (sentence: string) => readonly GrammarPointId[] = detectPoints,
): AiStudyGrammarIndex {
  const order = new Map<string, number>(GRAMMAR_POINT_IDS.map((id, i) => [id, i]));
  const byCode: [string, Record<string, GrammarPointId[]>][] = [];
  const cache = new Map<string, readonly GrammarPointId[]>();
  for (const { res_code, resource } of resources) {
    const items = resource.items;
    if (!Array.isArray(items)) continue;
    const tagged: Record<string, GrammarPointId[]> = {};
    for (const located of answerableItems({ kind: resource.kind as ExerciseKind, items })) {
      const points = new Set<GrammarPointId>();
      for (const sentence of modelSentences(located.item)) {
        let found = cache.get(sentence);
        if (!found) {
          found = detect(sentence);
          cache.set(sentence, found);
        }
        for (const p of found) points.add(p);
      }
      if (points.size > 0)
        tagged[located.item.question_id] = [...points].sort(
          (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
        );
    }
    if (Object.keys(tagged).length > 0) byCode.push([res_code, tagged]);
  }
  byCode.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const questions = Object.fromEntries(byCode);
  const version = createHash("sha256").update(JSON.stringify(questions)).digest("hex").slice(0, 16);
  return { version, questions };
}
