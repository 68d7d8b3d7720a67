import { answerVerdict, type BaseAnswer, type ExerciseKind } from "@hibiki/exercises";
import { useScoreConfig } from "@web/lib/app-config.ts";
import { useTranslation } from "react-i18next";

/**
 * Right / wrong message after a scored answer, by the one correct rule (answerVerdict): 正解！ only when the
 * whole item is right; a hand-in with some sub-questions wrong says 一部正解 with how many were right.
 * Hidden in exam mode (no feedback) and before an answer.
 * @param props - the stored answer, its kind (objective when not given) and whether feedback is shown
 * @returns the message or nothing
 */
export function Feedback({
  answer,
  show,
  kind,
}: {
  answer: BaseAnswer | undefined;
  show: boolean;
  kind?: ExerciseKind;
}) {
  const { t } = useTranslation();
  const config = useScoreConfig();
  if (!show || !answer || answer.is_skipped === 1) return null;
  const verdict = answerVerdict(kind, answer, config);
  if (verdict === "unanswered") return null;
  const parts = answer.result ?? [];
  const right = parts.filter((e) => (e.score ?? 0) > 0).length;
  return (
    <p
      className={`pl-feedback pl-feedback-${verdict}`}
      role="status"
      data-testid="answer-feedback"
      data-result={verdict}
    >
      {verdict === "correct"
        ? t("player.correct")
        : verdict === "partial"
          ? parts.length > 0
            ? t("player.partial_count", { right, count: parts.length })
            : t("player.partial")
          : t("player.wrong")}
    </p>
  );
}
