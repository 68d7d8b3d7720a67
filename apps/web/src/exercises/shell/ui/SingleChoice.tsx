import { type BaseAnswer, type ChoiceOption, isAnswerLocked } from "@hibiki/exercises";
import { useState } from "react";
import { ChoiceOptions } from "./ChoiceOptions.tsx";
import { Feedback } from "./Feedback.tsx";

/**
 * One choice question that submits as soon as an option is chosen, then locks and (outside exams)
 * shows right / wrong.
 * @param props - options, the stored answer, feedback flag and submit
 * @returns the options and the feedback
 */
export function SingleChoice({
  questionId,
  options,
  previous,
  reveal,
  label,
  onSubmit,
}: {
  questionId: string;
  options: readonly ChoiceOption[];
  previous: BaseAnswer | undefined;
  reveal: boolean;
  label: string;
  onSubmit: (answer: BaseAnswer) => Promise<unknown>;
}) {
  const initial = typeof previous?.answer_result === "number" ? previous.answer_result : null;
  const [chosen, setChosen] = useState<number | null>(
    initial ?? (previous?.answer_result ? Number(previous.answer_result) : null),
  );
  const [busy, setBusy] = useState(false);
  const choose = async (index: number) => {
    setChosen(index);
    setBusy(true);
    try {
      await onSubmit({ question_id: questionId, answer_result: index });
    } catch {
      setChosen(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ChoiceOptions
        options={options}
        chosen={chosen}
        locked={busy || isAnswerLocked(previous)}
        reveal={reveal}
        label={label}
        onChoose={(i) => void choose(i)}
      />
      <Feedback answer={previous} show={reveal} />
    </>
  );
}
