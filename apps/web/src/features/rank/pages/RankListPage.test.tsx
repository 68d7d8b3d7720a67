import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rankRoutes } from "../routes.tsx";
import RankListPage from "./RankListPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
type Call = { path: string; query: URLSearchParams; body: unknown };

function serve(handler: (c: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const c = {
      path: url.pathname,
      query: url.searchParams,
      body: init?.body instanceof URLSearchParams ? Object.fromEntries(init.body) : null,
    };
    calls.push(c);
    return handler(c);
  });
  return calls;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/rank/list", element: <RankListPage /> }], {
    initialEntries: [url],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const row = (rank: number, nickname: string, value: number, over: Record<string, unknown> = {}) => ({
  rank,
  nickname,
  value,
  is_me: 0,
  student_id: rank,
  class_name: "1年A組",
  other_school: 0,
  ...over,
});

const board = (over: Record<string, unknown> = {}, me: Record<string, unknown> = {}) => ({
  tab: "learning_score",
  scope: "class",
  unit: "points",
  page: 1,
  limit: 20,
  total: 2,
  list: [
    row(1, "さくら", 9000),
    row(2, "ほし", 7000, { other_school: 1, student_id: null, class_name: null }),
  ],
  me: {
    row: row(25, "わたし", 1200, { is_me: 1 }),
    reason: null,
    practices: 64,
    practices_needed: 0,
    hide_beyond_class: 0,
    ...me,
  },
  day: "2026-11-30",
  computed_at: "2026-11-29T18:00:05Z",
  computed_on_request: 0,
  period_from: "2026-10-31",
  period_to: "2026-11-29",
  next_update_at: "2026-11-30T18:00:00Z",
  class_name: "1年A組",
  school_name: "Hibiki",
  ...over,
});

describe("rankings page (/rank/list)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("is a route of the app and closed to college students", () => {
    expect(rankRoutes.map((r) => r.path)).toContain("rank/list");
    expect(deniedForCollege("/rank/list")).toBe(true);
  });

  it("shows the board with units and bars, another school by nickname, and my row pinned", async () => {
    const calls = serve(() => ok(board()));
    renderAt("/rank/list");
    const rows = await screen.findAllByTestId("rank-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("さくら");
    expect(rows[0]?.textContent).toContain("9,000 点");
    expect(rows[1]?.textContent).toContain("他の学校");
    const mine = screen.getByTestId("rank-me-row");
    expect(mine.getAttribute("aria-current")).toBe("true");
    expect(mine.textContent).toContain("25");
    expect(mine.textContent).toContain("あなた");
    expect(screen.getByTestId("rank-notes").textContent).toContain("毎日 3:00 に更新");
    expect(screen.getByTestId("rank-period").textContent).toContain("10/31〜11/29");
    expect(calls[0]?.query.get("tab")).toBe("learning_score");
    expect(calls[0]?.query.get("scope")).toBe("class");
  });

  it("tabs are an accessible tablist moved with the arrow keys; the scope switch asks again", async () => {
    const calls = serve((c) =>
      ok(board({ tab: c.query.get("tab"), scope: c.query.get("scope"), unit: "answers" })),
    );
    const router = renderAt("/rank/list");
    const list = await screen.findByRole("tablist");
    const tabs = within(list).getAllByRole("tab");
    expect(tabs).toHaveLength(5);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(tabs[1]?.tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tabs[0]?.id);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    await waitFor(() => expect(router.state.location.search).toContain("tab=average_score"));
    expect(document.activeElement).toBe(screen.getByTestId("rank-tab-average_score"));
    fireEvent.keyDown(screen.getByTestId("rank-tab-average_score"), { key: "End" });
    await waitFor(() => expect(router.state.location.search).toContain("tab=streak_days"));
    fireEvent.click(screen.getByTestId("rank-scope-all"));
    await waitFor(() => expect(calls.some((c) => c.query.get("scope") === "all")).toBe(true));
    expect(calls.at(-1)?.query.get("tab")).toBe("streak_days");
  });

  it("tells a student under 50 practices how many are missing", async () => {
    serve(() =>
      ok(
        board(
          { computed_on_request: 1 },
          { row: null, reason: "few_practices", practices: 38, practices_needed: 12 },
        ),
      ),
    );
    renderAt("/rank/list?tab=answer_count&scope=school");
    const msg = await screen.findByTestId("rank-not-ranked");
    expect(msg.textContent).toContain("あと 12 回");
    expect(msg.querySelector("progress")?.getAttribute("value")).toBe("38");
    expect(screen.queryByTestId("rank-me-row")).toBeNull();
    expect(screen.getByTestId("rank-first-compute")).toBeTruthy();
  });

  it("the hide switch posts the choice and reloads the board", async () => {
    let hidden = 0;
    const calls = serve((c) => {
      if (c.path === "/v3/rank/privacy") {
        hidden = Number((c.body as { hide_beyond_class: string }).hide_beyond_class);
        return ok({ hide_beyond_class: hidden });
      }
      return ok(board({}, { hide_beyond_class: hidden }));
    });
    renderAt("/rank/list");
    const sw = (await screen.findByTestId("rank-privacy")) as HTMLInputElement;
    expect(sw.getAttribute("role")).toBe("switch");
    expect(sw.checked).toBe(false);
    fireEvent.click(sw);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/v3/rank/privacy"));
    await waitFor(() => expect((screen.getByTestId("rank-privacy") as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((c) => c.path === "/v3/rank/list").length).toBeGreaterThan(1);
  });

  it("shows a college account's refusal and a failed load's retry, in English too", async () => {
    await i18n.changeLanguage("en");
    serve(() => json(403, { code: 403, message: "no", data: { error_key: "college_not_available" } }));
    renderAt("/rank/list");
    expect(await screen.findByTestId("rank-refused")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Rankings");
  });
});
