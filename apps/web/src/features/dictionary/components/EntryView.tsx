import type { DictEntry } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import "../pen/pen.css";
import { dictionaryUrls } from "../urls.ts";
import { AudioButton } from "./AudioButton.tsx";
import { InflectionNote } from "./InflectionNote.tsx";
import { MeaningsJa } from "./MeaningsJa.tsx";
import { WordBookButton } from "./WordBookButton.tsx";

/**
 * A full entry: headword, IPA, audio, the inflection note, Japanese meanings, English senses with examples
 * and synonyms (each synonym looks itself up), and add to the word book. Everything is plain text.
 * @param props - the entry
 * @returns the article
 */
export function EntryView({ entry }: { entry: DictEntry }) {
  const { t } = useTranslation();
  return (
    <article
      className="card dict-entry"
      data-testid="dict-entry"
      data-word={entry.word}
      aria-labelledby="dict-headword"
    >
      <header className="dict-entry-head">
        <h2 id="dict-headword" lang="en" className="dict-headword" data-testid="dict-headword">
          {entry.word}
        </h2>
        {entry.ipa && (
          <span className="dict-ipa" lang="en" data-testid="dict-ipa">
            <span className="sr-only">{t("dict.ipa")} </span>/{entry.ipa}/
          </span>
        )}
        <AudioButton entry={entry} testId="dict-audio" />
      </header>
      <InflectionNote inflection={entry.inflection} />
      {entry.meanings_ja.length > 0 && (
        <section aria-label={t("dict.meanings_ja")}>
          <h3>{t("dict.meanings_ja")}</h3>
          <MeaningsJa meanings={entry.meanings_ja} testId="dict-meanings" />
        </section>
      )}
      {entry.senses_en.length > 0 && (
        <section aria-label={t("dict.senses_en")} data-testid="dict-senses">
          <h3>{t("dict.senses_en")}</h3>
          <ol className="dict-senses" lang="en">
            {entry.senses_en.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: senses are fixed per entry and may repeat
              <li key={i} className="dict-sense">
                <span className="dict-pos" lang="ja">
                  {t(`dict.pos.${s.pos}`, { defaultValue: s.pos })}
                </span>
                <span>{s.definition}</span>
                {s.examples.length > 0 && (
                  <ul className="dict-examples" aria-label={t("dict.examples")}>
                    {s.examples.map((ex) => (
                      <li key={ex}>{ex}</li>
                    ))}
                  </ul>
                )}
                {s.synonyms.length > 0 && (
                  <p className="dict-synonyms">
                    <span lang="ja">{t("dict.synonyms")}: </span>
                    {s.synonyms.map((syn, j) => (
                      <span key={syn}>
                        {j > 0 && ", "}
                        <Link to={dictionaryUrls.search(syn, 1)} data-testid="dict-synonym">
                          {syn}
                        </Link>
                      </span>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="dict-entry-actions">
        <WordBookButton entry={entry} testId="dict-add-word-book" />
        {entry.in_word_book && (
          <Link to={dictionaryUrls.wordBook()} data-testid="dict-word-book-link">
            {t("dict.word_book_link")}
          </Link>
        )}
      </div>
    </article>
  );
}
