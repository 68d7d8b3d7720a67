import type { AiCheck } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import "./stages.css";

/**
 * The quick check after an explanation point: the sentence with its blank and the options; tapping one
 * locks the check and tells right or wrong with the reason.
 * @param props - the check, its number, the chosen option (null before) and the choose action
 * @returns the check
 */
export function CheckQuestion({
  check,
  index,
  chosen,
  onChoose,
}: {
  check: AiCheck;
  index: number;
  chosen: number | null;
  onChoose: (option: number) => void;
}) {
  const { t } = useTranslation();
  const [before, after] = splitBlank(check.sentence);
  const answered = chosen !== null;
  const right = chosen === check.answer;
  const legendId = `aist-check-${index}`;
  return (
    <fieldset
      className="aist-check"
      aria-labelledby={legendId}
      data-testid="aist-check"
      data-state={answered ? (right ? "right" : "wrong") : "open"}
    >
      <legend id={legendId} className="aist-check-legend">
        {t("aist.explain.check")} {index + 1}
      </legend>
      <p className="aist-check-sentence" lang="en">
        {before}
        <span className="aist-blank">
          {answered ? (
            (check.options[check.answer] ?? "")
          ) : (
            <span className="sr-only">{t("aist.explain.blank")}</span>
          )}
        </span>
        {after}
      </p>
      <div className="aist-options">
        {check.options.map((o, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is an index)
            key={i}
            type="button"
            lang="en"
            className={`aist-option${answered && i === check.answer ? " is-right" : ""}${
              answered && i === chosen && !right ? " is-wrong" : ""
            }`}
            aria-pressed={chosen === i}
            disabled={answered}
            onClick={() => onChoose(i)}
            data-testid="aist-check-option"
            data-index={i}
          >
            {o}
          </button>
        ))}
      </div>
      {answered && (
        <div
          className={`aist-feedback ${right ? "is-right" : "is-wrong"}`}
          role="status"
          data-testid="aist-check-feedback"
        >
          <p className="aist-feedback-head">
            {right
              ? t("aist.explain.right")
              : t("aist.explain.wrong", { answer: check.options[check.answer] ?? "" })}
          </p>
          <p>{check.explain_ja}</p>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The parts of a check sentence around its blank (`___`); without one the blank goes at the end.
 * @param sentence - the sentence
 * @returns the text before and after the blank
 */
export function splitBlank(sentence: string): [string, string] {
  const m = /_{2,}/.exec(sentence);
  if (!m) return [`${sentence} `, ""];
  return [sentence.slice(0, m.index), sentence.slice(m.index + m[0].length)];
}
