import { useTranslation } from "react-i18next";
import "./i18n.ts";
import type { ArticleMode } from "./article-answer.ts";

/**
 * The mode choice of spec §4: whole text or sentence by sentence.
 * @param props - the choice callback
 * @returns the two buttons
 */
export function ModeChoice({ onChoose }: { onChoose: (mode: ArticleMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ar-modes" data-testid="mode-choice">
      <p>{t("article.choose_mode")}</p>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="mode-full"
        onClick={() => onChoose("full")}
      >
        {t("article.mode_full")}
      </button>{" "}
      <button type="button" className="btn" data-testid="mode-sentence" onClick={() => onChoose("sentence")}>
        {t("article.mode_sentence")}
      </button>
    </div>
  );
}
