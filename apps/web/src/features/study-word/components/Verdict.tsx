import type { StudyWordChallengeItem } from "@hibiki/contracts/study-word";
import { useTranslation } from "react-i18next";
import { answerText } from "../flow.ts";
import "../i18n.ts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import type { ItemAnswer } from "./ExerciseView.tsx";

/**
 * The outcome of one answer, announced to screen readers: right or wrong, the right answer when wrong, a
 * reading's score, and the word's card (word, sound, meaning, example) to learn from.
 * @param props - the item, the answer, its audio URL and the example's audio URL
 * @returns the verdict
 */
export function Verdict({
  item,
  answer,
  audioSrc,
  sentenceSrc,
}: {
  item: StudyWordChallengeItem;
  answer: ItemAnswer;
  audioSrc: string;
  sentenceSrc: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`card sw-verdict ${answer.right ? "sw-verdict-right" : "sw-verdict-wrong"}`}
      data-testid="sw-verdict"
      data-right={answer.right ? "1" : "0"}
      aria-live="polite"
    >
      <p className="sw-verdict-head">
        <strong>{t(answer.right ? "sw.right_verdict" : "sw.wrong_verdict")}</strong>
        {answer.score !== undefined && <span> {t("sw.read_score", { score: answer.score })}</span>}
      </p>
      {!answer.right && answer.score === undefined && (
        <p data-testid="sw-correct">{t("sw.correct_answer", { word: answerText(item) })}</p>
      )}
      <div className="sw-card">
        <p className="sw-card-word">
          <span lang="en" className="sw-word">
            {item.word}
          </span>
          {item.ipa && <span className="muted sw-ipa">/{item.ipa.replace(/^\/|\/$/g, "")}/</span>}
          <span className="muted">{item.pos}</span>
        </p>
        <p className="sw-mean">{item.mean}</p>
        <SpeakButton src={audioSrc} label={t("sw.listen")} testId="sw-say-word" variant="ghost" />
        {item.sentence && (
          <div className="sw-example">
            <p lang="en">{item.sentence}</p>
            <p className="muted">{item.sentence_jp}</p>
            <SpeakButton src={sentenceSrc} label={t("sw.example")} testId="sw-say-sentence" variant="ghost" />
          </div>
        )}
      </div>
    </section>
  );
}
