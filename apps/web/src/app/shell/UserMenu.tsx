import { CLIENT_BUILD, CLIENT_VERSION } from "@hibiki/contracts/constants";
import { logout } from "@web/features/auth/api.ts";
import { useFullscreen } from "@web/hooks/useFullscreen.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { getUsername } from "@web/lib/session.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/**
 * Asks "log out?" (layer_common_logout) and logs out on OK.
 * @param t - translate function
 */
export async function confirmLogout(t: (k: string) => string): Promise<void> {
  try {
    await confirmBox(t("layer_common_logout"), { okLabel: t("menu.logout") });
  } catch (err) {
    if (err instanceof BoxClosedError) return;
    throw err;
  }
  await logout();
}

/**
 * The header's user menu: password reset, My Account, inquiry, manual, terms, full screen, logout, name and
 * app version.
 * @returns the menu button and its popup
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { isFullscreen, toggle } = useFullscreen();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const name = getUsername();
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="icon-btn avatar-btn"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("header.menu")}
        data-testid="user-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase() || "?"}</span>
      </button>
      {open && (
        <div className="menu-popup" id={menuId} data-testid="user-menu">
          <p className="menu-user" data-testid="menu-username">
            {name}
          </p>
          <button type="button" onClick={() => go("/changePassword")}>
            {t("menu.password_reset")}
          </button>
          <button type="button" onClick={() => go("/joinClass")}>
            {t("menu.my_account")}
          </button>
          <button type="button" onClick={() => go("/feedback")} data-testid="menu-inquiry">
            {t("menu.inquiry")}
          </button>
          <button type="button" onClick={() => go("/guide/start")}>
            {t("menu.manual")}
          </button>
          <button type="button" onClick={() => go("/about/details/using_protocol")}>
            {t("menu.terms")}
          </button>
          <button type="button" onClick={toggle}>
            {isFullscreen ? t("menu.exit_fullscreen") : t("menu.fullscreen")}
          </button>
          <button
            type="button"
            className="menu-danger"
            data-testid="menu-logout"
            onClick={() => {
              setOpen(false);
              void confirmLogout(t);
            }}
          >
            {t("menu.logout")}
          </button>
          <p className="menu-version">
            {t("common.version", { version: `${CLIENT_VERSION} (${CLIENT_BUILD})` })}
          </p>
        </div>
      )}
    </div>
  );
}
