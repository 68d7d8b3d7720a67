import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { RecordButton } from "@web/exercises/speaking/RecordButton.tsx";
import { type TimedItem, useAutoTake } from "@web/exercises/speaking/use-auto-take.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * One answer of the interview: the recording starts by itself (the examiner has asked), streams to the
 * evaluator (the read-aloud against the passage, an answer as the student's own words against the card's
 * rubric), ends by silence, the time limit or Stop, and `onSaved` stores it. A failed take can be recorded
 * again; Skip gives up the question (it scores 0).
 * @param props - the resource item, its res_code, the answer time and what stores the answer
 * @returns the take
 */
export function InterviewTake({
  item,
  resCode,
  seconds,
  onSaved,
  onSkip,
}: {
  item: TimedItem;
  resCode: string;
  seconds: number;
  onSaved: (answer: BaseAnswer) => Promise<BaseAnswer>;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const reading = item.kind === "single-reading";
  const cycle = useAutoTake(item, resCode, seconds, onSaved);
  const maxTimeMs = seconds * 1000;
  return (
    <div className="ek-take" data-testid="ek-take" data-question-id={item.question_id}>
      <p className="muted">{reading ? t("eiken.read_now") : t("eiken.answer_now", { n: seconds })}</p>
      <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} />
      {cycle.phase === "idle" && (
        <Button variant="ghost" onClick={onSkip} data-testid="ek-take-skip">
          {t("eiken.skip_question")}
        </Button>
      )}
    </div>
  );
}
