import { AnswerAudio } from "../listen-fill-blanks/parts/AnswerAudio.tsx";
import { SingleChoice } from "../shell/ui/SingleChoice.tsx";
import type { PlayerProps } from "../types.ts";
import { extraMeaning } from "./meaning.ts";

/**
 * Word choice: a word (with IPA when given) and options; choosing submits at once. The item's audio says
 * the answer, so it plays only after answering, with the feedback.
 * @param props - the shell's player props
 * @returns the player
 */
export default function WordChoicePlayer({
  item,
  previous,
  visibility,
  onSubmit,
}: PlayerProps<"word-choice">) {
  return (
    <section className="pl-item" data-testid="player-word-choice">
      <p className="pl-stem">
        <strong lang="en">{item.screen_text}</strong> {item.ipa && <span className="muted">{item.ipa}</span>}
      </p>
      <SingleChoice
        questionId={item.question_id}
        options={item.answers}
        previous={previous}
        reveal={visibility.answerFeedback}
        label={item.screen_text}
        onSubmit={onSubmit}
      />
      {visibility.answerFeedback && previous && extraMeaning(item) && (
        <p className="muted">{extraMeaning(item)}</p>
      )}
      <AnswerAudio file={item.audio_file} answer={previous} visibility={visibility} />
    </section>
  );
}
