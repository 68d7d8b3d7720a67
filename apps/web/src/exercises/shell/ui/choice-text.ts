import type { BaseAnswer, ChoiceOption } from "@hibiki/exercises";

/**
 * The text of the option a student chose (answer_result holds the option's `index`).
 * @param options - the question's options
 * @param answer - the stored answer
 * @returns the option text, or the raw value when it names no option
 */
export function chosenText(options: readonly ChoiceOption[] | undefined, answer: BaseAnswer): string {
  const raw = answer.answer_result ?? answer.answer_index;
  const idx =
    typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : null;
  const opt = idx === null ? undefined : options?.find((o) => o.index === idx);
  return opt?.content ?? (raw === undefined ? "" : String(raw));
}

/**
 * The right option(s) of a question.
 * @param options - the question's options
 * @returns the correct options' texts joined by " / "
 */
export function rightText(options: readonly ChoiceOption[] | undefined): string {
  return (options ?? [])
    .filter((o) => o.correct)
    .map((o) => o.content)
    .join(" / ");
}
