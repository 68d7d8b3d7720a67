import type { BaseAnswer, ModeVisibility } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../../shell/i18n.ts";
import { AudioPlayer } from "../../shell/ui/AudioPlayer.tsx";

/** Props of {@link AnswerAudio}. */
export interface AnswerAudioProps {
  /** the item's audio_file: the model answer spoken (ANSWER_AUDIO_KINDS) */
  file: string | undefined;
  /** the stored answer: nothing is played before the student has answered */
  answer: BaseAnswer | undefined;
  visibility: ModeVisibility;
}

/**
 * The model answer's audio of an item whose audio says the answer (word choice, ordering, translation:
 * ANSWER_AUDIO_KINDS). Never a question audio: it appears only once the item is answered, with the
 * feedback (not in exam mode, where the result screen plays it), labelled as the model answer.
 * @param props - the file, the stored answer and the mode's visibility
 * @returns the audio, or nothing before the answer
 */
export function AnswerAudio({ file, answer, visibility }: AnswerAudioProps) {
  const { t } = useTranslation();
  if (!file || !answer || answer.is_skipped === 1 || !visibility.answerFeedback) return null;
  return <AudioPlayer file={file} label={t("result.model_audio")} testId="answer-audio" />;
}
