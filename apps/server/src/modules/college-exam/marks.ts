import type { ListeningMark } from "@hibiki/exercises/listening-exam";

type Option = { index: number; correct: boolean };
type Item = {
  question_id: string;
  item_type?: string;
  answers?: Option[];
  questions?: Array<{ question_id: string; answers: Option[] }>;
};
/** A stored answer: its payload and percent (a written answer is right at 100%). */
export type StoredAnswer = { question_id: string; payload: unknown; percent_score: number };

/** One mark with the item that holds the question (what a review replays). */
export type ItemMark = ListeningMark & { item_id: string };

type Entry = { question_id?: unknown; answer_index?: unknown };

function entriesOf(payload: Record<string, unknown>): Entry[] {
  const r = payload.result;
  if (Array.isArray(r)) return r as Entry[];
  if (typeof r === "string") {
    try {
      const parsed = JSON.parse(r);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

const asIndex = (v: unknown): number | null =>
  typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;

const isRight = (options: readonly Option[], chosen: number | null) =>
  chosen !== null && options.some((o) => o.index === chosen && o.correct);

/**
 * Marks every question of a set (or of the items a review replayed) from the attempt's answers: a choice
 * question is right when its chosen option is correct, a written answer when it scored 100%; a question
 * without an answer (or skipped) is wrong.
 * @param items - the built resource's items
 * @param answers - the attempt's latest answer per item
 * @param only - the items the sitting covered (a review), or undefined for all
 * @returns one mark per question, in order
 */
export function markSitting(
  items: readonly Item[],
  answers: readonly StoredAnswer[],
  only?: ReadonlySet<string>,
): ItemMark[] {
  const byItem = new Map(answers.map((a) => [a.question_id, a]));
  const marks: ItemMark[] = [];
  for (const item of items) {
    if (only && !only.has(item.question_id)) continue;
    const part = String(item.item_type ?? "");
    const answer = byItem.get(item.question_id);
    const payload = (
      typeof answer?.payload === "string" ? JSON.parse(answer.payload) : (answer?.payload ?? {})
    ) as Record<string, unknown>;
    const skipped = payload.is_skipped === 1;
    const entries = entriesOf(payload);
    const chosenFor = (id: string) =>
      asIndex(entries.find((e) => e.question_id === id)?.answer_index ?? null);
    const mark = (question_id: string, right: boolean) =>
      marks.push({ question_id, item_id: item.question_id, part, right: !!answer && !skipped && right });
    if (item.questions) {
      for (const q of item.questions) mark(q.question_id, isRight(q.answers, chosenFor(q.question_id)));
    } else if (item.answers) {
      const chosen =
        asIndex(payload.answer_result) ?? chosenFor(item.question_id) ?? asIndex(entries[0]?.answer_index);
      mark(item.question_id, isRight(item.answers, chosen));
    } else {
      mark(item.question_id, Number(answer?.percent_score ?? 0) >= 100);
    }
  }
  return marks;
}
