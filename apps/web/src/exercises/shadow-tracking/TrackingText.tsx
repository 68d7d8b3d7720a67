import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./shadow-tracking.css";
import { textWords, trackProgress } from "./tracking.ts";

/**
 * The live tracking text: the sentence with the words heard so far highlighted and the next word marked
 * (when subtitles are on), and the English recognised so far.
 * @param props - the shown sentence, the recognised text, whether the sentence is shown, whether it is live
 * @returns the panel
 */
export function TrackingText({
  sentence,
  recognized,
  showSentence,
  live,
}: {
  sentence: string;
  recognized: string;
  showSentence: boolean;
  live: boolean;
}) {
  const { t } = useTranslation();
  const words = textWords(sentence);
  const { heard, reached } = trackProgress(words, recognized);
  return (
    <div className="st-tracking" data-testid="tracking-text" data-reached={reached}>
      {showSentence && (
        <p className="sp-text st-sentence" lang="en" data-testid="sentence-text">
          {words.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the words of one sentence never reorder
            <span key={i}>
              <span
                className={`st-word${heard[i] ? " is-heard" : i < reached ? " is-passed" : ""}${
                  live && i === reached ? " is-next" : ""
                }`}
                data-heard={heard[i] ? "1" : undefined}
              >
                {w.text}
              </span>{" "}
            </span>
          ))}
        </p>
      )}
      {showSentence && recognized !== "" && (
        <p className="sr-only" aria-live="polite">
          {t("tracking.progress", { reached, count: words.length })}
        </p>
      )}
      <p className="st-live" lang="en" data-testid="tracking-live">
        <span className="st-live-label">{t("tracking.live")}</span>
        {recognized || <span className="muted">{live ? t("tracking.live_waiting") : "—"}</span>}
      </p>
    </div>
  );
}
