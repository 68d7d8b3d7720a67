import { useState } from "react";
import "./i18n.ts";
import { StepsItemPlayer } from "../progress-steps/StepsItemPlayer.tsx";
import type { PlayerProps } from "../types.ts";
import { speakingStages } from "./speaking-machine.ts";

/**
 * Speaking (multi-step): a Start button, then the item's audio, wait and record steps with previous /
 * next step buttons and the subtitle, translation, sample-answer and hint switches. A recording that
 * cannot be scored is posted as skipped and the player moves on.
 * @param props - the shell's player props
 * @returns the player
 */
export default function SpeakingMultiStepPlayer({
  item,
  previous,
  mode,
  onSubmit,
  onNext,
}: PlayerProps<"speaking-multi-step">) {
  // Built once per item (the shell mounts a player per item): the shell hands over a fresh copy of the
  // item on every render, and new stages would restart the programme (e.g. right after the answer is saved).
  const [stages] = useState(() => speakingStages(item));
  return (
    <StepsItemPlayer
      testId="player-speaking-multi-step"
      instructionKey="speaking.instruction"
      item={item}
      stages={stages}
      mode={mode}
      previous={previous}
      onSubmit={onSubmit}
      onNext={onNext}
    />
  );
}
