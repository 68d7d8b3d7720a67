import { WriteTopic } from "@web/components/writing/WriteTopic.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";
import { skillupWritingUrls } from "../routes.tsx";

/**
 * /skillup/writing/form?topic_id: write on a skill-up topic and see the check.
 * @returns the page
 */
export default function SkillupWritingFormPage() {
  const { t } = useTranslation();
  usePageTitle(t("skillup_writing.title"));
  const [params] = useSearchParams();
  return (
    <div className="page stack" data-testid="skillup-writing-form">
      <WriteTopic
        topicId={params.get("topic_id")?.trim() ?? ""}
        source="skillup"
        resultTo={(r) => skillupWritingUrls.result(r.writing_id, "last")}
      />
    </div>
  );
}
