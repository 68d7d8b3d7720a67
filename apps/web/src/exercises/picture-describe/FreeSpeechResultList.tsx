import type { BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "../shell/i18n.ts";
import "../speaking/speaking.css";
import { useResultRows } from "../shell/result-numbering.ts";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { ScoreRings } from "../speaking/ScoreRings.tsx";
import { averageScores } from "../speaking/SpeakingResultList.tsx";
import { type FreeSpeechItem, samplesOf } from "./free-speech.ts";
import { RecognizedText } from "./RecognizedText.tsx";
import { SampleAnswers } from "./SampleAnswers.tsx";

/** Props of {@link FreeSpeechResultList}. */
export type FreeSpeechResultListProps<I extends FreeSpeechItem & { question_id: string }> = {
  testId: string;
  items: readonly I[];
  answers: readonly BaseAnswer[];
  /** the task of a row (picture, question audio and text) */
  prompt: (item: I) => ReactNode;
};

/**
 * The result layout of the free-speech kinds: the averaged score rings, then one "No.n" row per item with
 * its task, what the student said (recognised text), the scores with coloured reference words, reading
 * speed and error words, the replay, and the sample answers with their translations (language toggle). An
 * item with an open_answer rubric shows its open-answer detail (part scores, comment, what was said with
 * the elements it says, the checklist, language notes) instead of the reading feedback.
 * @param props - items, answers, the prompt renderer and the layout's test id
 * @returns the layout
 */
export function FreeSpeechResultList<I extends FreeSpeechItem & { question_id: string }>({
  testId,
  items,
  answers,
  prompt,
}: FreeSpeechResultListProps<I>) {
  const { t } = useTranslation();
  const rows = useResultRows(items, answers);
  return (
    <div data-testid={testId}>
      <h2 className="sp-average-title">{t("speak.average")}</h2>
      <div data-testid="average-scores">
        <ScoreRings scores={averageScores(answers)} />
      </div>
      <ol className="rs-rows">
        {rows.map((row) => (
          <li key={row.item.question_id} className="rs-row" data-testid="result-row" data-colour={row.colour}>
            <span className="rs-label">{row.label}</span>
            <div>{prompt(row.item)}</div>
            {!row.answer && <p className="muted">{t("result.no_answer")}</p>}
            {row.answer?.is_skipped === 1 && <p className="muted">{t("result.skipped")}</p>}
            {row.answer && row.answer.is_skipped !== 1 && (
              <>
                {/* an open answer's detail shows what was said, with its elements */}
                {!row.item.open_answer && <RecognizedText answer={row.answer} />}
                <ScoredRecording answer={row.answer} open={!!row.item.open_answer} />
              </>
            )}
            <SampleAnswers samples={samplesOf(row.item)} canAsk open />
          </li>
        ))}
      </ol>
    </div>
  );
}
