import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "../shell/i18n.ts";
import "./i18n.ts";
import { useResultRows } from "../shell/result-numbering.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { parseEvaluateHtml } from "../speaking/evaluate-html.ts";
import { PronunciationTips } from "../speaking/PronunciationTips.tsx";
import { RecordingReplay } from "../speaking/RecordingReplay.tsx";
import { ScoreRings } from "../speaking/ScoreRings.tsx";
import { averageScores } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";
import { StudyFeedback } from "./StudyFeedback.tsx";
import { textWords, wordListOf } from "./tracking.ts";
import { WordList } from "./WordList.tsx";

/**
 * Shadow-tracking result ("word list"): the average scores, then per sentence ("No.n") every word of the
 * text coloured by its evaluation, its pronunciation tips, the four scores, what was heard, reading speed
 * and words to practise, the student's recording, the model audio and the translation (when the toggle
 * is on).
 * @param props - items and answers
 * @returns the layout
 */
export default function ShadowTrackingResult({ items, answers }: ResultProps<"shadow-tracking">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const rows = useResultRows(items, answers);
  return (
    <div data-testid="result-shadow-tracking">
      <h2 className="sp-average-title">{t("speak.average")}</h2>
      <div data-testid="average-scores">
        <ScoreRings scores={averageScores(answers)} />
      </div>
      <ol className="rs-rows">
        {rows.map((row) => {
          const a = row.answer;
          const done = a !== undefined && a.is_skipped !== 1;
          const tr = row.item.screen_jp_text ?? row.item.translation;
          const evaluated = done ? parseEvaluateHtml(a.evaluate_html) : [];
          return (
            <li
              key={row.item.question_id}
              className="rs-row"
              data-testid="result-row"
              data-colour={row.colour}
            >
              <span className="rs-label">{row.label}</span>
              <WordList words={wordListOf(row.item.screen_en_text, evaluated)} />
              {on.translation && tr && (
                <p className="pl-translation">{t("result.translation", { text: tr })}</p>
              )}
              {!a && <p className="muted">{t("result.no_answer")}</p>}
              {a?.is_skipped === 1 && <p className="muted">{t("result.skipped")}</p>}
              {done && (
                <>
                  <PronunciationTips words={evaluated} />
                  <ScoreRings scores={a} />
                  {a.recognize_text && (
                    <p className="muted" lang="en" data-testid="recognized-text">
                      {t("tracking.heard", { text: a.recognize_text })}
                    </p>
                  )}
                  <StudyFeedback
                    report={a.study_report}
                    totalWords={textWords(row.item.screen_en_text).length}
                    coloured={evaluated}
                  />
                  <RecordingReplay src={a.sound_file ?? a.record_file} />
                </>
              )}
              <AudioPlayer file={row.item.audio_file} label={t("result.model_audio")} testId="model-audio" />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
