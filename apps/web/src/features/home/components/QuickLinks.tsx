import { Icon } from "@web/components/Icon.tsx";
import { customReadingQuickLink } from "@web/features/custom-reading/exports/quick-link.ts";
import { dictionaryQuickLink } from "@web/features/dictionary/routes.tsx";
import { ebookQuickLink } from "@web/features/ebook/exports/quick-link.ts";
import { LiveQuickLink } from "@web/features/live/exports/LiveQuickLink.tsx";
import { phonogramQuickLink } from "@web/features/phonogram/exports/quick-link.ts";
import { skillupQuickLinks } from "@web/features/skillup/routes.tsx";
import { StudyWordBadge, studyWordQuickLink } from "@web/features/study-word/exports/quick-link.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const LINKS = [
  ...skillupQuickLinks,
  studyWordQuickLink,
  { to: "/tokyo/index", key: "home.q_tokyo", icon: "mic" },
  { to: "/college-entrance-test/listening", key: "home.q_college_listening", icon: "target" },
  dictionaryQuickLink,
  { to: "/examHome/examTest", key: "home.q_exam_sim", icon: "school" },
  phonogramQuickLink,
  ebookQuickLink,
  customReadingQuickLink,
  { to: "/arena/index", key: "home.q_arena", icon: "star" },
  { to: "/testing", key: "home.q_exam_training", icon: "card" },
  { to: "/joinClass", key: "menu.my_account", icon: "users" },
  { to: "/guide/start", key: "home.guide", icon: "compass" },
  { to: "/changeName", key: "menu.change_name", icon: "pencil" },
  { to: "/about", key: "menu.about", icon: "info" },
] as const;

/**
 * Quick links, only to screens that exist.
 * @returns the card
 */
export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="quick-title">
      <h2 id="quick-title">{t("home.quick_links")}</h2>
      <div className="quick-grid">
        <LiveQuickLink />
        {LINKS.map((l) => (
          <Link key={l.to} to={l.to} className="quick-link">
            <span className="quick-icon">
              <Icon name={l.icon} />
            </span>
            <span>{t(l.key)}</span>
            {l.to === studyWordQuickLink.to && <StudyWordBadge />}
          </Link>
        ))}
      </div>
    </section>
  );
}
