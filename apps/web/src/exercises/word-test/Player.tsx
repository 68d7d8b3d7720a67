import { isAnswerLocked, validateTyped } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { SingleChoice } from "../shell/ui/SingleChoice.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Word test: choose the meaning, or type the English word from the Japanese (Enter submits). Reading items
 * are speech-scored and belong to the speaking players.
 * @param props - the shell's player props
 * @returns the player
 */
export default function WordTestPlayer({ item, previous, visibility, onSubmit }: PlayerProps<"word-test">) {
  const { t } = useTranslation();
  const [text, setText] = useState(typeof previous?.answer_result === "string" ? previous.answer_result : "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (item.test_type === "choose" && item.answers)
    return (
      <section className="pl-item" data-testid="player-word-test">
        <p className="pl-stem" lang="en">
          {item.screen_text}
        </p>
        <SingleChoice
          questionId={item.question_id}
          options={item.answers}
          previous={previous}
          reveal={visibility.answerFeedback}
          label={item.screen_text}
          onSubmit={onSubmit}
        />
      </section>
    );
  if (item.test_type !== "typing") return <p data-testid="player-word-test">{t("player.unsupported")}</p>;
  const submit = async () => {
    const check = validateTyped(text);
    if (!check.ok) return setError(t(check.key));
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ question_id: item.question_id, answer_result: text.trim() });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="pl-item" data-testid="player-word-test">
      <p className="pl-stem">{item.mean ?? item.screen_text}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <input
          className="field"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-label={item.mean ?? item.screen_text}
          aria-invalid={error ? true : undefined}
          readOnly={isAnswerLocked(previous)}
          lang="en"
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" busy={busy} disabled={isAnswerLocked(previous)}>
          {t("player.submit")}
        </Button>
      </form>
      <Feedback answer={previous} show={visibility.answerFeedback} />
    </section>
  );
}
