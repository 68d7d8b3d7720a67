import type { AiSpeakingCorrection } from "@hibiki/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * Splits a recognised answer at its corrections: plain text, and each flagged span with its suggestion.
 * Overlapping or out-of-range spans are skipped (the text stays whole).
 * @param text - the recognised answer
 * @param corrections - the writing checker's findings
 * @returns the pieces in order
 */
export function correctionPieces(
  text: string,
  corrections: readonly AiSpeakingCorrection[],
): ({ kind: "text"; text: string } | { kind: "fix"; fix: AiSpeakingCorrection; text: string })[] {
  const out: ({ kind: "text"; text: string } | { kind: "fix"; fix: AiSpeakingCorrection; text: string })[] =
    [];
  let at = 0;
  for (const fix of [...corrections].sort((a, b) => a.start - b.start)) {
    if (fix.start < at || fix.end > text.length || fix.end < fix.start) continue;
    if (fix.start > at) out.push({ kind: "text", text: text.slice(at, fix.start) });
    out.push({ kind: "fix", fix, text: text.slice(fix.start, fix.end) });
    at = fix.end;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

/**
 * The student's answer with the grammar corrections marked: the flagged words struck through and the
 * suggestion beside them (words, not only colour), and the explanations listed below.
 * @param props - the text and its corrections
 * @returns the text
 */
export function CorrectedText({
  text,
  corrections,
}: {
  text: string;
  corrections: readonly AiSpeakingCorrection[];
}) {
  const { t } = useTranslation();
  const pieces = correctionPieces(text, corrections);
  const nodes: ReactNode[] = pieces.map((p, i) =>
    p.kind === "text" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
      <span key={i}>{p.text}</span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
      <span key={i} className="ais-fix" data-testid="ais-correction">
        <del>{p.text || "∧"}</del>
        {p.fix.suggestion && <ins> {p.fix.suggestion}</ins>}
      </span>
    ),
  );
  const explained = corrections.filter((c) => c.explanation_ja);
  return (
    <>
      <p lang="en" className="ais-answer-text" data-testid="ais-answer-text">
        {nodes}
      </p>
      {explained.length > 0 && (
        <ul className="ais-fix-notes">
          {explained.map((c) => (
            <li key={`${c.start}-${c.end}`}>
              <span className="muted">{t("ais.fix")}: </span>
              <span lang="en">
                {c.original} → {c.suggestion || "—"}
              </span>{" "}
              {c.explanation_ja}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
