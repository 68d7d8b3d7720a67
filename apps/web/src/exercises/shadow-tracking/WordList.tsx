import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import "../speaking/speaking.css";
import "./shadow-tracking.css";
import "../speaking/i18n-tips.ts";
import { PhoneNotesSr } from "../speaking/PhoneNotesSr.tsx";
import { noteSymbols } from "../speaking/phone-symbols.ts";
import type { ListedWord } from "./tracking.ts";

/**
 * The word-list result: every word of the sentence as its own entry, coloured by how it was read
 * (ok / mispronounced / omitted; unmarked when the evaluation does not name it), with the mark in each
 * word's title and a legend so it does not depend on colour alone; mispronounced or tipped phones are
 * named in the title ("/r/ → /l/") and, for screen readers, after the word.
 * @param props - the listed words
 * @returns the list
 */
export function WordList({ words }: { words: readonly ListedWord[] }) {
  const { t } = useTranslation();
  const title = {
    ok: t("speak.legend_ok"),
    mispronounced: t("speak.legend_mispronounced"),
    omitted: t("speak.legend_omitted"),
  };
  const wordTitle = (w: ListedWord) => {
    const mark = w.mark ? title[w.mark] : t("tracking.legend_unmarked");
    return w.notes?.length
      ? mark + t("speak.phone_notes", { notes: w.notes.map(noteSymbols).join(", ") })
      : mark;
  };
  return (
    <div className="sp-words-box">
      <ul className="st-word-list" lang="en" aria-label={t("tracking.words")} data-testid="word-list">
        {words.map((w, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the words of one sentence never reorder
            key={i}
            className={w.mark ? `sw sw-${w.mark}` : "st-unmarked"}
            data-mark={w.mark ?? "none"}
            title={wordTitle(w)}
          >
            {w.text}
            <PhoneNotesSr notes={w.notes} />
          </li>
        ))}
      </ul>
      <p className="sp-legend muted">
        <span className="sw sw-ok">■</span> {title.ok} <span className="sw sw-mispronounced">■</span>{" "}
        {title.mispronounced} <span className="sw sw-omitted">■</span> {title.omitted}
      </p>
    </div>
  );
}
