import { assetUrl } from "@hibiki/exercises";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";
import { LimitedPlays } from "./LimitedPlays.tsx";

/**
 * Listening choice: play the audio, then answer one question (submits at once) or several (hand-in). In
 * test mode an exam resource that names how often its audio plays (Eiken: once or twice) plays it that
 * many times from one start, without pausing or replaying, as the real test does.
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListeningChoicePlayer({
  item,
  previous,
  mode,
  visibility,
  onSubmit,
}: PlayerProps<"listening-choice">) {
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const plays = mode === "exam" ? resource.eiken_plays : undefined;
  return (
    <section className="pl-item" data-testid="player-listening-choice">
      {plays ? (
        <LimitedPlays
          key={item.question_id}
          src={assetUrl(assetBase, item.audio_file, resource.res_version)}
          plays={plays}
          testId="item-audio-limited"
        />
      ) : (
        <AudioPlayer file={item.audio_file} testId="item-audio" />
      )}
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
