import { Icon } from "@web/components/Icon.tsx";
import { skillupQuickLinks } from "@web/features/skillup/routes.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const LINKS = [
  ...skillupQuickLinks,
  { to: "/tokyo/index", key: "home.q_tokyo", icon: "mic" },
  { to: "/college-entrance-test/listening", key: "home.q_college_listening", icon: "target" },
  { to: "/examHome/examTest", key: "home.q_exam_sim", icon: "school" },
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
        {LINKS.map((l) => (
          <Link key={l.to} to={l.to} className="quick-link">
            <span className="quick-icon">
              <Icon name={l.icon} />
            </span>
            <span>{t(l.key)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
