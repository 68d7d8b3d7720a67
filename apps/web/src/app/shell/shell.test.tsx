import { screen } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { visibleTabs } from "@web/lib/tabs.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { registeredTabs } from "../feature-routes.ts";
import { SIDE_ITEMS, visibleSideItems } from "./SideMenu.tsx";
import { TabBar } from "./TabBar.tsx";

describe("TabBar", () => {
  it("shows an ordinary student the tabs whose feature exists, in the spec's order", () => {
    signIn({ token: "t", id: 1, username: "student1", isCollege: false });
    renderWithProviders(<TabBar />, "/home");
    const tabs = screen.getAllByRole("link").map((a) => a.getAttribute("data-testid"));
    expect(tabs).toEqual(visibleTabs(registeredTabs, false).map((t) => `tab-${t.tab}`));
    expect(tabs.slice(0, 2)).toEqual(["tab-home", "tab-cefrIndex"]);
    expect(screen.getByTestId("tab-cefrIndex").getAttribute("href")).toBe("/steps");
    expect(screen.getByTestId("tab-home").textContent).toContain("ホーム");
  });

  it("never shows a college student the home, CEFR or exam tabs", () => {
    signIn({ token: "t", id: 2, username: "college1", isCollege: true });
    renderWithProviders(<TabBar />, "/home");
    for (const tab of ["tab-home", "tab-cefrIndex", "tab-eikenIndex"])
      expect(screen.queryByTestId(tab)).toBeNull();
  });
});

describe("side menu", () => {
  it("filters entries by their show flag", () => {
    const ordinary = visibleSideItems(SIDE_ITEMS, { isCollege: false }).map((i) => i.to);
    const college = visibleSideItems(SIDE_ITEMS, { isCollege: true }).map((i) => i.to);
    expect(ordinary).toContain("/guide/start");
    expect(college).not.toContain("/guide/start");
    expect(college).toContain("/joinClass");
    // points, rankings and the arena are for school students (closed to college students)
    expect(ordinary).toEqual(
      expect.arrayContaining(["/integral", "/rank/list", "/arena/index", "/usercard"]),
    );
    expect(college).not.toContain("/integral");
    expect(college).not.toContain("/rank/list");
    expect(college).not.toContain("/arena/index");
  });
});
