import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n-tips.ts";
import "./pronunciation-tips.css";
import type { ColouredWord } from "./evaluate-html.ts";
import { PhoneNotesSr } from "./PhoneNotesSr.tsx";
import { noteSymbols } from "./phone-symbols.ts";
import { collectTips, type TipWord } from "./pronunciation-tips.ts";

/**
 * The pronunciation tips of a take: up to three problems typical of Japanese speakers that the engine
 * detected, most frequent first, each with its title, the words where it happened (the letters of the
 * phone highlighted when they can be found, the phone named as "/r/ → /l/") and a short tip.
 * @param props - the take's coloured words with their phone notes
 * @returns the section, or nothing when no tip was detected
 */
export function PronunciationTips({ words }: { words: readonly ColouredWord[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tips = collectTips(words);
  if (tips.length === 0) return null;
  return (
    <section className="sp-tips" aria-labelledby={headingId} data-testid="pronunciation-tips">
      <h3 id={headingId} className="sp-tips-heading">
        {t("speak.tips_heading")}
      </h3>
      <ul className="sp-tips-list">
        {tips.map((g) => (
          <li key={g.tip} className="sp-tip" data-tip={g.tip}>
            <h4 className="sp-tip-title">{t(`speak.tip.${g.tip}.title`)}</h4>
            <ul className="sp-tip-words" aria-label={t("speak.tips_words")}>
              {g.words.map((w) => (
                <li key={`${w.text}|${w.note.phone}|${w.note.heard ?? ""}`} data-testid="tip-word">
                  <TipWordView word={w} />
                </li>
              ))}
              {g.moreWords > 0 && <li className="muted">{t("speak.tips_more", { count: g.moreWords })}</li>}
            </ul>
            <p className="sp-tip-text">{t(`speak.tip.${g.tip}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One word under a tip. Screen readers get the plain word and a sentence about the phone; the
 * highlighted letters and symbols are for the eyes only (a word split by a highlight reads badly).
 */
function TipWordView({ word }: { word: TipWord }) {
  const { text, note, letters } = word;
  return (
    <>
      <span className="sr-only" lang="en">
        {text}
      </span>
      <span className="sp-tip-word" lang="en" aria-hidden="true">
        {letters ? (
          <>
            {text.slice(0, letters[0])}
            <mark>{text.slice(letters[0], letters[1])}</mark>
            {text.slice(letters[1])}
          </>
        ) : (
          text
        )}
      </span>{" "}
      <span className="sp-tip-phone" aria-hidden="true">
        {noteSymbols(note)}
      </span>
      <PhoneNotesSr notes={[note]} />
    </>
  );
}
