import { type BaseAnswer, parseStudyReport, READING_FAST_WPM, READING_SLOW_WPM } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { parseEvaluateHtml } from "./evaluate-html.ts";
import { PronunciationTips } from "./PronunciationTips.tsx";
import { usePracticeWords } from "./practice-words.ts";
import { RecordingReplay } from "./RecordingReplay.tsx";
import { ScoreRings } from "./ScoreRings.tsx";
import { WordColouring } from "./WordColouring.tsx";

/**
 * A stored reading (recording answer) as the student sees it: the four score rings, the coloured words (from
 * evaluate_html, sanitised) and the pronunciation tips of their phones, reading speed and the words to
 * practise from the study report (parsed safely: a broken report shows nothing; the words follow the
 * config's poorly_words and white_list_words), and the replay of the recording.
 * @param props - the stored answer, a local take URL to replay when the answer has no sound_file yet, and
 *   whether to show the report's reading speed
 * @returns the panel
 */
export function ReadingRecording({
  answer,
  localUrl,
  showSpeed = true,
}: {
  answer: BaseAnswer;
  localUrl?: string | null | undefined;
  /** false where the layout shows its own reading speed (article reading) */
  showSpeed?: boolean;
}) {
  const { t } = useTranslation();
  const report = parseStudyReport(answer.study_report);
  const speed = report.feedback?.speed;
  const words = parseEvaluateHtml(answer.evaluate_html);
  const practise = usePracticeWords(report.errorWords, words);
  return (
    <div className="sp-scored" data-testid="scored-recording">
      <ScoreRings scores={answer} />
      <WordColouring words={words} />
      <PronunciationTips words={words} />
      {showSpeed && speed !== undefined && speed > 0 && (
        <p className="muted" data-testid="reading-speed">
          {t("speak.speed", { wpm: Math.round(speed) })} {t(`speak.speed_${speedBand(speed)}`)}
        </p>
      )}
      {practise.length > 0 && (
        <p className="muted" data-testid="error-words">
          {t("speak.error_words", { words: practise.join(", ") })}
        </p>
      )}
      <RecordingReplay src={answer.sound_file ?? answer.record_file ?? localUrl} />
    </div>
  );
}

/**
 * Reading-speed band of spec §5: above 120 wpm faster than average, 80 to 120 average, below 80 slower.
 * @param wpm - words per minute from the study report
 * @returns the band
 */
function speedBand(wpm: number): "faster" | "average" | "slower" {
  if (wpm > READING_FAST_WPM) return "faster";
  return wpm >= READING_SLOW_WPM ? "average" : "slower";
}
