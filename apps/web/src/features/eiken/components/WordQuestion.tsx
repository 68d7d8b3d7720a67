import type { EikenWordItem } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { WordReading } from "@web/features/word-tests/exports/word-reading.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";

/** What the student answered: an option index or a typed word (the reading posts its own take). */
export type WordAnswer = { value: string; label: string };

/**
 * One word question: meaning choice (the word, its Japanese options), listening choice (the audio plays,
 * English options), spelling (the gloss and audio, typed; Enter answers) or reading aloud (the shared
 * record button; the scored take goes to `onRecorded`). Locked once answered.
 * @param props - the item, the chosen answer once answered, whether it was right, the audio URL maker and
 *   the answer callbacks
 * @returns the question
 */
export function WordQuestion({
  item,
  chosen,
  right,
  busy,
  audio,
  onAnswer,
  onRecorded,
}: {
  item: EikenWordItem;
  chosen: WordAnswer | null;
  right: boolean | null;
  busy: boolean;
  audio: (text: string) => string;
  onAnswer: (answer: WordAnswer) => void;
  onRecorded: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const locked = chosen !== null || busy;
  useEffect(() => {
    if (item.test_type === "spelling") input.current?.focus();
  }, [item.test_type]);
  const src = audio(item.audio_text);
  return (
    <section
      className="card ek-question"
      data-testid="ek-question"
      data-type={item.test_type}
      // the dictionary pen would show the meaning being asked for
      data-pen-ignore=""
    >
      <p className="muted" id={`ek-q-${item.question_id}`}>
        {t(`eiken.q.${item.test_type}`)}
      </p>
      {item.test_type === "meaning" && (
        <p className="ek-prompt" lang="en" data-testid="ek-prompt">
          {item.screen_text}
        </p>
      )}
      {item.test_type === "spelling" && (
        <p className="ek-prompt" data-testid="ek-prompt">
          {item.screen_text}
        </p>
      )}
      {item.test_type === "listening" && (
        <div className="ek-listen">
          <SpeakButton src={src} label={t("eiken.listen")} testId="ek-listen" autoPlay variant="primary" />
        </div>
      )}
      {item.test_type === "reading" ? (
        <>
          <p className="ek-prompt" lang="en" data-testid="ek-prompt">
            {item.screen_text}
          </p>
          <WordReading
            item={{
              question_id: item.question_id,
              index: item.index,
              test_type: "reading",
              screen_text: item.screen_text,
              options: [],
              audio_url: src,
            }}
            answered={chosen !== null}
            onRecorded={onRecorded}
          />
        </>
      ) : item.options.length > 0 ? (
        <fieldset className="ek-options" aria-labelledby={`ek-q-${item.question_id}`}>
          {item.options.map((o) => {
            const state = chosen?.value === String(o.index) ? (right ? "right" : "wrong") : undefined;
            return (
              <Button
                key={o.index}
                variant="secondary"
                className="ek-option"
                data-state={state}
                data-testid="ek-option"
                data-index={o.index}
                disabled={locked}
                lang={item.test_type === "listening" ? "en" : undefined}
                onClick={() => onAnswer({ value: String(o.index), label: o.content })}
              >
                {o.content}
              </Button>
            );
          })}
        </fieldset>
      ) : (
        <form
          className="ek-spell"
          onSubmit={(e) => {
            e.preventDefault();
            const value = text.trim();
            if (!value) return setError(t("eiken.empty_input"));
            setError(null);
            onAnswer({ value, label: value });
          }}
        >
          <SpeakButton src={src} label={t("eiken.listen")} testId="ek-listen" variant="ghost" />
          <input
            ref={input}
            className="field"
            lang="en"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={60}
            value={text}
            readOnly={locked}
            aria-label={t("eiken.type_here")}
            aria-invalid={error ? true : undefined}
            placeholder={t("eiken.type_here")}
            data-testid="ek-input"
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" busy={busy} disabled={locked} data-testid="ek-submit">
            {t("eiken.answer")}
          </Button>
        </form>
      )}
    </section>
  );
}
