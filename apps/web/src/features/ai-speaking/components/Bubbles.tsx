import type { AiSpeakingVoice } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import type { Bubble } from "../conversation-machine.ts";
import "../i18n.ts";
import { PartnerAvatar } from "./PartnerAvatar.tsx";

/** Props of {@link Bubbles}. */
export type BubblesProps = {
  bubbles: readonly Bubble[];
  partnerName: string;
  /** key of the partner line being spoken now */
  speakingKey: string | null;
  showText: boolean;
  showJa: boolean;
  /** plays a partner line again; absent while a replay would get in the way */
  onReplay?: ((text: string, voice: AiSpeakingVoice) => void) | undefined;
};

/**
 * The conversation so far as chat bubbles: the partner's lines (avatar, name, the English unless hidden,
 * the Japanese when asked, a replay button) and the student's recognised replies with how they were
 * taken, the pronunciation score, the number of grammar corrections and, when not understood, a model
 * answer.
 * @param props - the bubbles and display options
 * @returns the list
 */
export function Bubbles({ bubbles, partnerName, speakingKey, showText, showJa, onReplay }: BubblesProps) {
  const { t } = useTranslation();
  return (
    <ol className="ais-bubbles" aria-label={t("ais.transcript")} data-testid="ais-transcript">
      {bubbles.map((b) =>
        b.who === "partner" ? (
          <li
            key={b.key}
            className={`ais-line ais-line-partner${b.key === speakingKey ? " is-speaking" : ""}`}
            data-testid="ais-partner-line"
            data-kind={b.kind}
          >
            <PartnerAvatar name={partnerName} voice={b.voice} />
            <div className="ais-bubble">
              <span className="ais-name">{partnerName}</span>
              {showText ? (
                <p lang="en" className="ais-text" data-testid="ais-partner-text">
                  {b.text}
                </p>
              ) : (
                <p className="ais-text muted">{t("ais.hidden_text")}</p>
              )}
              {showJa && b.text_ja && (
                <p className="ais-ja muted" data-testid="ais-partner-ja">
                  {b.text_ja}
                </p>
              )}
              {onReplay && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => onReplay(b.text, b.voice)}
                  aria-label={`${t("ais.replay")}: ${showText ? b.text : partnerName}`}
                >
                  {t("ais.replay")}
                </button>
              )}
            </div>
          </li>
        ) : (
          <li
            key={b.key}
            className="ais-line ais-line-student"
            data-testid="ais-student-line"
            data-outcome={b.outcome}
          >
            <div className="ais-bubble">
              <span className="ais-name">{t("ais.you")}</span>
              <p lang="en" className="ais-text" data-testid="ais-student-text">
                {b.text || t("ais.no_reply")}
              </p>
              <p className="ais-meta">
                <span className={`ais-badge ais-badge-${b.outcome}`} data-testid="ais-outcome">
                  {t(`ais.outcome.${b.outcome}`)}
                </span>
                {b.feedback.pronunciation_score !== null && (
                  <span>{t("ais.pron", { n: b.feedback.pronunciation_score })}</span>
                )}
                {b.feedback.grammar.length > 0 && (
                  <span>{t("ais.corrections", { n: b.feedback.grammar.length })}</span>
                )}
              </p>
              {b.outcome !== "matched" && b.feedback.model_answer && (
                <p className="ais-meta muted" lang="en" data-testid="ais-model">
                  {t("ais.model", { text: b.feedback.model_answer })}
                </p>
              )}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
