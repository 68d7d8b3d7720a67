import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiWritingUrls } from "../routes.tsx";

/**
 * /ai-writing: what AI writing does, and the way into the topics (by level) and the history.
 * @returns the page
 */
export default function AiWritingHomePage() {
  const { t } = useTranslation();
  usePageTitle(t("ai_writing.title"));
  return (
    <div className="page stack" data-testid="ai-writing-home">
      <h1>{t("ai_writing.title")}</h1>
      <p>{t("ai_writing.intro")}</p>
      <ul className="link-list">
        <li>
          <Link className="card link-row" to={aiWritingUrls.list("junior")} data-testid="ai-writing-junior">
            {t("ai_writing.junior")}
          </Link>
        </li>
        <li>
          <Link className="card link-row" to={aiWritingUrls.list("senior")} data-testid="ai-writing-senior">
            {t("ai_writing.senior")}
          </Link>
        </li>
        <li>
          <Link className="card link-row" to={aiWritingUrls.history()} data-testid="ai-writing-history-link">
            {t("ai_writing.history")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
