import { averageScore, type BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./speaking.css";
import "../shell/i18n.ts";
import { useResultRows } from "../shell/result-numbering.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { ScoredRecording } from "./ScoredRecording.tsx";
import { ScoreRings } from "./ScoreRings.tsx";

/** The item fields a speaking result row uses. */
type RowItem = {
  question_id: string;
  audio_file?: string | undefined;
  screen_jp_text?: string | undefined;
  translation?: string | undefined;
};

/**
 * Averages of the four scores over the items that have a recording (spec §5: sentence-reading result
 * averages over the items); skipped items count with their zero scores.
 * @param answers - the attempt's answers
 * @returns the averaged scores (0-5)
 */
export function averageScores(answers: readonly BaseAnswer[]) {
  const done = answers.filter((a) => a.sound_file || a.record_file || a.is_skipped === 1);
  const avg = (f: "total_score" | "accuracy_score" | "fluency_score" | "integrity_score") =>
    averageScore(done.map((a) => a[f] ?? 0));
  return {
    total_score: avg("total_score"),
    accuracy_score: avg("accuracy_score"),
    fluency_score: avg("fluency_score"),
    integrity_score: avg("integrity_score"),
  };
}

/**
 * The result layout of the read-aloud kinds: the averaged score rings, then one "No.n" row per item with
 * its text, translation (when the toggle is on), scores, coloured words, replay and model audio.
 * @param props - items, answers, the kind's stem renderer and the layout's test id
 * @returns the layout
 */
export function SpeakingResultList<I extends RowItem>({
  items,
  answers,
  stem,
  testId,
}: {
  items: readonly I[];
  answers: readonly BaseAnswer[];
  stem: (item: I) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const rows = useResultRows(items, answers);
  return (
    <div data-testid={testId}>
      <h2 className="sp-average-title">{t("speak.average")}</h2>
      <div data-testid="average-scores">
        <ScoreRings scores={averageScores(answers)} />
      </div>
      <ol className="rs-rows">
        {rows.map((row) => {
          const tr = row.item.translation ?? row.item.screen_jp_text;
          return (
            <li
              key={row.item.question_id}
              className="rs-row"
              data-testid="result-row"
              data-colour={row.colour}
            >
              <span className="rs-label">{row.label}</span>
              <div>{stem(row.item)}</div>
              {on.translation && tr && (
                <p className="pl-translation">{t("result.translation", { text: tr })}</p>
              )}
              {!row.answer && <p className="muted">{t("result.no_answer")}</p>}
              {row.answer?.is_skipped === 1 && <p className="muted">{t("result.skipped")}</p>}
              {row.answer && row.answer.is_skipped !== 1 && <ScoredRecording answer={row.answer} />}
              {row.item.audio_file && (
                <AudioPlayer file={row.item.audio_file} label={t("result.model_audio")} />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
