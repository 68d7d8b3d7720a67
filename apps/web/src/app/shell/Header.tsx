import { Icon } from "@web/components/Icon.tsx";
import { isCollegeStudent } from "@web/lib/session.ts";
import { landingPath } from "@web/lib/tabs.ts";
import { canGoBack } from "@web/lib/visit-history.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { registeredTabs } from "../feature-routes.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SpeedPicker } from "./SpeedPicker.tsx";
import { UserMenu } from "./UserMenu.tsx";

/**
 * The app header: side-menu button, logo (home), back button (main page when there is no history), speed
 * picker, language switch and user menu.
 * @param props - opens the side menu
 * @returns the header
 */
export function Header({ onOpenSide }: { onOpenSide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const main = landingPath(registeredTabs, isCollegeStudent());
  const atTabRoot = registeredTabs.some((tab) => tab.path === pathname) || pathname === main;
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-btn"
        aria-label={t("side.open")}
        onClick={onOpenSide}
        data-testid="side-open"
      >
        <Icon name="menu" />
      </button>
      {!atTabRoot && (
        <button
          type="button"
          className="icon-btn"
          aria-label={t("header.back")}
          data-testid="back-button"
          onClick={() => {
            if (canGoBack() && window.history.length > 1) void navigate(-1);
            else void navigate(main);
          }}
        >
          <Icon name="back" />
        </button>
      )}
      <Link to={main} className="logo" aria-label={t("header.logo")} data-testid="logo">
        <span className="logo-mark" aria-hidden="true">
          響
        </span>
        <span className="logo-text">Hibiki</span>
      </Link>
      <div className="header-spacer" />
      <SpeedPicker />
      <LanguageSwitch />
      <UserMenu />
    </header>
  );
}
