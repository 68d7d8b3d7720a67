import { useTranslation } from "react-i18next";

type Option = { index?: unknown; content?: unknown; correct?: unknown };

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

/** The words a student read or answered to: the item's prompt, English first. */
export function itemPrompt(item: Record<string, unknown>): { en: string | null; ja: string | null } {
  return {
    en: text(item.topic) ?? text(item.screen_en_text) ?? text(item.question),
    ja: text(item.screen_text) ?? text(item.instruction_jp) ?? text(item.content_jp),
  };
}

/**
 * What an objective answer was: the option the student chose and the right one(s), or the typed text and
 * the expected answer. Null when the item has no answer key the review can show.
 * @param item - the resource item
 * @param answer - the stored answer (answer_result: the chosen option index, or typed text)
 * @returns the chosen and the right answers as text
 */
export function objectiveAnswer(
  item: Record<string, unknown>,
  answer: { answer_result?: unknown; answer_content?: unknown },
): { chosen: string; correct: string } | null {
  const options = Array.isArray(item.answers) ? (item.answers as Option[]) : null;
  const given = answer.answer_content ?? answer.answer_result;
  if (options && options.length > 0) {
    const right = options.filter((o) => o.correct === true).map((o) => String(o.content ?? ""));
    if (right.length === 0) return null;
    const n = Number(answer.answer_result);
    const picked = Number.isInteger(n) ? options.find((o, i) => (o.index ?? i) === n) : undefined;
    const chosen = picked ? String(picked.content ?? "") : typeof given === "string" ? given : "";
    return { chosen, correct: right.join(" / ") };
  }
  const expected = text(item.answer) ?? text(item.correct_answer) ?? text(item.sample_answer);
  if (expected && typeof given === "string") return { chosen: given, correct: expected };
  return null;
}

/**
 * The question of an answer under review: its prompt (the reference text of a reading, the topic of a
 * writing) and, for an objective item, the student's choice beside the right answer.
 * @param props - the resource item (undefined while loading or unknown) and the stored answer
 * @returns the block, or nothing without an item
 */
export function ItemReview({
  item,
  answer,
}: {
  item: Record<string, unknown> | undefined;
  answer: { answer_result?: unknown; answer_content?: unknown; percent_score?: unknown };
}) {
  const { t } = useTranslation();
  if (!item) return null;
  const prompt = itemPrompt(item);
  const objective = objectiveAnswer(item, answer);
  const right = typeof answer.percent_score === "number" && answer.percent_score >= 100;
  return (
    <div className="tc-item-review" data-testid="item-review">
      {(prompt.en || prompt.ja) && (
        <p className="tc-prompt">
          {prompt.en && <span lang="en">{prompt.en}</span>}
          {prompt.en && prompt.ja && " "}
          {prompt.ja && <span className="muted">{prompt.ja}</span>}
        </p>
      )}
      {objective && (
        <dl className="tc-objective" data-correct={right ? 1 : 0}>
          <dt>{t("t.sub.chosen")}</dt>
          <dd lang="en" data-testid="review-chosen">
            {objective.chosen || t("t.sub.no_answer")} {right ? "✓" : "✗"}
          </dd>
          <dt>{t("t.sub.correct_answer")}</dt>
          <dd lang="en" data-testid="review-correct">
            {objective.correct}
          </dd>
        </dl>
      )}
    </div>
  );
}
