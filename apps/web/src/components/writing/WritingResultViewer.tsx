import type { CorrectNote, EngineResult } from "@hibiki/contracts";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EikenRubricView } from "./EikenRubricView.tsx";
import { errorTypeLabelKey } from "./error-types.ts";
import { countComments, type HighlightSpan, highlightSpans } from "./highlight-spans.ts";
import { ScoreChart } from "./ScoreChart.tsx";
import { WritingScoreCard } from "./WritingScoreCard.tsx";
import "./i18n.ts";
import "./writing.css";

/** Tooltip placement and debounce of spec §9: 30 px below the cursor, updated at most every 10 ms. */
export const WRITING_TOOLTIP_OFFSET_PX = 30;
export const WRITING_TOOLTIP_DEBOUNCE_MS = 10;

/** Props of {@link WritingResultViewer}. */
export type WritingResultViewerProps = {
  engine: EngineResult;
  /** sample[0].en_answer of the topic, when the sample answer may be shown */
  sampleAnswer?: string;
  /** teacher comments (shown with the "comment from teacher" label in homework mode only) */
  correctNotes?: readonly CorrectNote[];
  homework?: boolean;
};

type Tip = { x: number; y: number; text: string };

function useTooltip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (x: number, y: number, text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setTip({ x, y: y + WRITING_TOOLTIP_OFFSET_PX, text }),
      WRITING_TOOLTIP_DEBOUNCE_MS,
    );
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTip(null);
  };
  return { tip, show, hide };
}

function renderText(
  text: string,
  spans: HighlightSpan[],
  tooltip: ReturnType<typeof useTooltip>,
): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start > at) out.push(text.slice(at, s.start));
    out.push(
      <mark
        key={s.start}
        className={s.kind === "error" ? "writing-hit" : "writing-note"}
        data-testid={s.kind === "error" ? "writing-hit" : "writing-note-hit"}
        title={s.tip}
        onMouseMove={(e) => tooltip.show(e.clientX, e.clientY, s.tip)}
        onMouseLeave={tooltip.hide}
      >
        {text.slice(s.start, s.end)}
      </mark>,
    );
    at = s.end;
  }
  out.push(text.slice(at));
  return out;
}

/**
 * The writing-result viewer (spec §4/§8): the writing score first when the result has one (the total, its
 * four parts with why, and the Eiken-style rubric of an exam task), the text with each comment's words
 * highlighted and a tooltip 30 px below the cursor, the error count "N items" or the no-errors message, the
 * list of comments with their type, Japanese explanations and suggestions, the four overall measures of
 * spec §3 as a chart (the whole view of results stored before the score existed), the sample answer, and
 * the teacher's correct_notes with the "comment from teacher" label in homework mode.
 * @param props - see {@link WritingResultViewerProps}
 * @returns the viewer
 */
export function WritingResultViewer({
  engine,
  sampleAnswer,
  correctNotes = [],
  homework = false,
}: WritingResultViewerProps) {
  const { t } = useTranslation();
  const notes = homework ? correctNotes : [];
  const spans = useMemo(() => highlightSpans(engine, notes), [engine, notes]);
  const tooltip = useTooltip();
  const count = countComments(engine);
  const comments = engine.comments.flatMap((s, si) =>
    s.sent_comments.map((c) => ({ s, c, key: `${si}:${c.hit_words_pos.startPos}:${c.type}` })),
  );
  return (
    <div className="writing-result stack" data-testid="writing-result">
      {engine.score && <WritingScoreCard score={engine.score} />}
      {engine.eiken_rubric && <EikenRubricView rubric={engine.eiken_rubric} />}
      <p className="writing-text" data-testid="writing-text">
        {renderText(engine.text, spans, tooltip)}
      </p>
      {tooltip.tip && (
        <div
          role="tooltip"
          className="writing-tooltip"
          data-testid="writing-tooltip"
          style={{ left: tooltip.tip.x, top: tooltip.tip.y }}
        >
          {tooltip.tip.text}
        </div>
      )}
      <h2>
        {t("writing.errors_title")}{" "}
        <span data-testid="writing-error-count">{t("writing.items", { count })}</span>
      </h2>
      {count === 0 ? (
        <p data-testid="writing-no-errors">
          {/* no praise for a text that is too short or too long: the score says what is missing */}
          {t(
            engine.score && engine.score.task_completion.length !== "ok"
              ? "writing.no_errors_plain"
              : "writing.no_errors",
          )}
        </p>
      ) : (
        <ol className="writing-comment-list" data-testid="writing-comments">
          {comments.map(({ s, c, key }) => (
            <li key={key}>
              <span className="writing-type" data-testid="writing-type">
                {t(errorTypeLabelKey(c.type))}
              </span>{" "}
              <strong>{s.sent_content.slice(c.hit_words_pos.startPos, c.hit_words_pos.endPos)}</strong>
              {" — "}
              {c.explanation_ja}
              {c.suggestion !== s.sent_content.slice(c.hit_words_pos.startPos, c.hit_words_pos.endPos) && (
                <div className="muted">
                  {t("writing.suggestion", { text: c.suggestion || t("writing.delete") })}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ScoreChart evaluation={engine.overall_evaluation} />
      {sampleAnswer && (
        <section data-testid="writing-sample">
          <h2>{t("writing.sample_answer")}</h2>
          <p>{sampleAnswer}</p>
        </section>
      )}
      {notes.length > 0 && (
        <section data-testid="writing-teacher-notes">
          <h2>{t("writing.teacher_comment")}</h2>
          <ul className="writing-comment-list writing-teacher">
            {notes.map((n) => (
              <li key={`${n.pos.startPos}:${n.pos.endPos}:${n.teacher}:${n.comments}`}>
                <strong>{n.teacher}</strong>: {n.comments}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
