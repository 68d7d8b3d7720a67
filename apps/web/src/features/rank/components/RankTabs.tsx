import { RANK_TABS, type RankTab } from "@hibiki/contracts";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/** Id of a tab's button and of the panel it controls (the page renders the panel). */
export const tabId = (tab: RankTab) => `rank-tab-${tab}`;
export const PANEL_ID = "rank-panel";

/**
 * The five boards as a WAI-ARIA tablist: the selected tab is the only one in the tab order, arrow keys,
 * Home and End move between tabs and select them.
 * @param props - the selected tab and the change handler
 * @returns the tablist
 */
export function RankTabs({ tab, onChange }: { tab: RankTab; onChange: (tab: RankTab) => void }) {
  const { t } = useTranslation();
  const refs = useRef(new Map<RankTab, HTMLButtonElement>());
  const handleKey = (e: KeyboardEvent) => {
    const i = RANK_TABS.indexOf(tab);
    const last = RANK_TABS.length - 1;
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % RANK_TABS.length
        : e.key === "ArrowLeft"
          ? (i + last) % RANK_TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = RANK_TABS[to] as RankTab;
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="rank-tabs" role="tablist" aria-label={t("rank.tabs")} onKeyDown={handleKey}>
      {RANK_TABS.map((name) => (
        <button
          key={name}
          ref={(el) => {
            if (el) refs.current.set(name, el);
            else refs.current.delete(name);
          }}
          id={tabId(name)}
          type="button"
          role="tab"
          className="rank-tab"
          aria-selected={tab === name}
          aria-controls={PANEL_ID}
          tabIndex={tab === name ? 0 : -1}
          data-testid={`rank-tab-${name}`}
          onClick={() => onChange(name)}
        >
          {t(`rank.tab.${name}`)}
        </button>
      ))}
    </div>
  );
}
