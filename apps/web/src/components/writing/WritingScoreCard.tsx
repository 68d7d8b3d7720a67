import type { WritingScore } from "@hibiki/contracts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./writing.css";

/** The four parts of the writing score in the order they are listed. */
export const SCORE_PARTS = ["task_completion", "accuracy", "vocabulary", "organisation"] as const;
type Part = (typeof SCORE_PARTS)[number];

const pct = (n: number) => Math.max(0, Math.min(100, n));

/**
 * A calm horizontal bar (0-100). Decorative: the score is written beside it. Its colours are inline
 * (token, then its value) so it is never drawn without them, whatever stylesheet has loaded.
 */
function Bar({ score }: { score: number }) {
  return (
    <span
      className="writing-part-track"
      aria-hidden="true"
      style={{ background: "var(--c-surface-2, #eef3fb)" }}
    >
      <span
        className="writing-part-fill"
        data-testid="writing-part-fill"
        style={{ width: `${pct(score)}%`, background: "var(--c-primary, #2f6fde)" }}
      />
    </span>
  );
}

/** The facts under one part (word count against the range, errors per 100 words, …). */
function PartDetail({ part, score }: { part: Part; score: WritingScore }): ReactNode {
  const { t, i18n } = useTranslation();
  if (part === "task_completion") {
    const tc = score.task_completion;
    return (
      <>
        <span data-testid="writing-part-words">
          {t("writing.words_of_range", { count: tc.word_count, min: tc.min_words, max: tc.max_words })}
        </span>
        {tc.length !== "ok" ? (
          <strong className="writing-length-flag" data-testid="writing-length-flag">
            {t(tc.length === "too_short" ? "writing.length_too_short" : "writing.length_too_long")}
          </strong>
        ) : (
          <span>{t("writing.length_ok")}</span>
        )}
        <span>{t("writing.coverage", { percent: Math.round(tc.coverage * 100) })}</span>
      </>
    );
  }
  if (part === "accuracy") {
    const rate = score.accuracy.per_100_words.toLocaleString(i18n.language === "en" ? "en-US" : "ja-JP", {
      maximumFractionDigits: 1,
    });
    return <span>{t("writing.accuracy_detail", { errors: score.accuracy.errors, rate })}</span>;
  }
  if (part === "organisation") {
    const o = score.organisation;
    return (
      <span>
        {t("writing.organisation_detail", {
          sentences: o.sentences,
          paragraphs: o.paragraphs,
          connectives: o.connectives,
        })}
      </span>
    );
  }
  return null;
}

/**
 * The writing score (issue 18): the total out of 100 shown large, then the four parts (task completion,
 * accuracy, vocabulary, organisation), each with its score as text and a small bar, its facts (e.g.
 * 「12語 / 25〜80語」 and 「短すぎます」) and its Japanese explanation. The bars are decorative; every
 * number is in the text, so a screen reader reads the same.
 * @param props - the engine result's score
 * @returns the score section
 */
export function WritingScoreCard({ score }: { score: WritingScore }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="writing-score card" aria-labelledby={titleId} data-testid="writing-score">
      <h2 id={titleId}>{t("writing.score_title")}</h2>
      <p className="writing-total" data-testid="writing-total">
        <span className="sr-only">{t("writing.total_sr", { score: score.total })}</span>
        <span aria-hidden="true">
          <span className="writing-total-label">{t("writing.total_label")}</span>{" "}
          <span className="writing-total-value">{score.total}</span>
          <span className="writing-total-max"> / 100</span>
        </span>
      </p>
      <ul className="writing-parts" aria-label={t("writing.parts_plot")}>
        {SCORE_PARTS.map((part) => {
          const p = score[part];
          return (
            <li key={part} className="writing-part" data-testid={`writing-part-${part}`}>
              <div className="writing-part-head">
                <h3 className="writing-part-name">{t(`writing.part_${part}`)}</h3>
                <span className="writing-part-score" data-testid="writing-part-score">
                  {t("writing.part_score", { score: p.score })}
                </span>
              </div>
              <Bar score={p.score} />
              {part !== "vocabulary" && (
                <p className="writing-part-detail muted">
                  <PartDetail part={part} score={score} />
                </p>
              )}
              <p className="writing-part-why">{p.explanation_ja}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
