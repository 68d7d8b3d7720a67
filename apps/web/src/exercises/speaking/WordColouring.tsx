import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n-tips.ts";
import "./speaking.css";
import type { ColouredWord } from "./evaluate-html.ts";
import { PhoneNotesSr } from "./PhoneNotesSr.tsx";
import { noteSymbols } from "./phone-symbols.ts";

/**
 * The read sentence with every word coloured by how it was read (ok / mispronounced / omitted), plus a
 * legend; the mark is also in each word's title so it does not depend on colour alone. A word's
 * mispronounced or tipped phones are named in its title ("/r/ → /l/") and, for screen readers, after it.
 * @param props - the coloured words (from the evaluation, or parsed back from evaluate_html)
 * @returns the sentence, or nothing when there are no words
 */
export function WordColouring({ words }: { words: readonly ColouredWord[] }) {
  const { t, i18n } = useTranslation();
  if (words.length === 0) return null;
  const title = {
    ok: t("speak.legend_ok"),
    mispronounced: t("speak.legend_mispronounced"),
    omitted: t("speak.legend_omitted"),
  };
  return (
    <div className="sp-words-box">
      <p className="sp-words" lang="en" data-testid="coloured-words">
        <span className="sr-only" lang={i18n.language}>
          {t("speak.words_label")}:{" "}
        </span>
        {words.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: words keep the reference order and never reorder
          <span key={i}>
            <span
              className={`sw sw-${w.mark}`}
              data-mark={w.mark}
              data-phones={phonesOf(w)}
              title={
                w.notes?.length
                  ? title[w.mark] + t("speak.phone_notes", { notes: phonesOf(w) })
                  : title[w.mark]
              }
            >
              {w.text}
            </span>
            <PhoneNotesSr notes={w.notes} />{" "}
          </span>
        ))}
      </p>
      <p className="sp-legend muted">
        <span className="sw sw-ok">■</span> {title.ok} <span className="sw sw-mispronounced">■</span>{" "}
        {title.mispronounced} <span className="sw sw-omitted">■</span> {title.omitted}
      </p>
    </div>
  );
}

/** The word's noted phones as symbols ("/r/ → /l/, /k/"), or undefined without notes. */
function phonesOf(w: ColouredWord): string | undefined {
  return w.notes?.length ? w.notes.map(noteSymbols).join(", ") : undefined;
}
