import { WritingHistory } from "@web/components/writing/WritingHistory.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { skillupWritingUrls } from "../routes.tsx";

/**
 * /skillup/writing/history: the student's skill-up writings, each opening history/deep.
 * @returns the page
 */
export default function SkillupWritingHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t("skillup_writing.history"));
  return (
    <div className="page stack" data-testid="skillup-writing-history">
      <h1>{t("skillup_writing.history")}</h1>
      <WritingHistory source="skillup" to={(w) => skillupWritingUrls.deep(w.writing_id)} />
    </div>
  );
}
