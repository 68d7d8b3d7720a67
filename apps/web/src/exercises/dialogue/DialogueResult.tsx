import type { BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "../shell/i18n.ts";
import "../shell/result.css";
import "../speaking/speaking.css";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { useResultRows } from "../shell/result-numbering.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { ScoreRings } from "../speaking/ScoreRings.tsx";
import { dialogueAverages, isListened, isRecorded } from "./listened.ts";
import { SpeakerLabel } from "./SpeakerAvatar.tsx";
import { type DialogueTurn, speakerNamed, speakersOf, translationOf } from "./turns.ts";

/** How a turn ended up: recorded, heard only (another speaker's), skipped, or never reached. */
type TurnStatus = "recorded" | "listened" | "skipped" | "unanswered";

const statusOf = (a: BaseAnswer | undefined): TurnStatus => {
  if (isRecorded(a)) return "recorded";
  if (isListened(a)) return "listened";
  return a?.is_skipped === 1 ? "skipped" : "unanswered";
};

/**
 * The result of a dialogue: the grade and the four scores averaged over the student's own lines, then the
 * whole conversation as a transcript ("No.n", avatar and name, the line, its translation when the toggle
 * is on); each recorded line has its scores, coloured words, reading feedback and replay, every line its
 * model audio. Lines of other speakers the student only heard are marked so.
 * @param props - the turns, the answers and the layout's test id
 * @returns the layout
 */
export function DialogueResult({
  items,
  answers,
  testId,
}: {
  items: readonly DialogueTurn[];
  answers: readonly BaseAnswer[];
  testId: string;
}) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource } = useResourceContext();
  const speakers = speakersOf(resource.speakers, items);
  const rows = useResultRows(items, answers);
  const avg = dialogueAverages(rows.flatMap((r) => (r.answer ? [r.answer] : [])));
  return (
    <div data-testid={testId}>
      <div className="dl-result-head">
        {avg.turns > 0 && (
          <span className={`rs-grade rs-grade-${avg.grade}`} data-testid="dialogue-grade">
            <span className="sr-only">{t("dialogue.grade", { grade: "" })}</span>
            {avg.grade}
          </span>
        )}
        <div>
          <h2 className="sp-average-title">{t("speak.average")}</h2>
          <p className="muted" data-testid="average-over">
            {avg.turns > 0 ? t("dialogue.average_over", { n: avg.turns }) : t("dialogue.no_own_turns")}
          </p>
        </div>
      </div>
      <div data-testid="average-scores">
        <ScoreRings scores={avg} />
      </div>
      <ol className="rs-rows">
        {rows.map((row) => {
          const status = statusOf(row.answer);
          const tr = translationOf(row.item);
          return (
            <li
              key={row.item.question_id}
              className="rs-row dl-result-row"
              data-testid="result-row"
              data-status={status}
            >
              <span className="rs-label">{row.label}</span>
              <SpeakerLabel speaker={speakerNamed(speakers, row.item.speaker)} />
              <div className="dl-result-body">
                <p lang="en" className="sp-stem">
                  {row.item.screen_en_text}
                </p>
                {on.translation && tr && (
                  <p className="pl-translation">{t("result.translation", { text: tr })}</p>
                )}
                {status === "listened" && <p className="muted">{t("dialogue.listened")}</p>}
                {status === "skipped" && <p className="muted">{t("result.skipped")}</p>}
                {status === "unanswered" && <p className="muted">{t("result.no_answer")}</p>}
                {status === "recorded" && row.answer && <ScoredRecording answer={row.answer} />}
                <AudioPlayer file={row.item.audio_file} label={t("result.model_audio")} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
