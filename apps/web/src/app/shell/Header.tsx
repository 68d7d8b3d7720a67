import { Icon } from "@web/components/Icon.tsx";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { registeredTabs } from "../feature-routes.ts";
import { mainPath, useGoBack } from "../go-back.ts";
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
  const goBack = useGoBack();
  const { pathname } = useLocation();
  const main = mainPath();
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
          onClick={goBack}
        >
          <Icon name="back" />
        </button>
      )}
      <Link to={main} className="logo" data-testid="logo">
        <span className="logo-mark" aria-hidden="true">
          響
        </span>
        <span className="logo-text">Hibiki</span>
        <span className="sr-only">{t("header.logo")}</span>
      </Link>
      <div className="header-spacer" />
      <SpeedPicker />
      <LanguageSwitch />
      <UserMenu />
    </header>
  );
}
