import { WriteTopic } from "@web/components/writing/WriteTopic.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";
import { aiWritingUrls } from "../routes.tsx";

/**
 * /ai-writing/detail?topic_id: write on a topic, get the AI check, switch between panel and result.
 * @returns the page
 */
export default function AiWritingDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t("ai_writing.title"));
  const [params] = useSearchParams();
  return (
    <div className="page stack" data-testid="ai-writing-detail">
      <WriteTopic
        topicId={params.get("topic_id")?.trim() ?? ""}
        source="ai_writing"
        resultTo={(r) => aiWritingUrls.result(r.writing_id, "last")}
      />
    </div>
  );
}
