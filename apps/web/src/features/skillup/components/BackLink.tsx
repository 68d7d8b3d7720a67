import { Icon } from "@web/components/Icon.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { skillupUrls } from "../routes.tsx";

const TYPE_PATTERN = /^[a-z0-9-]{1,50}$/;

/**
 * The link above the skill-up player and result back to the type's list (or to /skillup when the URL
 * carries no valid type).
 * @param props - the `type` query value
 * @returns the link
 */
export function BackLink({ type }: { type: string | null }) {
  const { t } = useTranslation();
  const valid = type !== null && TYPE_PATTERN.test(type);
  return (
    <nav className="su-back">
      <Link to={valid ? skillupUrls.list(type) : skillupUrls.index()} data-testid="skillup-back">
        <Icon name="back" size={16} />
        {valid ? t("skillup.back_to_list") : t("skillup.back_to_index")}
      </Link>
    </nav>
  );
}
