import type { AnswerColour, BaseAnswer, ModeVisibility } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import { Feedback } from "../../shell/ui/Feedback.tsx";
import "../../i18n-objective-b.ts";
import "../../shell/i18n.ts";

/** Props of {@link AnswerFeedback}. */
export interface AnswerFeedbackProps {
  /** the scored answer */
  answer: BaseAnswer | undefined;
  colour: AnswerColour;
  visibility: ModeVisibility;
  /** the right answer (or solution example), shown after a wrong answer */
  rightAnswer?: string | undefined;
  /** label the right answer as a solution example (ja-to-en writing) instead of "the right answer" */
  asExample?: boolean;
  /** the item's explanation, shown after a wrong answer */
  explanation?: string | undefined;
}

/**
 * Feedback after an answer is scored (spec §4): nothing in exam mode; the shell's right / wrong
 * message; after a wrong answer also the right answer (or a solution example) and the
 * explanation. The shell moves on after a right answer and shows Next after a wrong one.
 * @param props - the outcome and what to show
 * @returns the feedback, or nothing
 */
export function AnswerFeedback(props: AnswerFeedbackProps) {
  const { answer, colour, visibility, rightAnswer, asExample, explanation } = props;
  const { t } = useTranslation();
  if (!visibility.answerFeedback || colour === "unanswered") return null;
  const wrong = colour === "wrong";
  return (
    <div className={`objb-feedback objb-${colour}`}>
      <Feedback answer={answer} show={visibility.answerFeedback} />
      {wrong && rightAnswer && (
        <p data-testid="right-answer">
          {asExample
            ? t("objb.solution_example", { answer: rightAnswer })
            : t("player.right_answer", { answer: rightAnswer })}
        </p>
      )}
      {wrong && explanation && (
        <div className="objb-explanation" data-testid="explanation">
          <p className="objb-label">{t("objb.explanation_label")}</p>
          <p className="prose">{explanation}</p>
        </div>
      )}
    </div>
  );
}
