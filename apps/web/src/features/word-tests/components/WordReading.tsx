import type { WordQuizItem } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { WORD_MAX_TIME_MS } from "@web/exercises/speaking/limits.ts";
import { RecordButton } from "@web/exercises/speaking/RecordButton.tsx";
import { useRecordingCycle } from "@web/exercises/speaking/use-recording-cycle.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * A word-reading item: the word, its model audio, and the shared record button (recording streams to the
 * speech evaluator; the scored recording is handed to `onRecorded`, which posts it).
 * @param props - the item, whether it is answered, and what to do with the scored recording
 * @returns the item
 */
export function WordReading({
  item,
  answered,
  onRecorded,
}: {
  item: WordQuizItem;
  answered: boolean;
  onRecorded: (answer: BaseAnswer) => Promise<BaseAnswer>;
}) {
  const { t } = useTranslation();
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: item.screen_text,
    category: "read_word",
    maxTimeMs: WORD_MAX_TIME_MS,
    onSubmit: onRecorded,
  });
  return (
    <div data-testid="word-reading">
      {item.audio_url && (
        <AudioPlayer
          src={item.audio_url}
          label={t("word.model_audio")}
          testId="word-model-audio"
          controlsTestId="word-model"
        />
      )}
      {!answered && <RecordButton cycle={cycle} maxTimeMs={WORD_MAX_TIME_MS} />}
    </div>
  );
}
