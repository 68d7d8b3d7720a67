import { usePlayerSwitches } from "../shell/switches.ts";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Reading comprehension: a passage and one question (submits at once) or several (hand-in button once all
 * are answered).
 * @param props - the shell's player props
 * @returns the player
 */
export default function ReadingComprehensionPlayer({
  item,
  previous,
  visibility,
  onSubmit,
}: PlayerProps<"reading-comprehension">) {
  const { on } = usePlayerSwitches();
  return (
    <section className="pl-item" data-testid="player-reading-comprehension">
      {item.screen_title && <h2>{item.screen_title}</h2>}
      <div className="pl-passage" lang="en">
        {item.screen_text}
      </div>
      {on.translation && item.screen_jp_text && <p className="pl-translation">{item.screen_jp_text}</p>}
      <MultiQuestion item={item} previous={previous} reveal={visibility.answerFeedback} onSubmit={onSubmit} />
      <Feedback answer={previous} show={visibility.answerFeedback} />
    </section>
  );
}
