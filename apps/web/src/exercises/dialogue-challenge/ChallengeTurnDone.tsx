import type { BaseAnswer, DialogueChallengeItem, PlayerMode } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../dialogue/i18n.ts";
import "../i18n-speaking.ts";
import { DialogueTranscript } from "../dialogue/DialogueTranscript.tsx";
import { isListened, isRecorded } from "../dialogue/listened.ts";
import { type DialogueTurn, lineOf, speakersOf } from "../dialogue/turns.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";

/**
 * A dialogue-challenge turn that already has its answer (resumed attempt, a jump back in practice, or
 * review mode): the conversation up to it, then its scores and replay, or that it was only heard or
 * skipped, and the model audio. Outside review a recorded turn can be recorded again (issue 16 #3): the
 * shell keeps the better take, and a worse one says which score is kept.
 * @param props - the turn, its stored answer, the dialogue's turns, the mode and the shell's submit
 * @returns the turn
 */
export function ChallengeTurnDone({
  item,
  previous,
  turns,
  mode,
  onSubmit,
}: {
  item: DialogueChallengeItem;
  previous: BaseAnswer | undefined;
  turns: readonly DialogueTurn[];
  mode: PlayerMode;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  const speakers = speakersOf(resource.speakers, turns);
  return (
    <div className="dl-player" data-testid="player-dialogue-challenge" data-phase="answered">
      <DialogueTranscript turns={turns} speakers={speakers} currentId={item.question_id} replay />
      {isRecorded(previous) && mode !== "review" ? (
        <ReadAloudPanel
          testId="challenge-turn-again"
          questionId={item.question_id}
          text={lineOf(item)}
          category="read_sentence"
          maxTimeMs={maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS)}
          audioFile={item.audio_file}
          previous={previous}
          canRecord
          onSubmit={onSubmit}
        >
          {null}
        </ReadAloudPanel>
      ) : (
        <div className="dl-stage">
          {isRecorded(previous) && previous && <ScoredRecording answer={previous} />}
          {isListened(previous) && <p className="muted">{t("dialogue.listened")}</p>}
          {previous?.is_skipped === 1 && !isListened(previous) && (
            <p className="muted">{t("result.skipped")}</p>
          )}
          {!previous && <p className="muted">{t("speak.not_recorded")}</p>}
          <AudioPlayer file={item.audio_file} label={t("speak.model_audio")} testId="model-audio" />
        </div>
      )}
    </div>
  );
}
