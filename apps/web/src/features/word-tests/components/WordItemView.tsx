import type { WordQuizItem } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WordReading } from "./WordReading.tsx";

const HINTS = { choose: "word.choose_meaning", typing: "word.type_word", reading: "word.read_word" } as const;

/** The server's verdict on the current item, once answered. */
export type WordVerdict = { is_right: 0 | 1; correct_answer: string; answer: string };

/**
 * One word-test item: choose among options, or type the English word (Enter submits). After the answer
 * the verdict shows (right, or wrong with the right answer).
 * @param props - the item, the verdict when answered, whether a request is running, and the answer callback
 * @returns the item view
 */
export function WordItemView({
  item,
  verdict,
  busy,
  onAnswer,
  onRecorded,
}: {
  item: WordQuizItem;
  verdict: WordVerdict | null;
  busy: boolean;
  onAnswer: (answer: string) => void;
  /** reading items: posts the scored recording */
  onRecorded: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (item.test_type === "typing") input.current?.focus();
  }, [item.test_type]);
  const locked = verdict !== null || busy;
  return (
    <section className="card" data-testid="word-item" data-question-id={item.question_id}>
      <p className="muted">{t(HINTS[item.test_type])}</p>
      <p className="wq-prompt" data-testid="word-prompt">
        {item.screen_text}
      </p>
      {item.test_type === "reading" ? (
        <WordReading item={item} answered={verdict !== null} onRecorded={onRecorded} />
      ) : item.test_type === "choose" ? (
        <div className="wq-options">
          {item.options.map((o) => {
            const chosen = verdict?.answer === String(o.index);
            const state = chosen ? (verdict?.is_right === 1 ? "right" : "wrong") : undefined;
            return (
              <Button
                key={o.index}
                variant="secondary"
                className="wq-option"
                data-state={state}
                data-testid="word-option"
                disabled={locked}
                onClick={() => onAnswer(String(o.index))}
              >
                {o.content}
              </Button>
            );
          })}
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const value = text.trim();
            if (!value) return setError(t("word.empty_input"));
            setError(null);
            onAnswer(value);
          }}
        >
          <input
            ref={input}
            className="field"
            lang="en"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            value={text}
            readOnly={locked}
            aria-label={t("word.input_label")}
            aria-invalid={error ? true : undefined}
            data-testid="word-input"
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" busy={busy} disabled={locked} data-testid="word-submit">
            {t("word.answer")}
          </Button>
        </form>
      )}
      {verdict && (
        <p
          className="wq-feedback"
          data-right={verdict.is_right}
          data-testid="word-verdict"
          aria-live="polite"
        >
          {verdict.is_right === 1 ? t("word.right") : t("word.wrong")}
          {verdict.is_right === 0 && (
            <>
              {" "}
              <span lang="en">{t("word.correct_answer", { answer: verdict.correct_answer })}</span>
            </>
          )}
        </p>
      )}
    </section>
  );
}
