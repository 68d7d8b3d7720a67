import type { ArticleReadingItem, BaseAnswer } from "@hibiki/exercises";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { Countdown } from "../speaking/Countdown.tsx";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { ReadAloudPanel } from "../speaking/ReadAloudPanel.tsx";
import type { PlayerProps } from "../types.ts";
import {
  type ArticleMode,
  modeOfAnswer,
  PRACTICE_SENTENCE,
  toChapterAnswer,
  wholeTextOf,
  wordCount,
} from "./article-answer.ts";
import { ModeChoice } from "./ModeChoice.tsx";
import { articleState, forgetArticle, rememberArticle } from "./mode-store.ts";

/** Longest whole-text take (the engine's record limit is 600 s). */
const MAX_WHOLE_MS = 600_000;

/**
 * Article reading: first the mode choice. Whole text: the article is shown and read in one take
 * (read_chapter; the chapter total is the mean of the four scores), then the remaining items take a copy
 * of that answer and the attempt moves to the result. Sentence by sentence: a 3-2-1 countdown, then each
 * sentence is read like sentence reading.
 * @param props - the shell's player props
 * @returns the player
 */
export default function ArticleReadingPlayer(props: PlayerProps<"article-reading">) {
  const { previous, mode, position } = props;
  const { resource } = useResourceContext();
  const code = resource.res_code;
  const [chosen, setChosen] = useState<ArticleMode | null>(() => {
    // A fresh attempt starts with the mode choice; a stored whole-text answer is what later items copy.
    if (position === 0 && !previous) forgetArticle(code);
    const own = modeOfAnswer(previous);
    if (own === "full" && previous) rememberArticle(code, "full", previous);
    return own ?? articleState(code)?.mode ?? (mode === "review" ? "sentence" : null);
  });
  const [counting, setCounting] = useState(false);
  const whole = articleState(code)?.whole;
  const choose = (m: ArticleMode) => {
    if (m === "sentence") {
      setCounting(true);
      return;
    }
    rememberArticle(code, m);
    setChosen(m);
  };
  if (counting)
    return (
      <section className="pl-item" data-testid="player-article-reading">
        <Countdown
          onDone={() => {
            rememberArticle(code, "sentence");
            setCounting(false);
            setChosen("sentence");
          }}
        />
      </section>
    );
  if (chosen === null)
    return (
      <section className="pl-item" data-testid="player-article-reading">
        <ModeChoice onChoose={choose} />
      </section>
    );
  if (chosen === "full" && whole && whole.question_id !== props.item.question_id && mode !== "review")
    return <CopyWhole {...props} whole={whole} />;
  if (chosen === "full") return <WholeText {...props} />;
  return <OneSentence {...props} />;
}

/** Whole-text mode: the whole article, one read_chapter take posted as practice_type 2. */
function WholeText({ item, previous, mode, onSubmit }: PlayerProps<"article-reading">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource } = useResourceContext();
  const items = resource.items as ArticleReadingItem[];
  const text = wholeTextOf(items);
  const words = wordCount(text);
  return (
    <ReadAloudPanel
      testId="player-article-reading"
      questionId={item.question_id}
      text={text}
      category="read_chapter"
      maxTimeMs={maxTimeMsOf(
        item.record_max_time,
        Math.min(MAX_WHOLE_MS, Math.max(SENTENCE_MAX_TIME_MS, words * 1000)),
      )}
      previous={previous}
      canRecord={mode !== "review"}
      onSubmit={async (a: BaseAnswer) => {
        const saved = await onSubmit(toChapterAnswer(a, text));
        rememberArticle(resource.res_code, "full", saved);
        return saved;
      }}
    >
      <p className="muted">{t("article.instruction_full")}</p>
      <div className="sp-text" lang="en" data-testid="article-text" data-mode="full">
        {items.map((it) => (
          <p key={it.question_id}>
            {it.screen_en_text}
            {on.translation && (it.screen_jp_text ?? it.translation) && (
              <span className="pl-translation"> {it.screen_jp_text ?? it.translation}</span>
            )}
          </p>
        ))}
      </div>
    </ReadAloudPanel>
  );
}

/** Whole-text mode after the take: later items store a copy of the whole-text answer, then move on. */
function CopyWhole({
  item,
  previous,
  onSubmit,
  onNext,
  whole,
}: PlayerProps<"article-reading"> & { whole: BaseAnswer }) {
  const { t } = useTranslation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || previous) return;
    sent.current = true;
    void onSubmit({ ...whole, question_id: item.question_id }).catch(() => {
      sent.current = false;
    });
  }, [onSubmit, whole, item.question_id, previous]);
  useEffect(() => {
    // Moves on once the shell holds this item's answer (the fresh onNext sees it as answered).
    if (previous) onNext();
  }, [previous, onNext]);
  return (
    <section className="pl-item" data-testid="player-article-reading">
      <p className="muted">{t("article.copying")}</p>
    </section>
  );
}

/** Sentence mode: one sentence read like sentence reading, posted as practice_type 1. */
function OneSentence({ item, previous, mode, onSubmit }: PlayerProps<"article-reading">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const tr = item.screen_jp_text ?? item.translation;
  return (
    <ReadAloudPanel
      testId="player-article-reading"
      questionId={item.question_id}
      text={item.evaluate_text ?? item.screen_en_text}
      category="read_sentence"
      maxTimeMs={maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS)}
      audioFile={item.audio_file}
      previous={previous}
      canRecord={mode !== "review"}
      onSubmit={(a: BaseAnswer) => onSubmit({ ...a, practice_type: PRACTICE_SENTENCE })}
    >
      <p className="muted">{t("article.instruction_sentence")}</p>
      <p className="sp-text" lang="en" data-testid="sentence-text" data-mode="sentence">
        {item.screen_en_text}
      </p>
      {on.translation && tr && <p className="pl-translation">{tr}</p>}
    </ReadAloudPanel>
  );
}
