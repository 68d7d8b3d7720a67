import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useWordAudio, useWordQuery } from "../api.ts";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

/**
 * /study_word/word?word_id[&plan_id]: one word's card: spelling, sound, part of speech, meaning, CEFR-J
 * level, the student's mastery and next review, and the example sentence.
 * @returns the page
 */
export default function WordPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const wordId = idOf(params.get("word_id"));
  const planId = idOf(params.get("plan_id"));
  const word = useWordQuery(wordId);
  const audio = useWordAudio();
  usePageTitle(word.data?.word.word ?? t("sw.word"));
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
    <div className="page sw-page" data-testid="sw-word-page">
      <section className="card sw-card">
        <p className="sw-card-word">
          <span className="sw-prompt" lang="en">
            {w.word}
          </span>
          {w.ipa && <span className="muted">/{w.ipa.replace(/^\/|\/$/g, "")}/</span>}
        </p>
        <p>
          <span className="chip">{w.pos}</span>{" "}
          {w.cefr_lv && <span className="chip">CEFR-J {w.cefr_lv}</span>}
        </p>
        <p className="sw-word">{w.mean}</p>
        <SpeakButton src={audio(w.word, w.audio_url)} label={t("sw.listen")} testId="sw-say-word" />
        <dl className="facts">
          <dt>{t("sw.mastery")}</dt>
          <dd data-testid="sw-word-mastery">
            <span className={`sw-dot sw-bar-${w.mastery}`} aria-hidden="true" />
            {t(`sw.mastery.${w.mastery}`)}
          </dd>
          <dt>{t("sw.due_at")}</dt>
          <dd>{w.due_at ? formatDate(w.due_at, i18n.language) : t("sw.not_scheduled")}</dd>
        </dl>
      </section>
      {w.sentence && (
        <section className="card sw-example" aria-labelledby="sw-word-example">
          <h2 id="sw-word-example">{t("sw.example")}</h2>
          <p lang="en">{w.sentence}</p>
          <p className="muted">{w.sentence_jp}</p>
          <Link to={studyWordUrls.sentence(w.word_id, planId ?? undefined)}>{t("sw.open_sentence")}</Link>
        </section>
      )}
      {planId !== null && (
        <Link className="btn btn-secondary" to={studyWordUrls.list(planId)}>
          {t("sw.word_list")}
        </Link>
      )}
    </div>
  );
}
