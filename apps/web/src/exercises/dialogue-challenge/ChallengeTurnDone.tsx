import type { BaseAnswer, DialogueChallengeItem } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../dialogue/i18n.ts";
import "../i18n-speaking.ts";
import { DialogueTranscript } from "../dialogue/DialogueTranscript.tsx";
import { isListened, isRecorded } from "../dialogue/listened.ts";
import { type DialogueTurn, speakersOf } from "../dialogue/turns.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";

/**
 * A dialogue-challenge turn that already has its answer (resumed attempt, a jump back in practice, or
 * review mode): the conversation up to it, then its scores and replay, or that it was only heard or
 * skipped, and the model audio.
 * @param props - the turn, its stored answer and the dialogue's turns
 * @returns the turn
 */
export function ChallengeTurnDone({
  item,
  previous,
  turns,
}: {
  item: DialogueChallengeItem;
  previous: BaseAnswer | undefined;
  turns: readonly DialogueTurn[];
}) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  const speakers = speakersOf(resource.speakers, turns);
  return (
    <div className="dl-player" data-testid="player-dialogue-challenge" data-phase="answered">
      <DialogueTranscript turns={turns} speakers={speakers} currentId={item.question_id} replay />
      <div className="dl-stage">
        {isRecorded(previous) && previous && <ScoredRecording answer={previous} />}
        {isListened(previous) && <p className="muted">{t("dialogue.listened")}</p>}
        {previous?.is_skipped === 1 && !isListened(previous) && (
          <p className="muted">{t("result.skipped")}</p>
        )}
        {!previous && <p className="muted">{t("speak.not_recorded")}</p>}
        <AudioPlayer file={item.audio_file} label={t("speak.model_audio")} testId="model-audio" />
      </div>
    </div>
  );
}
