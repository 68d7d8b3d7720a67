import type { BaseAnswer, ResultRow } from "@hibiki/exercises";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerSwitches } from "../../shell/switches.ts";
import { AudioPlayer } from "../../shell/ui/AudioPlayer.tsx";
import "../../i18n-objective-b.ts";
import "../../shell/i18n.ts";
import "./objective-b.css";
import { useResultRows } from "../../shell/result-numbering.ts";

/** What one result row shows, worked out by the kind's Result from the merged row. */
export interface RowView {
  /** the question as the student saw it (sentence, Japanese prompt, template) */
  prompt?: ReactNode;
  /** the student's answer as text ("" when not answered) */
  yourAnswer: string;
  /** the right answer; shown only when the score is exactly 0 (row.showRightAnswer) */
  rightAnswer?: string | undefined;
  /** label the right answer as a solution example (ja-to-en writing) */
  asExample?: boolean;
  /** shown whenever present (textbook explanations) */
  explanation?: string | undefined;
  /** Japanese translation, behind the translation toggle */
  translation?: string | undefined;
  /** model audio file (relative to the asset base) */
  audioFile?: string | undefined;
}

/** Props of {@link ResultFrame}. */
export interface ResultFrameProps<I extends { question_id: string }> {
  kind: string;
  items: readonly I[];
  answers: readonly BaseAnswer[];
  /** how one merged row looks */
  view: (row: ResultRow<I>) => RowView;
}

/**
 * The result layout shared by the typed and ordering kinds: content merged with the answers by
 * question_id (mergeResultRows), one "No.n" row per question coloured right (score > 0) or wrong
 * (exactly 0), the student's answer, the right answer only at 0, model audio and a translation
 * toggle (the result screen's switch, or the layout's own when used outside it).
 * @param props - kind, items, answers and the row view
 * @returns the result list
 */
export function ResultFrame<I extends { question_id: string }>(props: ResultFrameProps<I>) {
  const { kind, items, answers, view } = props;
  const { t } = useTranslation();
  const switches = usePlayerSwitches();
  const [ownToggle, setOwnToggle] = useState(false);
  const toggleId = useId();
  const rows = useResultRows(items, answers).map((row) => ({ row, v: view(row) }));
  // Inside the shell's ResultScreen its translation toggle (the switches context) decides; used on
  // its own (no switch allowed) the layout offers a toggle itself.
  const shellToggle = switches.allowed.translation;
  const showTranslation = shellToggle ? switches.on.translation : ownToggle;
  const hasTranslation = !shellToggle && rows.some(({ v }) => v.translation);
  const badge = {
    correct: "objb.correct_badge",
    wrong: "objb.wrong_badge",
    unanswered: "objb.unanswered_badge",
  };

  return (
    <section data-testid={`result-${kind}`} className="objb-result">
      {hasTranslation && (
        <label className="objb-toggle" htmlFor={toggleId}>
          <input
            id={toggleId}
            type="checkbox"
            checked={ownToggle}
            onChange={(e) => setOwnToggle(e.target.checked)}
          />
          {t("objb.show_translation")}
        </label>
      )}
      {rows.map(({ row, v }) => (
        <article
          key={row.item.question_id}
          className={`objb-row objb-${row.colour}`}
          data-testid="result-row"
          data-colour={row.colour}
          aria-label={row.label}
        >
          <div className="objb-row-head">
            <h3>{row.label}</h3>
            <span className="objb-badge">{t(badge[row.colour])}</span>
          </div>
          {v.prompt}
          <dl>
            <dt>{t("objb.your_answer_label")}</dt>
            <dd className="objb-your-answer" data-testid="your-answer">
              {v.yourAnswer || (row.answer?.is_skipped === 1 ? t("result.skipped") : t("result.no_answer"))}
            </dd>
            {row.showRightAnswer && v.rightAnswer && (
              <>
                <dt>{v.asExample ? t("player.switch_sample") : t("objb.right_answer_label")}</dt>
                <dd data-testid="right-answer">{v.rightAnswer}</dd>
              </>
            )}
            {v.explanation && (
              <>
                <dt>{t("objb.explanation_label")}</dt>
                <dd className="prose">{v.explanation}</dd>
              </>
            )}
          </dl>
          {showTranslation && v.translation && (
            <p className="objb-translation" lang="ja">
              {v.translation}
            </p>
          )}
          {v.audioFile && (
            <AudioPlayer file={v.audioFile} label={t("result.model_audio")} testId="model-audio" />
          )}
        </article>
      ))}
    </section>
  );
}
