import type { StudyWordChallengeItem } from "@hibiki/contracts/study-word";
import type { BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { WordReading } from "@web/features/word-tests/exports/word-reading.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { choiceIsRight, READ_ALOUD_PASS, spellingIsRight } from "../flow.ts";
import "../i18n.ts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";

/** What the student did with one item: right or wrong, the option or text given, and a reading's score. */
export type ItemAnswer = { right: boolean; given: string; score?: number };

/**
 * One word exercise: meaning choice (the word, four meanings), listening choice (the word plays, four
 * meanings), spelling (meaning and audio, typed; Enter answers), the word in a sentence (the example with a
 * blank, four words) or read-aloud (the app's word-reading recorder; the speech engine's score decides).
 * The client judges with the item's key and the shared spelling rule, then reports; locked once answered.
 * @param props - the item, its audio URL, the answer given so far (null before) and the answer callback
 * @returns the exercise
 */
export function ExerciseView({
  item,
  audioSrc,
  answer,
  onAnswer,
}: {
  item: StudyWordChallengeItem;
  audioSrc: string;
  answer: ItemAnswer | null;
  onAnswer: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation();
  const promptId = `sw-q-${item.word_id}`;
  const locked = answer !== null;
  return (
    <section
      className="card sw-question"
      data-testid="sw-question"
      data-exercise={item.exercise}
      data-word-id={item.word_id}
      // the dictionary pen would show the meaning being asked for
      data-pen-ignore=""
    >
      <p className="sw-kind">
        <span className={`chip ${item.is_new ? "sw-chip-new" : ""}`}>
          {t(item.is_new ? "sw.new_badge" : "sw.review_badge")}
        </span>
      </p>
      <p className="muted" id={promptId}>
        {t(`sw.q.${item.exercise}`)}
      </p>
      {item.exercise === "meaning_choice" && (
        <p className="sw-prompt" lang="en" data-testid="sw-prompt">
          {item.word}
        </p>
      )}
      {item.exercise === "listening_choice" && (
        <div className="sw-listen">
          <SpeakButton src={audioSrc} label={t("sw.listen")} testId="sw-listen" autoPlay variant="primary" />
        </div>
      )}
      {item.exercise === "sentence" && (
        <div className="sw-sentence">
          <p className="sw-prompt sw-prompt-sentence" lang="en" data-testid="sw-prompt">
            {item.sentence_blank ?? item.sentence}
          </p>
          <p className="muted" data-testid="sw-sentence-jp">
            {item.sentence_jp}
          </p>
        </div>
      )}
      {item.exercise === "spelling" && (
        <Spelling item={item} audioSrc={audioSrc} locked={locked} onAnswer={onAnswer} />
      )}
      {item.exercise === "read_aloud" && (
        <>
          <p className="sw-prompt" lang="en" data-testid="sw-prompt">
            {item.word}
          </p>
          <p className="muted">{t("sw.read_pass", { pass: READ_ALOUD_PASS })}</p>
          <WordReading
            item={{
              question_id: `sw-${item.word_id}`,
              index: 0,
              test_type: "reading",
              screen_text: item.word,
              options: [],
              audio_url: audioSrc,
            }}
            answered={locked}
            onRecorded={async (a: BaseAnswer) => {
              const score = Math.round(a.percent_score ?? 0);
              onAnswer({ right: score >= READ_ALOUD_PASS, given: String(score), score });
              return a;
            }}
          />
        </>
      )}
      {item.choices && item.exercise !== "spelling" && item.exercise !== "read_aloud" && (
        <fieldset className="sw-options" aria-labelledby={promptId}>
          {item.choices.map((c) => {
            const chosen = answer?.given === String(c.index);
            const state = locked
              ? chosen
                ? answer?.right
                  ? "right"
                  : "wrong"
                : c.index === item.answer_index
                  ? "answer"
                  : undefined
              : undefined;
            return (
              <Button
                key={c.index}
                variant="secondary"
                className="sw-option"
                data-state={state}
                data-testid="sw-option"
                data-index={c.index}
                disabled={locked}
                aria-pressed={locked ? chosen : undefined}
                lang={item.exercise === "sentence" ? "en" : undefined}
                onClick={() => onAnswer({ right: choiceIsRight(item, c.index), given: String(c.index) })}
              >
                {c.content}
              </Button>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}

/** The spelling form: the meaning, the word's audio, a text field (Enter answers). */
function Spelling({
  item,
  audioSrc,
  locked,
  onAnswer,
}: {
  item: StudyWordChallengeItem;
  audioSrc: string;
  locked: boolean;
  onAnswer: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const errorId = `sw-spell-err-${item.word_id}`;
  return (
    <form
      className="sw-spell"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (locked) return;
        if (!text.trim()) return setError(t("sw.empty_input"));
        setError(null);
        onAnswer({ right: spellingIsRight(item, text), given: text.trim() });
      }}
    >
      <p className="sw-prompt" data-testid="sw-prompt">
        {item.mean}
      </p>
      <SpeakButton src={audioSrc} label={t("sw.listen")} testId="sw-listen" variant="ghost" />
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
        aria-label={t("sw.type_here")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t("sw.type_here")}
        data-testid="sw-input"
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {error && (
        <p className="field-error" role="alert" id={errorId}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={locked} data-testid="sw-submit">
        {t("sw.answer")}
      </Button>
    </form>
  );
}
