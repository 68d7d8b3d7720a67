import { answerColour, type BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";

/**
 * Right / wrong message after a scored answer (colour: score > 0 right, exactly 0 wrong). Hidden in
 * exam mode (no feedback) and before an answer.
 * @param props - the stored answer and whether feedback is shown in this mode
 * @returns the message or nothing
 */
export function Feedback({ answer, show }: { answer: BaseAnswer | undefined; show: boolean }) {
  const { t } = useTranslation();
  if (!show || !answer || answer.is_skipped === 1) return null;
  const colour = answerColour(answer.score ?? answer.total_score);
  if (colour === "unanswered") return null;
  return (
    <p
      className={`pl-feedback pl-feedback-${colour}`}
      role="status"
      data-testid="answer-feedback"
      data-result={colour}
    >
      {colour === "correct" ? t("player.correct") : t("player.wrong")}
    </p>
  );
}
