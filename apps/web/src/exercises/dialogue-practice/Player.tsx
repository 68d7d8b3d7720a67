import { useTranslation } from "react-i18next";
import "../dialogue/i18n.ts";
import { DialogueTranscript } from "../dialogue/DialogueTranscript.tsx";
import { dialogueTurnsOf, lineOf, speakerNamed, speakersOf } from "../dialogue/turns.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Dialogue practice: the conversation so far with each speaker's avatar and name, the current line
 * highlighted; the student plays its model audio, records the line and sees the scores, coloured words
 * and replay. Earlier lines can be heard again. The shell's Next moves to the next line.
 * @param props - the shell's player props
 * @returns the player
 */
export default function DialoguePracticePlayer({
  item,
  previous,
  mode,
  onSubmit,
}: PlayerProps<"dialogue-practice">) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  const turns = dialogueTurnsOf(resource, item);
  const speakers = speakersOf(resource.speakers, turns);
  const speaker = speakerNamed(speakers, item.speaker);
  return (
    <div className="dl-player" data-testid="player-dialogue-practice">
      <DialogueTranscript turns={turns} speakers={speakers} currentId={item.question_id} replay />
      <ReadAloudPanel
        testId="dialogue-practice-turn"
        questionId={item.question_id}
        text={lineOf(item)}
        category="read_sentence"
        maxTimeMs={maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS)}
        audioFile={item.audio_file}
        previous={previous}
        canRecord={mode !== "review"}
        onSubmit={onSubmit}
      >
        <p className="muted">{t("dialogue.instruction_practice", { name: speaker.name })}</p>
      </ReadAloudPanel>
    </div>
  );
}
