import { currentLanguage, setLanguage } from "@web/i18n/index.ts";
import { useTranslation } from "react-i18next";

/**
 * EN/日本語 switch; the choice is stored.
 * @returns the switch button
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const next = currentLanguage() === "ja" ? "en" : "ja";
  return (
    <button
      type="button"
      className="lang-btn"
      lang={next}
      aria-label={`${t("common.language")}: ${t("common.lang_switch")}`}
      data-testid="lang-switch"
      onClick={() => setLanguage(next)}
    >
      {t("common.lang_switch")}
    </button>
  );
}
