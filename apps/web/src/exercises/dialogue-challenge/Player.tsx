import { isAnswerLocked } from "@hibiki/exercises";
import { useState } from "react";
import "../dialogue/i18n.ts";
import { resetChallenge } from "../dialogue/session-store.ts";
import { dialogueTurnsOf } from "../dialogue/turns.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import type { PlayerProps } from "../types.ts";
import { ChallengeRun } from "./ChallengeRun.tsx";
import { ChallengeTurnDone } from "./ChallengeTurnDone.tsx";

/**
 * Dialogue challenge (spec §4): the conversation panel with avatars and names; at the start the role
 * choice (one speaker or all; homework takes "all" without asking), a 3-2-1 countdown and a beep; then
 * the student's lines are recorded and the other speakers' lines play (or count down without audio),
 * with the resource's wait items between turns. Each turn moves on by itself; after the last one the
 * shell goes to the result. A turn that already has an answer (resume, review) is shown as it was saved.
 * @param props - the shell's player props
 * @returns the player
 */
export default function DialogueChallengePlayer(props: PlayerProps<"dialogue-challenge">) {
  const { item, previous, mode } = props;
  const { resource } = useResourceContext();
  const turns = dialogueTurnsOf(resource, item);
  // Decided once: the turn's own answer arrives as `previous` while it is still running its wait items.
  const [live] = useState(() => {
    const run = mode !== "review" && !isAnswerLocked(previous);
    // The dialogue's first line without an answer starts a new dialogue (role choice and countdown again).
    if (run && turns[0]?.question_id === item.question_id) resetChallenge(resource.res_code);
    return run;
  });
  if (!live)
    return (
      <ChallengeTurnDone
        item={item}
        previous={previous}
        turns={turns}
        mode={mode}
        onSubmit={props.onSubmit}
      />
    );
  return <ChallengeRun {...props} turns={turns} />;
}
