import { getItem, STORAGE_KEYS, setItem } from "@web/lib/storage.ts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { ja } from "./ja.ts";

export type { MessageKey } from "./ja.ts";

/** Languages the app speaks; Japanese is the default. */
export const LANGUAGES = ["ja", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The app's i18next instance (also used outside React, e.g. by the request layer). */
export const i18n = i18next.createInstance();

/** Languages whose app strings are loaded: Japanese is bundled (the default and the fallback). */
const loaded = new Set<Language>(["ja"]);

/**
 * Loads a language's app strings (English is its own chunk, fetched only when it is chosen).
 * @param lng - the language
 * @returns resolves once its strings are in the instance
 */
export async function loadLanguage(lng: Language): Promise<void> {
  if (loaded.has(lng)) return;
  const { en } = await import("./en.ts");
  // a copy: i18next merges later bundles (the exercises', the teacher console's) into the object it holds
  i18n.addResourceBundle("en", "translation", { ...en }, true, false);
  loaded.add(lng);
}

/**
 * Initialises i18next with the stored language (Japanese when none). Until the stored language's strings
 * are loaded ({@link loadLanguage}, which the entry awaits before the first render) it shows Japanese.
 * @returns the instance, ready synchronously
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const stored = getItem<string>(STORAGE_KEYS.lang);
  const lng: Language = stored === "en" ? "en" : "ja";
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: "ja",
    // a copy, as for English: later bundles are merged into it, never into the module's own strings
    resources: { ja: { translation: { ...ja } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  return i18n;
}

/**
 * Switches the language and remembers it.
 * @param lng - "ja" or "en"
 */
export function setLanguage(lng: Language): void {
  setItem(STORAGE_KEYS.lang, lng);
  document.documentElement.lang = lng;
  if (loaded.has(lng)) void i18n.changeLanguage(lng);
  else
    void loadLanguage(lng)
      .then(() => i18n.changeLanguage(lng))
      .catch((err: unknown) => console.warn(`the ${lng} strings did not load`, err));
}

/** @returns the current language */
export function currentLanguage(): Language {
  return i18n.language === "en" ? "en" : "ja";
}
