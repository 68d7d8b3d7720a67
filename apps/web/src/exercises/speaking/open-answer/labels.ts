import { useTranslation } from "react-i18next";

/**
 * Whether the app speaks English now (the server writes Japanese, and English only where it has it).
 * @returns true in the English UI
 */
export function useEnglish(): boolean {
  return useTranslation().i18n.language === "en";
}

/**
 * The text to show of a Japanese text and its optional English: the English in the English UI when there
 * is one, else the Japanese.
 * @param ja - the Japanese
 * @param en - the English, if any
 * @param english - the UI is English
 * @returns the text and its language
 */
export function pickText(
  ja: string,
  en: string | undefined,
  english: boolean,
): { text: string; lang: "ja" | "en" } {
  return english && en ? { text: en, lang: "en" } : { text: ja, lang: "ja" };
}

/**
 * An element's label in the UI's language (Japanese when the English is missing).
 * @param element - the element, if any
 * @param english - the UI is English
 * @returns the label ("" without an element)
 */
export function labelOf(element: { label: string; label_en?: string } | undefined, english: boolean): string {
  return element ? pickText(element.label, element.label_en, english).text : "";
}

/** Who reads the open-answer detail: the student (addressed as "you") or a teacher reviewing it. */
export type Viewer = "student" | "teacher";

/**
 * The i18n key of a text that depends on who reads it.
 * @param key - the student's key, "oa.<name>"
 * @param viewer - who reads it
 * @returns the key for that reader ("oa.teacher.<name>" for a teacher)
 */
export function viewerKey(key: `oa.${string}`, viewer: Viewer): string {
  return viewer === "teacher" ? key.replace(/^oa\./, "oa.teacher.") : key;
}
