import { TopicList } from "@web/components/writing/TopicList.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";
import { aiWritingUrls } from "../routes.tsx";

/**
 * /ai-writing/list?level=junior|senior: the writing topics of a level (all when the level is missing).
 * @returns the page
 */
export default function AiWritingListPage() {
  const { t } = useTranslation();
  usePageTitle(t("writing.list"));
  const [params] = useSearchParams();
  return (
    <div className="page stack" data-testid="ai-writing-list">
      <h1>{t("writing.list")}</h1>
      <TopicList
        level={params.get("level") ?? ""}
        listUrl={aiWritingUrls.list}
        topicUrl={aiWritingUrls.detail}
      />
    </div>
  );
}
