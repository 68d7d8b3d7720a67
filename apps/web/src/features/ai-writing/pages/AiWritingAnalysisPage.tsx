import { WritingAnalysis } from "@web/components/writing/WritingAnalysis.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";

/**
 * /ai-writing/result/analysis?writing_id: the four overall scores with their explanations.
 * @returns the page
 */
export default function AiWritingAnalysisPage() {
  const { t } = useTranslation();
  usePageTitle(t("ai_writing.title"));
  const [params] = useSearchParams();
  return (
    <div className="page" data-testid="ai-writing-analysis">
      <WritingAnalysis writingId={Number(params.get("writing_id") ?? 0) || 0} />
    </div>
  );
}
