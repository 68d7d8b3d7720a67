import { type AnswerOf, assetUrl, countBlanks, isAnswerAudioKind, validateBlanks } from "@hibiki/exercises";
import { useState } from "react";
import { LimitedPlays } from "../../listening-choice/LimitedPlays.tsx";
import { useOptionalResourceContext } from "../../shell/resource-context.ts";
import { AudioPlayer } from "../../shell/ui/AudioPlayer.tsx";
import type { PlayerProps } from "../../types.ts";
import { AnswerAudio } from "./AnswerAudio.tsx";
import { AnswerFeedback } from "./AnswerFeedback.tsx";
import { answerParts } from "./answer-text.ts";
import { BlankSentence } from "./BlankSentence.tsx";
import { PlayerFrame } from "./PlayerFrame.tsx";
import { useAnswerFlow } from "./use-answer-flow.ts";

/** The kinds whose answer is typed into `___` blanks. */
export type BlanksKind = "listen-fill-blanks" | "translate-fill-words";

const isTranslate = (kind: BlanksKind) => kind === "translate-fill-words";

/**
 * Player of the typed-blank kinds: listen-fill-blanks (audio, translation behind the switch) and
 * translate-fill-words (the Japanese sentence is the prompt). Every blank must be filled and free
 * of emoji (validateBlanks); the answer is one string per blank. Listening plays its audio as the
 * question; translate-fill-words' audio says the answer, so it plays only after answering.
 * @param props - the shell's player props
 * @returns the player
 */
export function BlanksPlayer<K extends BlanksKind>(props: PlayerProps<K>) {
  const { kind, item, visibility, previous, onSubmit, mode } = props;
  const context = useOptionalResourceContext();
  // an exam's written answer (it names its plays) plays its audio as often as the exam does
  const plays = mode === "exam" && !isTranslate(kind) ? item.plays : undefined;
  // an exam item prints its Japanese instruction, as the paper does
  const printed = item.plays !== undefined && !isTranslate(kind);
  const flow = useAnswerFlow<AnswerOf<K>>(item, previous, onSubmit);
  const blankCount = countBlanks(item.screen_text);
  const [values, setValues] = useState<string[]>(() => answerParts(previous));
  const jp = "screen_jp_text" in item ? item.screen_jp_text : undefined;
  const translating = isTranslate(kind);
  const answerAudio = isAnswerAudioKind(kind);

  const handleCheck = () =>
    void flow.submit(
      validateBlanks(values, blankCount),
      () =>
        ({
          question_id: item.question_id,
          answer_result: Array.from({ length: blankCount }, (_, i) => (values[i] ?? "").trim()),
        }) as AnswerOf<K>,
    );
  const handleChange = (next: string[]) => {
    setValues(next);
    flow.clearHint();
  };

  return (
    <PlayerFrame
      kind={kind}
      instruction={item.instruction_jp ?? item.instruction ?? (printed ? jp : undefined)}
      flow={flow}
      onCheck={handleCheck}
      hint={item.hint_jp ?? item.hint_en}
      translation={translating || printed ? undefined : (item.translation ?? jp)}
      feedback={
        <>
          <AnswerFeedback
            answer={flow.scored}
            colour={flow.colour}
            visibility={visibility}
            explanation={item.explanation}
          />
          {answerAudio && <AnswerAudio file={item.audio_file} answer={flow.scored} visibility={visibility} />}
        </>
      }
    >
      {translating && jp && (
        <p className="objb-prompt" lang="ja">
          {jp}
        </p>
      )}
      {item.audio_file && !answerAudio && plays && context ? (
        <LimitedPlays
          key={item.question_id}
          src={assetUrl(context.assetBase, item.audio_file, context.resource.res_version)}
          plays={plays}
          testId="item-audio-limited"
        />
      ) : (
        item.audio_file && !answerAudio && <AudioPlayer file={item.audio_file} testId="item-audio" />
      )}
      <BlankSentence
        template={item.screen_text}
        values={values}
        onChange={handleChange}
        disabled={flow.locked}
      />
    </PlayerFrame>
  );
}
