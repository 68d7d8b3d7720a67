import { seededRandom, seedOf, shuffleOptions } from "@hibiki/exercises";

/**
 * Shuffles an item's options for display (spec §5: random unless option_random is 0): `answers`,
 * each sub-question's `answers` and order-kind `choose` lists. The order is seeded by the attempt guid
 * and question id, so a reload of the same attempt shows the same order.
 * @param item - the content item
 * @param optionRandom - the resource's option_random (0 keeps the authored order)
 * @param guid - the attempt guid
 * @returns a copy with shuffled option lists (the item itself when nothing shuffles)
 */
export function shuffleItem<T>(item: T, optionRandom: number | undefined, guid: string): T {
  if (optionRandom === 0 || !item || typeof item !== "object") return item;
  const it = item as Record<string, unknown>;
  const hasOptions = (x: Record<string, unknown>) => Array.isArray(x.answers) || Array.isArray(x.choose);
  const subOptions = Array.isArray(it.questions) && it.questions.some((q) => q && hasOptions(q));
  if (!hasOptions(it) && !subOptions) return item;
  const random = seededRandom(seedOf(`${guid}:${String(it.question_id)}`));
  const out: Record<string, unknown> = { ...it };
  for (const key of ["answers", "choose"]) {
    const list = it[key];
    if (Array.isArray(list)) out[key] = shuffleOptions(list, optionRandom, random);
  }
  if (Array.isArray(it.questions))
    out.questions = it.questions.map((q: Record<string, unknown>) =>
      Array.isArray(q.answers) ? { ...q, answers: shuffleOptions(q.answers, optionRandom, random) } : q,
    );
  return out as T;
}
