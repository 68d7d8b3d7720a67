import {
  type BaseAnswer,
  type ChoiceOption,
  isAnswerLocked,
  multiQuestionSubmit,
  type SubQuestion,
} from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceOptions } from "./ChoiceOptions.tsx";

/** A multi-question item: one question (`answers`) or several (`questions`). */
export type MultiQuestionItem = {
  question_id: string;
  answers?: readonly ChoiceOption[] | undefined;
  questions?: readonly SubQuestion[] | undefined;
};

/** Props of {@link MultiQuestion}. */
export type MultiQuestionProps = {
  item: MultiQuestionItem;
  previous: BaseAnswer | undefined;
  reveal: boolean;
  onSubmit: (answer: BaseAnswer) => Promise<unknown>;
  /** label of sub-question n (cloze: the gap number) */
  questionLabel?: (n: number) => string;
  /** the stem of a single question */
  stem?: string;
};

function restore(item: MultiQuestionItem, prev: BaseAnswer | undefined): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  if (!prev) return out;
  for (const e of prev.result ?? []) out[e.question_id] = e.answer_index ?? null;
  if (typeof prev.answer_result === "number") out[item.question_id] = prev.answer_result;
  if (typeof prev.answer_result === "string" && /^\d+$/.test(prev.answer_result))
    out[item.question_id] = Number(prev.answer_result);
  return out;
}

/** The right option(s) of a sub-question, as text (a picture option by what it shows). */
const rightText = (q: SubQuestion) =>
  q.answers
    .filter((o) => o.correct)
    .map((o) => (o.type === "image" ? (o.alt ?? "🖼") : o.content))
    .join(" / ");

/**
 * Choice questions of listening, reading, mock-test and cloze items: a single question submits as soon
 * as an option is chosen; several show a hand-in button once all are answered (spec §4). After a hand-in
 * (when feedback is shown) each sub-question says whether it was right; a wrong one adds the right answer
 * and its explanation.
 * @param props - the item, the saved answer, reveal flag and submit
 * @returns the questions
 */
export function MultiQuestion({ item, previous, reveal, onSubmit, questionLabel, stem }: MultiQuestionProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, number | null>>(() => restore(item, previous));
  const [busy, setBusy] = useState(false);
  const locked = isAnswerLocked(previous) || busy;
  const send = async (answer: BaseAnswer) => {
    setBusy(true);
    try {
      await onSubmit(answer);
    } catch {
      // the shell restores the answering state and the request layer has shown the error
    } finally {
      setBusy(false);
    }
  };
  if (!item.questions) {
    const options = item.answers ?? [];
    return (
      <ChoiceOptions
        options={options}
        chosen={chosen[item.question_id] ?? null}
        locked={locked}
        reveal={reveal}
        label={stem ?? t("player.question_n", { n: 1 })}
        onChoose={(index) => {
          setChosen({ [item.question_id]: index });
          void send({ question_id: item.question_id, answer_result: index });
        }}
      />
    );
  }
  const questions = item.questions;
  const answered = questions.filter(
    (q) => chosen[q.question_id] !== undefined && chosen[q.question_id] !== null,
  );
  const state = multiQuestionSubmit(questions.length, answered.length);
  const saved = restore(item, previous);
  const judged = reveal && isAnswerLocked(previous) && questions.length > 1;
  const handIn = () =>
    void send({
      question_id: item.question_id,
      result: questions.map((q) => ({
        question_id: q.question_id,
        answer_index: chosen[q.question_id] ?? null,
      })),
    });
  return (
    <div className="pl-questions">
      {questions.map((q, n) => {
        const label = questionLabel ? questionLabel(n + 1) : t("player.question_n", { n: n + 1 });
        return (
          <fieldset key={q.question_id} className="pl-question" data-testid="sub-question">
            <legend>
              <strong>{label}</strong> {q.screen_text}
            </legend>
            <ChoiceOptions
              options={q.answers}
              chosen={chosen[q.question_id] ?? null}
              locked={locked}
              reveal={reveal}
              label={`${label} ${q.screen_text ?? ""}`}
              onChoose={(index) => {
                const next = { ...chosen, [q.question_id]: index };
                setChosen(next);
                if (questions.length === 1)
                  void send({
                    question_id: item.question_id,
                    result: [{ question_id: q.question_id, answer_index: index }],
                  });
              }}
            />
            {judged && <SubVerdict question={q} chosen={saved[q.question_id] ?? null} />}
          </fieldset>
        );
      })}
      {questions.length > 1 && !isAnswerLocked(previous) && (
        <Button onClick={handIn} disabled={state !== "hand-in"} busy={busy} data-testid="hand-in">
          {t("player.hand_in")}
        </Button>
      )}
    </div>
  );
}

/**
 * Whether one handed-in sub-question was right; for a wrong one, the right answer and its explanation.
 * @param props - the sub-question and the option the student chose
 * @returns the verdict line
 */
function SubVerdict({ question, chosen }: { question: SubQuestion; chosen: number | null }) {
  const { t } = useTranslation();
  const right = chosen !== null && question.answers.some((o) => o.index === chosen && o.correct);
  return (
    <div data-testid="sub-question-verdict" data-result={right ? "right" : "wrong"}>
      <p className="pl-subverdict">
        <span className={right ? "pl-subverdict-right" : "pl-subverdict-wrong"}>
          <span aria-hidden="true">{right ? "○ " : "× "}</span>
          {right ? t("player.sub_right") : t("player.sub_wrong")}
        </span>
        {!right && (
          <>
            {"　"}
            <span data-testid="sub-right-answer">
              {t("player.right_answer", { answer: rightText(question) })}
            </span>
          </>
        )}
      </p>
      {!right && question.explanation && (
        <p className="pl-explanation" data-testid="sub-explanation">
          <strong>{t("player.explanation")}</strong>：{question.explanation}
        </p>
      )}
    </div>
  );
}
