import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { getToasts } from "@web/lib/toast-store.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { integralRoutes } from "../routes.tsx";
import IntegralLogsPage from "./IntegralLogsPage.tsx";
import IntegralPage from "./IntegralPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
type Handler = (search: URLSearchParams, init?: RequestInit) => Response;
function serve(routes: Record<string, Handler>) {
  const seen: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    seen.push(`${url.pathname}?${url.searchParams.toString()}`);
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(url.searchParams, init);
  });
  return seen;
}
function renderAt(url: string, element: ReactElement, path: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const P = "/v3/integral";
const head = (points: number, unclaimed: number) => () =>
  ok({
    points,
    today_points: points,
    streak_days: 6,
    longest_streak: 9,
    unclaimed_count: unclaimed,
    study_days: ["2026-11-27", "2026-11-30"],
    today: "2026-11-30",
  });
const mission = (id: number, state: string, progress = 10) => ({
  mission_id: id,
  type_id: id > 200 ? 2 : 1,
  title_ja: `ミッション${id}`,
  title_en: `Mission ${id}`,
  target: 10,
  progress,
  points: 10,
  state,
});

describe("points pages (/integral, /integral/logs)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves both spec routes and is closed to college students", () => {
    expect(integralRoutes.map((r) => r.path)).toEqual(["integral", "integral/logs"]);
    expect(deniedForCollege("/integral")).toBe(true);
    expect(deniedForCollege("/integral/logs")).toBe(true);
  });

  it("shows the points, the streak and the missions, and a claim updates the mission at once", async () => {
    let claimed = false;
    serve({
      [`${P}/student-index`]: () => (claimed ? head(10, 0)() : head(0, 1)()),
      [`${P}/mission-list`]: (q) =>
        q.get("type_id") === "2"
          ? ok({ items: [mission(201, "in_progress", 3)] })
          : ok({ items: [mission(101, claimed ? "claimed" : "reached"), mission(102, "in_progress", 4)] }),
      [`${P}/mission-get-points`]: () => {
        claimed = true;
        return ok({ mission_id: 101, points: 10, total_points: 10 });
      },
    });
    renderAt("/integral", <IntegralPage />, "/integral");
    expect((await screen.findByTestId("itg-points")).textContent).toContain("0 pt");
    expect(screen.getByTestId("itg-streak").textContent).toContain("6 日");
    expect(screen.getByTestId("itg-unclaimed").textContent).toContain("受け取れるミッション 1 件");
    expect(screen.getByLabelText("2026-11-27: 学習しました")).toBeTruthy();
    const card = await screen.findByTestId("mission-101");
    expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("10");
    expect(within(screen.getByTestId("mission-102")).getByText("挑戦中")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "10 pt 受け取る" }));
    // shown claimed at once, then read again
    expect(await within(screen.getByTestId("mission-101")).findByText("受け取り済み")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("itg-points").textContent).toContain("10 pt"));
    expect(getToasts().some((t) => t.text === "10 ポイントを受け取りました")).toBe(true);
    // the weekly tab by keyboard
    fireEvent.keyDown(screen.getByRole("tab", { name: "デイリー" }), { key: "ArrowRight" });
    expect(await screen.findByTestId("mission-201")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "ウィークリー" }).getAttribute("aria-selected")).toBe("true");
  });

  it("rolls a refused claim back and shows the retry panel when the head fails", async () => {
    serve({
      [`${P}/mission-list`]: () => ok({ items: [mission(101, "reached")] }),
      [`${P}/mission-get-points`]: () =>
        json(400, {
          code: 400,
          message: "このミッションのポイントはすでに受け取りました。",
          data: { error_key: "integral_mission_claimed" },
        }),
    });
    renderAt("/integral", <IntegralPage />, "/integral");
    expect(await screen.findByTestId("load-error")).toBeTruthy();
    const card = await screen.findByTestId("mission-101");
    fireEvent.click(within(card).getByRole("button", { name: "10 pt 受け取る" }));
    await waitFor(() =>
      expect(
        (
          within(screen.getByTestId("mission-101")).getByRole("button", {
            name: "10 pt 受け取る",
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(false),
    );
  });

  it("lists the logs of a chosen month, 10 a page, in English too", async () => {
    await i18n.changeLanguage("en");
    const seen = serve({
      [`${P}/date-for-select`]: () =>
        ok({
          items: [
            { date: "2026-11", points: 120 },
            { date: "2026-10", points: 30 },
          ],
        }),
      [`${P}/mission-logs`]: (q) =>
        ok({
          total: 12,
          month_points: 120,
          items: Array.from({ length: q.get("page") === "2" ? 2 : 10 }, (_, i) => ({
            log_id: i + 1,
            mission_id: 101,
            type_id: 1,
            title_ja: "今日、10問に答えよう",
            title_en: "Answer 10 questions today",
            points: 10,
            claimed_at: "2026-11-30T03:00:00.000Z",
          })),
        }),
    });
    const router = renderAt("/integral/logs", <IntegralLogsPage />, "/integral/logs");
    expect(await screen.findAllByText("Answer 10 questions today")).toHaveLength(10);
    const picker = screen.getByTestId("itg-month");
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(3));
    fireEvent.change(picker, { target: { value: "2026-11" } });
    await waitFor(() => expect(router.state.location.search).toBe("?date=2026-11"));
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Older ›" }));
    await waitFor(() => expect(screen.getAllByText("Answer 10 questions today")).toHaveLength(2));
    const last = seen.filter((u) => u.startsWith(`${P}/mission-logs`)).at(-1) ?? "";
    expect(last).toContain("date=2026-11");
    expect(last).toContain("page=2");
  });
});
