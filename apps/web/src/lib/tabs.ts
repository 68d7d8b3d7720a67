/** Main tab names of spec §2, in display order. */
export const MAIN_TABS = ["home", "cefrIndex", "bookList", "eikenIndex", "homeworkList"] as const;
export type MainTab = (typeof MAIN_TABS)[number];

/** Tabs a college student may see (spec §2/§6). */
export const COLLEGE_TABS: readonly MainTab[] = ["bookList", "homeworkList"];

/** A tab a feature registered: its name and the route path it opens. */
export type TabEntry = { tab: MainTab; path: string };

/**
 * The tabs to show: only those whose feature registered a route, in spec order, reduced for college students.
 * @param registered - tabs found in the route table
 * @param isCollege - whether the student is a college student
 * @returns the visible tabs
 */
export function visibleTabs(registered: readonly TabEntry[], isCollege: boolean): TabEntry[] {
  return MAIN_TABS.flatMap((name) => {
    const entry = registered.find((r) => r.tab === name);
    if (!entry) return [];
    if (isCollege && !COLLEGE_TABS.includes(name)) return [];
    return [entry];
  });
}

/**
 * Where a signed-in student lands (spec §4): bookList for college students when it exists, else home.
 * @param registered - tabs found in the route table
 * @param isCollege - whether the student is a college student
 * @returns the landing path
 */
export function landingPath(registered: readonly TabEntry[], isCollege: boolean): string {
  const tabs = visibleTabs(registered, isCollege);
  if (isCollege) return tabs[0]?.path ?? "/home";
  return tabs.find((t) => t.tab === "home")?.path ?? tabs[0]?.path ?? "/home";
}
