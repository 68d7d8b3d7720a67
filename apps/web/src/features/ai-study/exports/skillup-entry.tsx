import { Icon } from "@web/components/Icon.tsx";
import { isCollegeStudent } from "@web/lib/session.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";

/**
 * The AI study card on the skill-up page, beside AI speaking (grammar practice that adapts to the
 * student); not for college students, whose product is textbooks and homework.
 * @param props - the card's class names, so it looks like the page's other cards
 * @returns the link card, or nothing
 */
export function AiStudyEntry({ className }: { className: string }) {
  const { t } = useTranslation();
  if (isCollegeStudent()) return null;
  return (
    <Link to={aiStudyUrls.home()} className={className} data-testid="ai-study-entry">
      <span className="su-type-head">
        <span className="su-icon">
          <Icon name="bulb" size={28} />
        </span>
        <span className="su-type-title">{t("aist.title")}</span>
      </span>
      <span className="muted su-type-desc">{t("aist.entry_lead")}</span>
    </Link>
  );
}
