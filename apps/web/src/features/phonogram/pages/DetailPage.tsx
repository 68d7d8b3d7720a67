import type { PhonemeDetail } from "@hibiki/contracts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePhonemeDetailQuery, useWordAudio } from "../api.ts";
import { HighlightedWord } from "../components/HighlightedWord.tsx";
import "../i18n.ts";
import { phonemeIdOf, phonogramUrls } from "../urls.ts";
import "../phonogram.css";

/**
 * /phonogram/detail?phoneme_id: one phoneme — its symbol, the mouth picture, how to make it, the Japanese
 * sound it is confused with, a tip, example words and minimal pairs to hear (the phoneme's letters
 * highlighted), and the way to its practice.
 * @returns the page
 */
export default function DetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = phonemeIdOf(params.get("phoneme_id"));
  usePageTitle(t("phon.title"));
  if (!id) return <BadLink />;
  return <Detail id={id} />;
}

function BadLink() {
  const { t } = useTranslation();
  return (
    <div className="page phon-page">
      <p role="alert" data-testid="phon-bad-link">
        {t("phon.bad_link")}
      </p>
      <Link to={phonogramUrls.list()}>{t("phon.back_list")}</Link>
    </div>
  );
}

function Detail({ id }: { id: string }) {
  const detail = usePhonemeDetailQuery(id);
  if (detail.error instanceof ApiError && detail.error.status === 404) return <BadLink />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={8} />
      </div>
    );
  return <PhonemePage p={detail.data.phoneme} />;
}

function PhonemePage({ p }: { p: PhonemeDetail }) {
  const { t } = useTranslation();
  const audioOf = useWordAudio();
  const mouth = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(p.mouth_svg)}`;
  return (
    <div className="page phon-page" data-testid="phon-detail" data-phoneme={p.phoneme_id}>
      <Link className="phon-back" to={phonogramUrls.list()}>
        {t("phon.back_list")}
      </Link>
      <header className="phon-head">
        <h1>
          <span className="phon-ipa phon-head-ipa">/{p.ipa}/</span>{" "}
          {t("phon.sound_name", { name: p.name_ja, arpabet: p.arpabet })}
        </h1>
        {p.best_score !== null && (
          <p className="phon-card-score">
            {t("phon.best", { n: p.best_score })}
            {p.is_weak && <span className="phon-badge">{t("phon.weak")}</span>}
          </p>
        )}
      </header>
      <div className="phon-detail-grid">
        <figure className="card phon-mouth">
          <img src={mouth} alt={p.mouth_title} data-testid="phon-mouth" />
          <figcaption className="muted">{p.mouth_title}</figcaption>
        </figure>
        <div className="phon-explain">
          <section className="card">
            <h2>{t("phon.how")}</h2>
            <p>{p.how_ja}</p>
          </section>
          <section className="card">
            <h2>{t("phon.confused")}</h2>
            <p>{p.confused_with_ja}</p>
          </section>
          <section className="card phon-tip">
            <h2>{t("phon.tip")}</h2>
            <p>{p.tip_ja}</p>
          </section>
        </div>
      </div>
      <section aria-labelledby="phon-ex-title">
        <h2 id="phon-ex-title">{t("phon.examples")}</h2>
        <ul className="phon-words">
          {p.examples.map((e) => (
            <li key={e.word} className="card phon-word-card" data-testid="phon-example">
              <HighlightedWord word={e.word} highlight={e.highlight} />
              <span className="muted">{e.ja}</span>
              <SpeakButton
                src={audioOf(e.word)}
                label={t("phon.play_word", { word: e.word })}
                variant="ghost"
              />
            </li>
          ))}
        </ul>
      </section>
      {p.minimal_pairs.length > 0 && (
        <section aria-labelledby="phon-pairs-title">
          <h2 id="phon-pairs-title">{t("phon.pairs")}</h2>
          <ul className="phon-words">
            {p.minimal_pairs.map((pair) => (
              <li key={`${pair.word}-${pair.other}`} className="card phon-pair" data-testid="phon-pair">
                <span className="muted">{t("phon.pair_vs", { a: p.ipa, b: pair.contrast_ipa })}</span>
                <div className="phon-pair-words">
                  <span>
                    <HighlightedWord word={pair.word} highlight={pair.word_highlight} />
                    <SpeakButton
                      src={audioOf(pair.word)}
                      label={t("phon.play_word", { word: pair.word })}
                      variant="ghost"
                    />
                  </span>
                  <span>
                    <HighlightedWord word={pair.other} highlight={pair.other_highlight} />
                    <SpeakButton
                      src={audioOf(pair.other)}
                      label={t("phon.play_word", { word: pair.other })}
                      variant="ghost"
                    />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="phon-actions">
        <Link
          className="btn btn-primary"
          to={phonogramUrls.practice(p.phoneme_id)}
          data-testid="phon-practice"
        >
          {t("phon.practice")}
        </Link>
      </div>
    </div>
  );
}
