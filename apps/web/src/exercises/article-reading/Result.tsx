import type { ArticleReadingItem, BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { SpeakingResultList } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";
import { articleFeedback, modeOfAnswer, wholeTextOf, wordCount } from "./article-answer.ts";
import { SequencePlayback } from "./SequencePlayback.tsx";

/**
 * Article-reading result. Whole text: the chapter scores, the article's coloured words, the reading-speed
 * feedback (or "read at least half") and the replay. Sentence by sentence: playback of all recordings in
 * order, then the sentence-reading list (averages, one row per sentence).
 * @param props - items and answers
 * @returns the layout
 */
export default function ArticleReadingResult({ items, answers }: ResultProps<"article-reading">) {
  const whole = answers.find((a) => modeOfAnswer(a) === "full" && a.is_skipped !== 1);
  if (whole) return <WholeResult items={items} answer={whole} />;
  const sources = items
    .map((it) => answers.find((a) => a.question_id === it.question_id))
    .map((a) => a?.sound_file ?? a?.record_file)
    .filter((s): s is string => Boolean(s));
  return (
    <div data-testid="result-article-reading" data-mode="sentence">
      <SequencePlayback sources={sources} />
      <SpeakingResultList
        testId="article-sentences"
        items={items}
        answers={answers}
        stem={(it) => (
          <span lang="en" className="sp-stem">
            {it.screen_en_text}
          </span>
        )}
      />
    </div>
  );
}

/** The whole-text layout: one recording of the article. */
function WholeResult({ items, answer }: { items: ArticleReadingItem[]; answer: BaseAnswer }) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const feedback = articleFeedback(answer, wordCount(wholeTextOf(items)));
  return (
    <div data-testid="result-article-reading" data-mode="full">
      <h2 className="sp-average-title">{t("article.chapter_total")}</h2>
      <ScoredRecording answer={answer} />
      {feedback && (
        <p data-testid="article-feedback" data-feedback={feedback.feedback}>
          {t(`article.feedback_${feedback.feedback}`, { wpm: feedback.wpm })}
        </p>
      )}
      {on.translation && (
        <div className="pl-translation">
          {items.map((it) => (
            <p key={it.question_id}>{it.screen_jp_text ?? it.translation}</p>
          ))}
        </div>
      )}
    </div>
  );
}
