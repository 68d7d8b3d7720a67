import { Fragment } from "react";
import { usePlayerSwitches } from "../shell/switches.ts";
import { Feedback } from "../shell/ui/Feedback.tsx";
import { MultiQuestion } from "../shell/ui/MultiQuestion.tsx";
import type { PlayerProps } from "../types.ts";

const GAP = /_{3,}/;

/**
 * Cloze test: a passage with numbered gaps; one choice question per gap, handed in together.
 * @param props - the shell's player props
 * @returns the player
 */
export default function ClozeTestPlayer({ item, previous, visibility, onSubmit }: PlayerProps<"cloze-test">) {
  const { on } = usePlayerSwitches();
  const parts = item.screen_text.split(GAP);
  return (
    <section className="pl-item" data-testid="player-cloze-test">
      <p className="pl-passage" lang="en">
        {parts.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: passage pieces are static and never reorder
          <Fragment key={i}>
            {text}
            {i < parts.length - 1 && <span className="pl-gap">({i + 1})</span>}
          </Fragment>
        ))}
      </p>
      {on.translation && item.screen_jp_text && <p className="pl-translation">{item.screen_jp_text}</p>}
      <MultiQuestion
        item={item}
        previous={previous}
        reveal={visibility.answerFeedback}
        onSubmit={onSubmit}
        questionLabel={(n) => `(${n})`}
      />
      <Feedback answer={previous} show={visibility.answerFeedback} />
    </section>
  );
}
