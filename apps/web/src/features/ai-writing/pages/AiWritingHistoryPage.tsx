import { WritingHistory } from "@web/components/writing/WritingHistory.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { aiWritingUrls } from "../routes.tsx";

/**
 * /ai-writing/history: the student's AI writings, newest first, each opening its result.
 * @returns the page
 */
export default function AiWritingHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t("ai_writing.history"));
  return (
    <div className="page stack" data-testid="ai-writing-history">
      <h1>{t("ai_writing.history")}</h1>
      <WritingHistory source="ai_writing" to={(w) => aiWritingUrls.result(w.writing_id, "history")} />
    </div>
  );
}
