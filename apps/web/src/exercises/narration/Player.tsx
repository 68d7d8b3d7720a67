import { useState } from "react";
import "./i18n.ts";
import { StepsItemPlayer } from "../progress-steps/StepsItemPlayer.tsx";
import type { PlayerProps } from "../types.ts";
import { narrationStages } from "./narration-machine.ts";

/**
 * Narration (spec §4): Start, then cue audio, 2000 ms, source audio, 2000 ms, cue audio, 1000 ms, a beep
 * and the recording; previous / next step buttons, subtitle, translation, sample-answer and hint switches.
 * A recording that cannot be scored is posted as skipped and the player moves on.
 * @param props - the shell's player props
 * @returns the player
 */
export default function NarrationPlayer({
  item,
  previous,
  mode,
  onSubmit,
  onNext,
}: PlayerProps<"narration">) {
  // Built once per item (the shell mounts a player per item): the shell hands over a fresh copy of the
  // item on every render, and new stages would restart the programme (e.g. right after the answer is saved).
  const [stages] = useState(() => narrationStages(item));
  return (
    <StepsItemPlayer
      testId="player-narration"
      instructionKey="narration.instruction"
      item={item}
      stages={stages}
      mode={mode}
      previous={previous}
      onSubmit={onSubmit}
      onNext={onNext}
    />
  );
}
