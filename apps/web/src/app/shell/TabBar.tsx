import { Icon, type IconName } from "@web/components/Icon.tsx";
import { HomeworkTabBadge } from "@web/features/homework/exports/tab-badge.ts";
import { isCollegeStudent } from "@web/lib/session.ts";
import { type MainTab, visibleTabs } from "@web/lib/tabs.ts";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { registeredTabs } from "../feature-routes.ts";
import { dropAlive } from "./keep-alive.ts";

/**
 * The main tabs that exist for this student (college students: bookList and homeworkList only).
 * Choosing a tab from elsewhere clears that tab's kept-alive page so it opens fresh.
 * @returns the tab bar, or nothing when no tab applies
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = visibleTabs(registeredTabs, isCollegeStudent());
  if (tabs.length === 0) return null;
  return (
    <nav className="tabbar" aria-label={t("tabs.label")} data-testid="tabbar">
      {tabs.map((tab) => (
        <NavLink
          key={tab.tab}
          to={tab.path}
          className="tab"
          data-testid={`tab-${tab.tab}`}
          onClick={() => {
            if (pathname !== tab.path) dropAlive(tab.path);
          }}
        >
          <span className="tab-icon">
            <Icon name={TAB_ICONS[tab.tab]} />
          </span>
          <span>{t(`tabs.${tab.tab}`)}</span>
          {tab.tab === "homeworkList" && <HomeworkTabBadge />}
        </NavLink>
      ))}
    </nav>
  );
}

const TAB_ICONS: Record<MainTab, IconName> = {
  home: "home",
  cefrIndex: "target",
  bookList: "book",
  eikenIndex: "pencil",
  homeworkList: "check",
};
