import { WritingResult } from "@web/components/writing/WritingResult.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n.ts";
import { skillupWritingUrls } from "../routes.tsx";

/**
 * /skillup/writing/result?writing_id&from: a skill-up writing's result with the try-again button.
 * @returns the page
 */
export default function SkillupWritingResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("skillup_writing.title"));
  const [params] = useSearchParams();
  return (
    <div className="page" data-testid="skillup-writing-result">
      <WritingResult
        writingId={Number(params.get("writing_id") ?? 0) || 0}
        from={params.get("from")}
        writeUrl={skillupWritingUrls.form}
      />
    </div>
  );
}
