import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { SingleChoice } from "../shell/ui/SingleChoice.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Word choice: a word (with IPA and audio when given) and options; choosing submits at once.
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
      {item.audio_file && <AudioPlayer file={item.audio_file} />}
      <SingleChoice
        questionId={item.question_id}
        options={item.answers}
        previous={previous}
        reveal={visibility.answerFeedback}
        label={item.screen_text}
        onSubmit={onSubmit}
      />
      {visibility.answerFeedback && previous && item.mean && <p className="muted">{item.mean}</p>}
    </section>
  );
}
