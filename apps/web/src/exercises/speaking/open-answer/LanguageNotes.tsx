import type { LanguageNote } from "@web/lib/speech/open-answer-xml.ts";
import type { EvaluatedWord } from "@web/lib/speech/result-xml.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { wordsIn } from "./answer-segments.ts";
import { pickText, useEnglish } from "./labels.ts";
import { type HeadingLevel, SectionHeading } from "./SectionHeading.tsx";

/**
 * The notes on the answer's English: the words a note is about (quoted from what was recognised), then
 * the note (Japanese; English in the English UI when the server gave one).
 * @param props - the notes, the recognised words and the level of the section's heading
 * @returns the list, or nothing without notes
 */
export function LanguageNotes({
  notes,
  words,
  level = 3,
}: {
  notes: readonly LanguageNote[];
  words: readonly EvaluatedWord[];
  level?: HeadingLevel;
}) {
  const { t } = useTranslation();
  const english = useEnglish();
  const headingId = useId();
  if (notes.length === 0) return null;
  return (
    <section className="oa-notes" aria-labelledby={headingId} data-testid="language-notes">
      <SectionHeading id={headingId} level={level}>
        {t("oa.notes")}
      </SectionHeading>
      <ul>
        {notes.map((n, i) => {
          const quoted = n.words ? wordsIn(words, n.words) : "";
          const message = pickText(n.message, n.message_en, english);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes keep the server's order
            <li key={i} data-testid="language-note">
              {quoted && (
                <span className="oa-note-words" lang="en">
                  {t("oa.note_words", { words: quoted })}
                </span>
              )}{" "}
              <span lang={message.lang}>{message.text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
