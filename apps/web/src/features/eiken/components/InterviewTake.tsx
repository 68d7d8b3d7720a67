import type { BaseAnswer, ItemOf } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { freeSpeechTargetOf } from "@web/exercises/picture-describe/free-speech.ts";
import { RecordButton } from "@web/exercises/speaking/RecordButton.tsx";
import { useRecordingCycle } from "@web/exercises/speaking/use-recording-cycle.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

type Item = { question_id: string; kind: string; screen_en_text?: string } & Record<string, unknown>;

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
  item: Item;
  resCode: string;
  seconds: number;
  onSaved: (answer: BaseAnswer) => Promise<BaseAnswer>;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const reading = item.kind === "single-reading";
  const target = reading
    ? { text: item.screen_en_text ?? "", category: "read_chapter" as const }
    : freeSpeechTargetOf(item as unknown as ItemOf<"quick-response">, item.screen_en_text);
  const maxTimeMs = seconds * 1000;
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: target?.text ?? "",
    category: target?.category ?? "read_chapter",
    resCode,
    maxTimeMs,
    onSubmit: onSaved,
  });
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the take starts once, when the step opens
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    cycle.start();
  }, []);
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
