import { useTranslation } from "react-i18next";
import "./i18n-tips.ts";
import type { PhoneNote } from "./evaluate-html.ts";
import { phoneSymbol } from "./phone-symbols.ts";

/**
 * What the phone notes of a word say, for screen readers only ("r sounded like l", "an extra uː after k"):
 * the symbols shown on screen ("/r/ → /l/", "/k/ + /uː/") read badly aloud.
 * @param props - the word's phone notes
 * @returns the hidden text, or nothing without notes
 */
export function PhoneNotesSr({ notes }: { notes: readonly PhoneNote[] | undefined }) {
  const { t, i18n } = useTranslation();
  if (!notes?.length) return null;
  const said = notes.map((n) => {
    const expected = phoneSymbol(n.phone, n.tip);
    if (!n.heard) return t("speak.phone_check", { expected });
    const heard = phoneSymbol(n.heard);
    return n.tip === "vowel-added"
      ? t("speak.phone_added", { expected, heard })
      : t("speak.phone_heard", { expected, heard });
  });
  return (
    <span className="sr-only" lang={i18n.language}>
      {t("speak.phone_notes", { notes: said.join(i18n.language === "en" ? ", " : "、") })}
    </span>
  );
}
