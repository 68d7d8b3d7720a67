import { WritingResult } from "@web/components/writing/WritingResult.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";
import { aiWritingUrls } from "../routes.tsx";

/**
 * /ai-writing/result?writing_id&from: one writing's checked result with the try-again button.
 * @returns the page
 */
export default function AiWritingResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("ai_writing.title"));
  const [params] = useSearchParams();
  return (
    <div className="page" data-testid="ai-writing-result">
      <WritingResult
        writingId={Number(params.get("writing_id") ?? 0) || 0}
        from={params.get("from")}
        writeUrl={aiWritingUrls.detail}
        analysisUrl={aiWritingUrls.analysis}
      />
    </div>
  );
}
