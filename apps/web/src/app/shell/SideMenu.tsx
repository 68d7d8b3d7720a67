import { CLIENT_VERSION } from "@hibiki/contracts/constants";
import { Dialog } from "@web/components/Dialog.tsx";
import { isCollegeStudent } from "@web/lib/session.ts";
import "@web/features/favourites/i18n.ts";
import "@web/features/messages/i18n.ts";
import "@web/features/word-tests/i18n.ts";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

/** One side-menu entry; `show` hides it for students it does not apply to. */
export type SideItem = {
  key: string;
  to: string;
  show: boolean | ((ctx: { isCollege: boolean }) => boolean);
};

/** Side-menu entries (only routes that exist). */
export const SIDE_ITEMS: SideItem[] = [
  { key: "tabs.home", to: "/home", show: (ctx) => !ctx.isCollege },
  { key: "news.title", to: "/news", show: true },
  { key: "word.title", to: "/study_word/test", show: true },
  { key: "favourites.title", to: "/my_collection", show: (ctx) => !ctx.isCollege },
  { key: "menu.my_account", to: "/joinClass", show: true },
  { key: "menu.integral", to: "/integral", show: (ctx) => !ctx.isCollege },
  { key: "menu.rank", to: "/rank/list", show: (ctx) => !ctx.isCollege },
  { key: "menu.arena", to: "/arena/index", show: (ctx) => !ctx.isCollege },
  { key: "menu.usercard", to: "/usercard", show: true },
  { key: "menu.change_name", to: "/changeName", show: true },
  { key: "menu.password_reset", to: "/changePassword", show: true },
  { key: "home.guide", to: "/guide/start", show: (ctx) => !ctx.isCollege },
  { key: "menu.about", to: "/about", show: true },
  { key: "menu.privacy", to: "/privacy-policy", show: true },
];

/**
 * Filters side-menu entries by their show flag.
 * @param items - entries
 * @param ctx - the student's flags
 * @returns the entries to show
 */
export function visibleSideItems(items: SideItem[], ctx: { isCollege: boolean }): SideItem[] {
  return items.filter((i) => (typeof i.show === "function" ? i.show(ctx) : i.show));
}

/**
 * The side menu drawer (a modal on the stack: Esc or the backdrop closes it).
 * @param props - close handler
 * @returns the drawer
 */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const items = visibleSideItems(SIDE_ITEMS, { isCollege: isCollegeStudent() });
  return (
    <Dialog title={t("side.title")} onClose={onClose} testId="side-menu">
      <nav className="side-menu" aria-label={t("header.side_menu")}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} onClick={onClose} className="side-link">
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      <p className="version-label">{t("common.version", { version: CLIENT_VERSION })}</p>
      <button type="button" className="btn btn-secondary btn-block" onClick={onClose}>
        {t("side.close")}
      </button>
    </Dialog>
  );
}
