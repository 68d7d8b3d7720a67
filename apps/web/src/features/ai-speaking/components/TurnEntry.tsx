import type { AiSpeakingTranscriptEntry } from "@hibiki/contracts";
import { AudioPlayer } from "@web/components/audio/AudioPlayer.tsx";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { CorrectedText } from "./CorrectedText.tsx";
import { PartnerAvatar } from "./PartnerAvatar.tsx";
import { ScoreBar } from "./ScoreBar.tsx";

/**
 * One answer of a finished conversation: the partner's line, the student's answer with the grammar
 * corrections marked, how it was taken, the partner's reply, a model answer, the recording and the
 * answer's pronunciation and grammar scores as bars.
 * @param props - the entry, the partner's name and whether to show the Japanese
 * @returns the entry
 */
export function TurnEntry({
  entry: e,
  partnerName,
  showJa,
}: {
  entry: AiSpeakingTranscriptEntry;
  partnerName: string;
  showJa: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="card ais-entry" data-testid="ais-entry" data-outcome={e.outcome}>
      <h3 className="ais-entry-title">{t("ais.turn_n", { n: e.index })}</h3>
      <div className="ais-line ais-line-partner">
        <PartnerAvatar name={partnerName} voice={e.partner.voice} size={32} />
        <div className="ais-bubble">
          <span className="ais-name">{partnerName}</span>
          <p lang="en" className="ais-text">
            {e.partner.text}
          </p>
          {showJa && e.partner.text_ja && <p className="ais-ja muted">{e.partner.text_ja}</p>}
        </div>
      </div>
      <div className="ais-line ais-line-student">
        <div className="ais-bubble">
          <span className="ais-name">{t("ais.you")}</span>
          {e.recognize_text ? (
            <CorrectedText text={e.recognize_text} corrections={e.grammar} />
          ) : (
            <p className="ais-text muted">{t("ais.no_reply")}</p>
          )}
          <p className="ais-meta">
            <span className={`ais-badge ais-badge-${e.outcome}`} data-testid="ais-outcome">
              {t(`ais.outcome.${e.outcome}`)}
            </span>
          </p>
          {e.sound_file && <AudioPlayer src={e.sound_file} label={t("ais.my_reply")} testId="my-recording" />}
        </div>
      </div>
      {e.reply && (
        <div className="ais-line ais-line-partner">
          <PartnerAvatar name={partnerName} voice={e.partner.voice} size={32} />
          <div className="ais-bubble">
            <span className="ais-name">{partnerName}</span>
            <p lang="en" className="ais-text" data-testid="ais-entry-reply">
              {e.reply}
            </p>
            {showJa && e.reply_ja && <p className="ais-ja muted">{e.reply_ja}</p>}
          </div>
        </div>
      )}
      {e.model_answer && (
        <p className="ais-model" data-testid="ais-entry-model">
          <span lang="en">{t("ais.model", { text: e.model_answer })}</span>
          {showJa && e.model_answer_ja && <span className="muted">（{e.model_answer_ja}）</span>}
        </p>
      )}
      <div className="ais-bars">
        {e.pronunciation_score !== null && (
          <ScoreBar label={t("ais.pronunciation")} points={e.pronunciation_score} testId="ais-entry-pron" />
        )}
        <ScoreBar label={t("ais.grammar")} points={e.grammar_score} testId="ais-entry-grammar" />
      </div>
    </li>
  );
}
