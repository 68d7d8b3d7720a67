import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useWordAudio, useWordQuery } from "../api.ts";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * Splits a sentence around a word (whole word, any case) so the word can be highlighted.
 * @param sentence - the example
 * @param word - the word
 * @returns the parts; odd positions are the word
 */
function around(sentence: string, word: string): string[] {
  const esc = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return sentence.split(new RegExp(`\\b(${esc})\\b`, "i"));
}

/**
 * /study_word/sentence?word_id[&plan_id]: a word in its example sentence: the sentence with the word
 * marked, its model audio, and the Japanese translation shown on request (try to understand it first).
 * @returns the page
 */
export default function SentencePage() {
  const { t } = useTranslation();
  usePageTitle(t("sw.sentence_title"));
  const [params] = useSearchParams();
  const wordId = idOf(params.get("word_id"));
  const planId = idOf(params.get("plan_id"));
  const word = useWordQuery(wordId);
  const audio = useWordAudio();
  const [shown, setShown] = useState(false);
  if (wordId === null || word.error instanceof NotFoundError)
    return (
      <div className="page sw-page">
        <p role="alert">{t("sw.bad_link")}</p>
        <Link to={studyWordUrls.plans()}>{t("sw.back_plans")}</Link>
      </div>
    );
  if (word.isError) return <LoadError onRetry={() => void word.refetch()} />;
  if (!word.data) return <Skeleton />;
  const w = word.data.word;
  return (
    <div className="page sw-page" data-testid="sw-sentence-page">
      <h1>{t("sw.sentence_title")}</h1>
      <section className="card sw-example">
        <p className="sw-prompt-sentence" lang="en" data-testid="sw-sentence">
          {around(w.sentence, w.word).map((part, i) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positional
            i % 2 === 1 ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>,
          )}
        </p>
        <SpeakButton src={audio(w.sentence)} label={t("sw.listen")} testId="sw-say-sentence" />
        <Button
          variant="ghost"
          aria-expanded={shown}
          aria-controls="sw-sentence-jp"
          onClick={() => setShown(!shown)}
        >
          {t(shown ? "sw.hide_translation" : "sw.show_translation")}
        </Button>
        <p id="sw-sentence-jp" hidden={!shown}>
          {w.sentence_jp}
        </p>
      </section>
      <p>
        <Link to={studyWordUrls.word(w.word_id, planId ?? undefined)} lang="en">
          {w.word}
        </Link>{" "}
        <span className="muted">{w.mean}</span>
      </p>
    </div>
  );
}
