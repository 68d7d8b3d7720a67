import { parseStudyReport, readingSpeedFeedback } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import type { ColouredWord } from "../speaking/evaluate-html.ts";
import { usePracticeWords } from "../speaking/practice-words.ts";

/**
 * The study report of a recording, parsed safely (a broken report shows nothing): reading speed and its
 * band (or the request to read at least half of the text), skipped and repeated words, and the words to
 * practise (by the config's poorly_words and white_list_words, agreeing with the colouring).
 * @param props - the stored study_report, the number of words in the text and the take's coloured words
 * @returns the lines, or nothing
 */
export function StudyFeedback({
  report,
  totalWords,
  coloured,
}: {
  report: string | undefined;
  totalWords: number;
  coloured: readonly ColouredWord[];
}) {
  const { t } = useTranslation();
  const { feedback, errorWords } = parseStudyReport(report);
  const practise = usePracticeWords(errorWords, coloured);
  const speed = feedback?.speed;
  const leak = feedback?.leak;
  const read = leak !== undefined ? Math.max(0, totalWords - leak) : totalWords;
  const band =
    speed !== undefined && speed > 0
      ? readingSpeedFeedback({ wordsRead: read, totalWords, seconds: (read * 60) / speed }).feedback
      : null;
  return (
    <>
      {band === "read_more" && (
        <p className="muted" data-testid="read-more">
          {t("tracking.read_more")}
        </p>
      )}
      {band && band !== "read_more" && speed !== undefined && (
        <p className="muted" data-testid="reading-speed">
          {t("speak.speed", { wpm: Math.round(speed) })} {t(`speak.speed_${band}`)}
        </p>
      )}
      {leak !== undefined && leak > 0 && (
        <p className="muted" data-testid="leak-words">
          {t("tracking.leak", { n: leak })}
        </p>
      )}
      {feedback?.repeat !== undefined && feedback.repeat > 0 && (
        <p className="muted" data-testid="repeat-words">
          {t("tracking.repeat", { n: feedback.repeat })}
        </p>
      )}
      {practise.length > 0 && (
        <p className="muted" data-testid="error-words">
          {t("speak.error_words", { words: practise.join(", ") })}
        </p>
      )}
    </>
  );
}
