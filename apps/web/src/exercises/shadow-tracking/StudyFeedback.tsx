import { parseStudyReport, readingSpeedFeedback } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";

/**
 * The study report of a recording, parsed safely (a broken report shows nothing): reading speed and its
 * band (or the request to read at least half of the text), skipped and repeated words, words to practise.
 * @param props - the stored study_report and the number of words in the text
 * @returns the lines, or nothing
 */
export function StudyFeedback({ report, totalWords }: { report: string | undefined; totalWords: number }) {
  const { t } = useTranslation();
  const { feedback, errorWords } = parseStudyReport(report);
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
      {errorWords.length > 0 && (
        <p className="muted" data-testid="error-words">
          {t("speak.error_words", { words: errorWords.join(", ") })}
        </p>
      )}
    </>
  );
}
