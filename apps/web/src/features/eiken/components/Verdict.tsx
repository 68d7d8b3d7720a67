import type { EikenWordTestType, eikenGuidSubmit } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { dueLabel } from "../format.ts";
import "../i18n.ts";
import { WordCardView } from "./WordCardView.tsx";

export type VerdictData = z.infer<typeof eikenGuidSubmit.data>;

/**
 * The server's verdict on an answer: right or not (with the right answer), the reading score, when the
 * word comes back, and the word's card.
 * @param props - the verdict, the audio URL maker and the question's exercise
 * @returns the verdict
 */
export function Verdict({
  verdict,
  audio,
  testType,
}: {
  verdict: VerdictData;
  audio: (text: string) => string;
  testType: EikenWordTestType;
}) {
  const { t } = useTranslation();
  const right = verdict.is_right === 1;
  return (
    <section
      className="card ek-verdict"
      data-right={right ? "1" : "0"}
      data-testid="ek-verdict"
      aria-live="polite"
    >
      <p className="ek-verdict-head">
        <strong>{right ? t("eiken.right") : t("eiken.wrong")}</strong>
        {!right && testType !== "reading" && (
          <span data-testid="ek-correct">{t("eiken.correct_is", { answer: verdict.correct_answer })}</span>
        )}
        {verdict.percent_score !== null && (
          <span>{t("eiken.reading_score", { score: Math.round(verdict.percent_score) })}</span>
        )}
      </p>
      <p className="muted ek-small">
        {t(`eiken.mastery.${verdict.mastery}`)} ·{" "}
        {t("eiken.comes_back", { when: dueLabel(t, verdict.due_at) })}
      </p>
      <WordCardView card={verdict.card} audio={audio} compact />
    </section>
  );
}
