import { type EvaluationResult, parseEvaluationXml } from "@web/lib/speech/result-xml.ts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The stored answer fields that may hold the evaluation XML. */
export type StoredEvaluation = { evaluate_html?: string; evaluate_result?: string; recognize_text?: string };

/**
 * Reads the stored ISE XML of a recorded answer, if there is one.
 * @param item - the answer item
 * @returns the parsed result, or null when none is stored or it cannot be read
 */
export function readEvaluation(item: StoredEvaluation): EvaluationResult | null {
  for (const raw of [item.evaluate_result, item.evaluate_html]) {
    if (!raw?.trimStart().startsWith("<")) continue;
    try {
      return parseEvaluationXml(raw);
    } catch {
      // A malformed or partial XML shows no word colours; the score and recording remain.
    }
  }
  return null;
}

function band(percent: number, dp: number): "good" | "fair" | "poor" {
  if (dp === 16 || dp === 128) return "poor";
  if (percent >= 80) return "good";
  return percent >= 60 ? "fair" : "poor";
}

/**
 * Word-level result of a recording: each word coloured by its score, with the score for screen readers.
 * @param props - the stored answer fields, and the XML loaded from its evaluate_result when there is one
 * @returns the words, or the recognised text when no XML is stored
 */
export function SpokenWords({ item, xml }: { item: StoredEvaluation; xml?: string | null | undefined }) {
  const { t } = useTranslation();
  const result = useMemo(() => readEvaluation(xml ? { ...item, evaluate_result: xml } : item), [item, xml]);
  if (!result) return item.recognize_text ? <p className="muted">{item.recognize_text}</p> : null;
  return (
    <p data-testid="spoken-words">
      {result.words.map((w) => {
        const percent = Math.round(w.total_score * 20);
        return (
          <span
            key={`${w.index}-${w.content}`}
            className={`tc-word tc-word-${band(percent, w.dp_message)}`}
            title={t("t.percent", { value: percent })}
          >
            {w.dp_message === 16 ? <s>{w.content}</s> : w.content}
            <span className="sr-only"> ({t("t.percent", { value: percent })})</span>
          </span>
        );
      })}
    </p>
  );
}
