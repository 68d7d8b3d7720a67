import { WritingResult } from "@web/components/writing/WritingResult.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";
import { skillupWritingUrls } from "../routes.tsx";

/**
 * /skillup/writing/history/deep?writing_id: a past skill-up writing opened from the history, with
 * try-again (it replaces this route with the topic's form).
 * @returns the page
 */
export default function SkillupWritingDeepPage() {
  const { t } = useTranslation();
  usePageTitle(t("skillup_writing.history"));
  const [params] = useSearchParams();
  return (
    <div className="page" data-testid="skillup-writing-deep">
      <WritingResult
        writingId={Number(params.get("writing_id") ?? 0) || 0}
        from="history"
        writeUrl={skillupWritingUrls.form}
      />
    </div>
  );
}
