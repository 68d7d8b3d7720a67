import type { BaseAnswer } from "@hibiki/exercises";
import { RecordButton } from "@web/exercises/speaking/RecordButton.tsx";
import { useAutoTake } from "@web/exercises/speaking/use-auto-take.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import type { TokyoItem } from "../run-flow.ts";

/**
 * The answer window of one item: the recording starts by itself when the window opens, streams to the
 * evaluator (part A against the text, B-D as the student's own words against the item's rubric), ends at
 * the window's end (or by silence or Stop) and `onSaved` stores it.
 * @param props - the item, its res_code, the window and what stores the answer
 * @returns the take
 */
export function TokyoTake({
  item,
  resCode,
  seconds,
  onSaved,
}: {
  item: TokyoItem;
  resCode: string;
  seconds: number;
  onSaved: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { t } = useTranslation();
  const cycle = useAutoTake(item, resCode, seconds, onSaved);
  const maxTimeMs = seconds * 1000;
  return (
    <div
      className="tk-take"
      data-testid="tk-take"
      data-question-id={item.question_id}
      data-phase={cycle.phase}
    >
      <p className="tk-speak-now">{t("tokyo.speak_now")}</p>
      <RecordButton cycle={cycle} maxTimeMs={maxTimeMs} />
      {cycle.phase === "evaluating" && (
        <p className="muted" role="status">
          {t("tokyo.saving")}
        </p>
      )}
    </div>
  );
}
