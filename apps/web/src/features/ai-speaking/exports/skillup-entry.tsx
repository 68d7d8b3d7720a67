import { Icon } from "@web/components/Icon.tsx";
import { useStudentInfoQuery } from "@web/features/student/api.ts";
import { isCollegeStudent } from "@web/lib/session.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiSpeakingUrls } from "../urls.ts";

/**
 * The AI speaking card on the skill-up page (its speaking practice's natural next step), shown only to
 * students whose `ai_chat` flag is on; the home keeps no quick link (its bundle has a size budget).
 * @param props - the card's class names, so it looks like the page's other cards
 * @returns the link card, or nothing
 */
export function AiSpeakingEntry({ className }: { className: string }) {
  const { t } = useTranslation();
  const info = useStudentInfoQuery();
  if (isCollegeStudent() || info.data?.ai_chat !== 1 || info.data.is_college_student === 1) return null;
  return (
    <Link to={aiSpeakingUrls.list()} className={className} data-testid="ai-speaking-entry">
      <span className="su-type-head">
        <span className="su-icon">
          <Icon name="users" size={28} />
        </span>
        <span className="su-type-title">{t("ais.title")}</span>
      </span>
      <span className="muted su-type-desc">{t("ais.entry_lead")}</span>
    </Link>
  );
}
