import type { LiveItemFrame, LiveRevealOutFrame } from "@hibiki/contracts/ws/live";
import { Button } from "@web/components/Button.tsx";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MyAnswer } from "../student-state.ts";
import { ReadAloudItem } from "./ReadAloudItem.tsx";

/** What an item card sends: the answer frame's kind-specific field. */
export type AnswerPayload = { choice_index: number } | { text: string } | { evaluate_result: string };

/** Props of {@link ItemCard}. */
export type ItemCardProps = {
  item: LiveItemFrame;
  itemCount: number;
  answer: MyAnswer | undefined;
  reveal: LiveRevealOutFrame | undefined;
  sending: boolean;
  /** false when the frame could not be sent (not connected) */
  onAnswer: (payload: AnswerPayload) => boolean;
};

/**
 * The pushed item: its number and kind, the prompt, then the way to answer its kind (option buttons, a
 * text field and send, or the sentence with the model voice and the record button); my result as soon as
 * the server scored it, and the correct answer once the teacher reveals it.
 * @param props - the item, my answer and its reveal, and the send function
 * @returns the card
 */
export function ItemCard({ item, itemCount, answer, reveal, sending, onAnswer }: ItemCardProps) {
  const { t } = useTranslation();
  const headId = useId();
  const [unsent, setUnsent] = useState(false);
  const locked = answer !== undefined || reveal !== undefined || sending;
  const send = (payload: AnswerPayload) => setUnsent(!onAnswer(payload));
  return (
    <section
      className="card live-item"
      aria-labelledby={headId}
      data-testid="live-item"
      data-kind={item.kind}
    >
      <h2 id={headId}>
        {t("live.item_no", { no: item.item_index + 1, count: itemCount })}
        <span className="chip live-kind">{t(`live.kind.${item.kind}`)}</span>
      </h2>
      {item.prompt && <p className="live-prompt">{item.prompt}</p>}
      {item.kind === "choice" && (
        <ChoiceOptions
          options={item.options ?? []}
          locked={locked}
          correctIndex={reveal?.correct_index}
          onPick={(i) => send({ choice_index: i })}
        />
      )}
      {item.kind === "short_answer" && (
        <ShortAnswer locked={locked} sending={sending} onSend={(text) => send({ text })} />
      )}
      {item.kind === "read_aloud" && (
        <ReadAloudItem
          liveItem={item}
          canRecord={!locked}
          onRecorded={(evaluateResult) => send({ evaluate_result: evaluateResult })}
        />
      )}
      {unsent && !answer && (
        <p className="form-error" role="alert">
          {t("live.not_sent")}
        </p>
      )}
      {answer && (
        <p
          className={answer.correct ? "live-result is-correct" : "live-result is-wrong"}
          data-testid="live-my-result"
        >
          {t(answer.correct ? "live.correct" : "live.wrong", { score: answer.score })}
        </p>
      )}
      {reveal && <RevealLine item={item} reveal={reveal} />}
    </section>
  );
}

function RevealLine({ item, reveal }: { item: LiveItemFrame; reveal: LiveRevealOutFrame }) {
  const { t } = useTranslation();
  const answer =
    reveal.correct_index !== undefined
      ? (item.options?.[reveal.correct_index] ?? "")
      : (reveal.accepted ?? []).join(" / ");
  return (
    <p className="notice-box live-reveal" data-testid="live-reveal">
      {item.kind === "read_aloud"
        ? t("live.reveal_read", { score: reveal.pass_score ?? 60 })
        : t("live.reveal", { answer })}
    </p>
  );
}

function ChoiceOptions(props: {
  options: readonly string[];
  locked: boolean;
  correctIndex: number | undefined;
  onPick: (index: number) => void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <div className="live-options">
      {props.options.map((o, i) => (
        <Button
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is their index)
          key={i}
          variant={picked === i ? "primary" : "secondary"}
          className={props.correctIndex === i ? "live-option is-answer" : "live-option"}
          disabled={props.locked}
          aria-pressed={picked === i}
          data-testid="live-option"
          onClick={() => {
            setPicked(i);
            props.onPick(i);
          }}
        >
          <span lang="en">{o}</span>
        </Button>
      ))}
    </div>
  );
}

function ShortAnswer(props: { locked: boolean; sending: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const empty = text.trim() === "";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!empty && !props.locked) props.onSend(text.trim());
  };
  return (
    <form className="live-short" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t("live.your_answer")}</label>
        <input
          id={id}
          lang="en"
          autoComplete="off"
          maxLength={200}
          value={text}
          disabled={props.locked}
          aria-invalid={tried && empty}
          aria-describedby={tried && empty ? `${id}-err` : undefined}
          onChange={(e) => setText(e.target.value)}
          data-testid="live-text"
        />
        {tried && empty && (
          <p id={`${id}-err`} className="field-error">
            {t("live.text_required")}
          </p>
        )}
      </div>
      <Button type="submit" busy={props.sending} disabled={props.locked} data-testid="live-send">
        {t("live.send")}
      </Button>
    </form>
  );
}
