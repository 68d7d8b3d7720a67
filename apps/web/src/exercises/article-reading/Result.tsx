import { type ArticleReadingItem, assetUrl, type BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import { SpeakingResultList } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";
import { articleFeedback, modeOfAnswer, wholeTextOf, wordCount } from "./article-answer.ts";
import { SequencePlayback } from "./SequencePlayback.tsx";

/**
 * Article-reading result. Whole text: the chapter scores, the article's coloured words, one reading speed
 * (the spec's rule: words read per minute, or "read at least half"), the replay and the model reading. Sentence by sentence: playback of all recordings in
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

/** The whole-text layout: one recording of the article, then the model reading of the whole text. */
function WholeResult({ items, answer }: { items: ArticleReadingItem[]; answer: BaseAnswer }) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const feedback = articleFeedback(answer, wordCount(wholeTextOf(items)));
  return (
    <div data-testid="result-article-reading" data-mode="full">
      <h2 className="sp-average-title">{t("article.chapter_total")}</h2>
      {/* One reading speed: this layout's, from the words read (the report's own figure is left out). */}
      <ScoredRecording answer={answer} showSpeed={false} />
      {feedback && (
        <p data-testid="article-feedback" data-feedback={feedback.feedback}>
          {t(`article.feedback_${feedback.feedback}`, { wpm: feedback.wpm })}
        </p>
      )}
      <ModelReading items={items} />
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

/**
 * The model reading of the whole article: the full text's audio in the player when the resource has one,
 * else the sentences' model audio one after another.
 */
function ModelReading({ items }: { items: ArticleReadingItem[] }) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const full = resource.full_text?.audio_file;
  if (full)
    return <AudioPlayer file={full} label={t("article.model_reading")} testId="article-model-audio" />;
  const sources = items
    .map((it) => it.audio_file)
    .filter((f): f is string => Boolean(f))
    .map((f) => assetUrl(assetBase, f, resource.res_version));
  if (sources.length === 0) return null;
  return (
    <section className="ar-model" aria-label={t("article.model_reading")}>
      <SequencePlayback
        sources={sources}
        testId="play-model-sequence"
        audioTestId="article-model-audio"
        labels={{
          play: t("article.model_play"),
          pause: t("article.pause_all"),
          resume: t("article.resume_all"),
        }}
      />
    </section>
  );
}
