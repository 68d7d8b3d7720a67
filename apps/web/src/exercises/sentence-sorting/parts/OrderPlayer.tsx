import { type AnswerOf, blankCountOf, validateOrder } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerAudio } from "../../listen-fill-blanks/parts/AnswerAudio.tsx";
import { AnswerFeedback } from "../../listen-fill-blanks/parts/AnswerFeedback.tsx";
import { PlayerFrame } from "../../listen-fill-blanks/parts/PlayerFrame.tsx";
import { useAnswerFlow } from "../../listen-fill-blanks/parts/use-answer-flow.ts";
import type { PlayerProps } from "../../types.ts";
import { OrderBoard } from "./OrderBoard.tsx";
import { orderTemplate, slotsFromAnswer } from "./order-answer.ts";

/** The kinds whose answer is an ordering of given options. */
export type OrderKind = "sentence-sorting" | "grammar-blank-fill" | "fill-in-order";

/**
 * Player of the ordering kinds. The student taps choices into the blanks and checks; every blank
 * must be filled (validateOrder: sentence sorting says hint_common_please_enter_answer, the other
 * two hint_common_sentence_order_no_select_all_msg). The answer lists the chosen option indices in
 * blank order. Word-order blank fill shows the correct answer and explanation on error. The item's
 * audio says the ordered sentence (the answer): it plays only after answering, with the feedback.
 * @param props - the shell's player props
 * @returns the player
 */
export function OrderPlayer<K extends OrderKind>(props: PlayerProps<K>) {
  const { kind, item, visibility, previous, onSubmit } = props;
  const { t } = useTranslation();
  const flow = useAnswerFlow<AnswerOf<K>>(item, previous, onSubmit);
  const blankCount = blankCountOf(item);
  const [slots, setSlots] = useState<(number | null)[]>(() => slotsFromAnswer(item, previous, blankCount));
  const template = orderTemplate(item);
  const prompt = template ? undefined : item.screen_text;

  const handleCheck = () =>
    void flow.submit(
      validateOrder(slots, blankCount, kind),
      () => ({ question_id: item.question_id, answer_result: slots as number[] }) as AnswerOf<K>,
    );
  const handleChange = (next: (number | null)[]) => {
    setSlots(next);
    flow.clearHint();
  };
  const handleClear = () => handleChange(slots.map(() => null));

  return (
    <PlayerFrame
      kind={kind}
      instruction={item.instruction_jp ?? item.instruction}
      flow={flow}
      onCheck={handleCheck}
      hint={item.hint_jp ?? item.hint_en}
      translation={item.translation}
      actions={
        <Button variant="ghost" onClick={handleClear} disabled={slots.every((s) => s === null)}>
          {t("objb.clear")}
        </Button>
      }
      feedback={
        <>
          <AnswerFeedback
            answer={flow.scored}
            colour={flow.colour}
            visibility={visibility}
            rightAnswer={kind === "grammar-blank-fill" ? item.answer[0] : undefined}
            explanation={item.explanation}
          />
          <AnswerAudio file={item.audio_file} answer={flow.scored} visibility={visibility} />
        </>
      }
    >
      {item.screen_jp_text && (
        <p className="objb-prompt" lang="ja">
          {item.screen_jp_text}
        </p>
      )}
      {prompt && <p className="objb-prompt">{prompt}</p>}
      <OrderBoard
        options={item.choose}
        slots={slots}
        template={template}
        onChange={handleChange}
        disabled={flow.locked || flow.busy}
      />
    </PlayerFrame>
  );
}
