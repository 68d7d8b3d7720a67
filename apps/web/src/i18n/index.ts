import { getItem, STORAGE_KEYS, setItem } from "@web/lib/storage.ts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en.ts";
import { ja } from "./ja.ts";

export type { MessageKey } from "./ja.ts";

/** Languages the app speaks; Japanese is the default. */
export const LANGUAGES = ["ja", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The app's i18next instance (also used outside React, e.g. by the request layer). */
export const i18n = i18next.createInstance();

/**
 * Initialises i18next with the stored language (Japanese when none).
 * @returns the instance, ready synchronously (resources are bundled)
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const stored = getItem<string>(STORAGE_KEYS.lang);
  const lng: Language = stored === "en" ? "en" : "ja";
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: "ja",
    resources: { ja: { translation: ja }, en: { translation: en } },
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
  void i18n.changeLanguage(lng);
}

/** @returns the current language */
export function currentLanguage(): Language {
  return i18n.language === "en" ? "en" : "ja";
}
