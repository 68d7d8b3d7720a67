import {
  type BaseAnswer,
  INTEGRATED_MAX_STEPS,
  type IntegratedStepAnswer,
  IntegratedStepAnswerSchema,
  percentOfTotal,
} from "@hibiki/exercises";

// Reading a stored answer's steps needs the step schema; only the overview (review, or an item answered
// before, a chunk of its own) does it, so the player that records does not carry the schema.

/**
 * The steps of a stored answer, read safely: the answer comes back from the server (or an older client),
 * so each step is validated and a malformed one is dropped instead of breaking the screen.
 * @param answer - the stored answer, if any
 * @returns the valid steps, in order
 */
export function stepsOf(answer: unknown): IntegratedStepAnswer[] {
  const raw = answer && typeof answer === "object" ? (answer as { steps?: unknown }).steps : undefined;
  if (!Array.isArray(raw)) return [];
  const out: IntegratedStepAnswer[] = [];
  for (const s of raw.slice(0, INTEGRATED_MAX_STEPS)) {
    const parsed = IntegratedStepAnswerSchema.safeParse(s);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/**
 * A step as an answer the shared recording views show (scores, coloured words, replay, study report).
 * @param step - a stored step
 * @returns the step as an answer under its own question_id
 */
export function stepAsAnswer(step: IntegratedStepAnswer): BaseAnswer {
  const { part_index: _part, ...fields } = step;
  const total = step.is_skipped === 1 ? 0 : (step.total_score ?? 0);
  return { ...fields, total_score: total, score: total, percent_score: percentOfTotal(total) };
}
