import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Listening choice: play the audio, then answer one question (submits at once) or several (hand-in).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListeningChoicePlayer({
  item,
  previous,
  visibility,
  onSubmit,
}: PlayerProps<"listening-choice">) {
  const { on } = usePlayerSwitches();
  return (
    <section className="pl-item" data-testid="player-listening-choice">
      <AudioPlayer file={item.audio_file} testId="item-audio" />
      {on.subtitle && item.screen_text && <p className="pl-stem">{item.screen_text}</p>}
      {on.translation && item.screen_jp_text && <p className="pl-translation">{item.screen_jp_text}</p>}
      <MultiQuestion
        item={item}
        previous={previous}
        reveal={visibility.answerFeedback}
        onSubmit={onSubmit}
        stem={item.screen_text}
      />
      <Feedback answer={previous} show={visibility.answerFeedback} />
    </section>
  );
}
