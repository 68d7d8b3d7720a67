import { PHONE_PASS_PERCENT, type PhonogramAnswer, type PhonogramItem } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { WORD_MAX_TIME_MS } from "@web/exercises/speaking/limits.ts";
import { RecordButton } from "@web/exercises/speaking/RecordButton.tsx";
import { useRecordingCycle } from "@web/exercises/speaking/use-recording-cycle.ts";
import { peekEvaluationXml } from "@web/lib/speech/evaluation-xml.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { phonePercent } from "../phone-score.ts";
import { HighlightedWord } from "./HighlightedWord.tsx";

/**
 * A say-the-word item: the word with the phoneme's letters highlighted, its model audio and the record
 * button (the take streams to the speech engine). The phoneme's own score in the take is shown at once
 * (the server scores it again from the evaluation it kept); the latest take counts.
 * @param props - the item, its audio URL, the answer so far and what to do with a scored take
 * @returns the item
 */
export function SayItem({
  item,
  audio,
  answer,
  onAnswer,
}: {
  item: PhonogramItem;
  audio: string;
  answer: PhonogramAnswer | null;
  onAnswer: (answer: PhonogramAnswer) => void;
}) {
  const { t } = useTranslation();
  const cycle = useRecordingCycle({
    questionId: item.item_id,
    text: item.word,
    category: "read_word",
    maxTimeMs: WORD_MAX_TIME_MS,
    onSubmit: async (take: BaseAnswer) => {
      const peek = peekEvaluationXml(take.evaluate_result);
      const percent = peek && "xml" in peek ? phonePercent(peek.xml, item.word, item.phoneme_id) : null;
      onAnswer({
        item_id: item.item_id,
        ...(take.evaluate_result ? { evaluate_result: take.evaluate_result } : {}),
        ...(take.sound_file ? { sound_file: take.sound_file } : {}),
        phone_score: percent ?? Math.round(take.percent_score ?? 0),
      });
      return take;
    },
  });
  const score = answer?.phone_score ?? null;
  const pass = score !== null && score >= PHONE_PASS_PERCENT;
  return (
    <section className="card phon-item" data-testid="phon-item" data-kind="say" aria-labelledby="phon-q">
      <h2 id="phon-q">{t("phon.say_title")}</h2>
      <p className="phon-say-word">
        <HighlightedWord
          word={item.word}
          highlight={item.highlight}
          tone={score === null ? undefined : pass ? "good" : "bad"}
          testId="phon-say-word"
        />
      </p>
      <p className="muted">
        <span className="phon-ipa">/{item.ipa}/</span> {item.ja ? `・${item.ja}` : ""}
      </p>
      <p className="muted">{t("phon.say_hint", { ipa: item.ipa })}</p>
      <SpeakButton src={audio} label={t("phon.model")} testId="phon-model" variant="ghost" />
      <RecordButton cycle={cycle} maxTimeMs={WORD_MAX_TIME_MS} recorded={answer !== null} />
      {score !== null && (
        <p
          className={`phon-verdict ${pass ? "is-right" : "is-wrong"}`}
          role="status"
          data-testid="phon-phone-score"
          data-score={score}
        >
          <strong>{t("phon.phone_score", { ipa: item.ipa, n: score })}</strong>{" "}
          {pass ? t("phon.phone_good") : t("phon.phone_again", { pass: PHONE_PASS_PERCENT })}
        </p>
      )}
    </section>
  );
}
