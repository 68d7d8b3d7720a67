import type { EikenWordCard } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";

/**
 * A word's card: the word with its IPA and part of speech, the Japanese gloss, and an example sentence
 * with its translation; buttons say the word and the example.
 * @param props - the card, the audio URL maker, and whether the card is the answer's reveal
 * @returns the card
 */
export function WordCardView({
  card,
  audio,
  compact = false,
}: {
  card: EikenWordCard;
  audio: (text: string) => string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`ek-card${compact ? " ek-card-compact" : ""}`} data-testid="ek-word-card">
      <p className="ek-word" lang="en">
        {card.word}
      </p>
      <p className="ek-ipa">
        <span lang="en">/{card.ipa}/</span>
        <span className="ek-pos">{t(`eiken.pos.${card.pos}`, { defaultValue: card.pos })}</span>
      </p>
      <p className="ek-ja" data-testid="ek-word-ja">
        {card.ja}
      </p>
      <div className="ek-example">
        <span className="ek-label">{t("eiken.example")}</span>
        <p lang="en">{card.example}</p>
        <p className="muted">{card.example_ja}</p>
      </div>
      <div className="ek-actions">
        <SpeakButton src={audio(card.word)} label={t("eiken.listen")} testId="ek-say-word" />
        {!compact && (
          <SpeakButton src={audio(card.example)} label={t("eiken.listen_example")} variant="ghost" />
        )}
      </div>
    </div>
  );
}
