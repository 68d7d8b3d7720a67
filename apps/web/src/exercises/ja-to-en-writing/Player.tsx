import { type AnswerOf, TYPED_ANSWER_MAX_LENGTH, validateTyped } from "@hibiki/exercises";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerAudio } from "../listen-fill-blanks/parts/AnswerAudio.tsx";
import { AnswerFeedback } from "../listen-fill-blanks/parts/AnswerFeedback.tsx";
import { answerText } from "../listen-fill-blanks/parts/answer-text.ts";
import { PlayerFrame } from "../listen-fill-blanks/parts/PlayerFrame.tsx";
import { useAnswerFlow } from "../listen-fill-blanks/parts/use-answer-flow.ts";
import type { PlayerProps } from "../types.ts";

/**
 * Japanese-to-English writing player: the Japanese sentence, a text box and Check (Enter checks,
 * Shift+Enter and IME confirmation do not). Empty input says hint_common_please_enter_answer,
 * emoji hint_common_has_emoji (validateTyped). On error: a solution example and the explanation. The
 * item's audio is the model answer: it plays only after answering, with the feedback.
 * @param props - the shell's player props
 * @returns the player
 */
export default function JaToEnWritingPlayer(props: PlayerProps<"ja-to-en-writing">) {
  const { kind, item, visibility, previous, onSubmit } = props;
  const { t } = useTranslation();
  const flow = useAnswerFlow<AnswerOf<"ja-to-en-writing">>(item, previous, onSubmit);
  const [text, setText] = useState(() => answerText(previous));
  const boxId = useId();
  const promptId = useId();

  const handleCheck = () =>
    void flow.submit(validateTyped(text), () => ({
      question_id: item.question_id,
      answer_result: text.trim(),
    }));
  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    handleCheck();
  };

  return (
    <PlayerFrame
      kind={kind}
      instruction={item.instruction_jp ?? item.instruction}
      flow={flow}
      onCheck={handleCheck}
      hint={item.hint_en ?? item.hint_jp}
      feedback={
        <>
          <AnswerFeedback
            answer={flow.scored}
            colour={flow.colour}
            visibility={visibility}
            rightAnswer={visibility.sampleAnswers ? item.answer[0] : undefined}
            asExample
            explanation={item.explanation}
          />
          <AnswerAudio file={item.audio_file} answer={flow.scored} visibility={visibility} />
        </>
      }
    >
      <p id={promptId} className="objb-prompt" lang="ja">
        {item.screen_jp_text}
      </p>
      <label className="objb-label" htmlFor={boxId}>
        {t("objb.typed_label")}
      </label>
      <textarea
        id={boxId}
        className="objb-typed"
        lang="en"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          flow.clearHint();
        }}
        onKeyDown={handleKeyDown}
        maxLength={TYPED_ANSWER_MAX_LENGTH}
        rows={3}
        autoComplete="off"
        autoCapitalize="sentences"
        spellCheck={false}
        aria-describedby={promptId}
        disabled={flow.locked}
      />
      {!flow.locked && <p className="objb-hint">{t("objb.enter_submits")}</p>}
    </PlayerFrame>
  );
}
