import { usePlayerSwitches } from "../shell/switches.ts";
import { SingleChoice } from "../shell/ui/SingleChoice.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Grammar choice: a sentence with a gap and options; choosing submits at once.
 * @param props - the shell's player props
 * @returns the player
 */
export default function GrammarChoicePlayer({
  item,
  previous,
  visibility,
  onSubmit,
}: PlayerProps<"grammar-choice">) {
  const { on } = usePlayerSwitches();
  const jp = item.screen_jp_text ?? item.translation;
  return (
    <section className="pl-item" data-testid="player-grammar-choice">
      <p className="pl-stem" id={`stem-${item.question_id}`}>
        {item.screen_text}
      </p>
      {on.translation && jp && <p className="pl-translation">{jp}</p>}
      <SingleChoice
        questionId={item.question_id}
        options={item.answers}
        previous={previous}
        reveal={visibility.answerFeedback}
        label={item.screen_text}
        onSubmit={onSubmit}
      />
      {visibility.answerFeedback && previous && item.explanation && (
        <p className="muted">{item.explanation}</p>
      )}
    </section>
  );
}
