import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { absentRoutes, SPEC_ROUTES_NOT_BUILT } from "./absent-routes.ts";
import { bareRoutes, mainRoutes, publicRoutes } from "./feature-routes.ts";
import { Providers } from "./Providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { routes } from "./router.tsx";
import { SIDE_ITEMS, visibleSideItems } from "./shell/SideMenu.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const INFO = {
  id: 1,
  username: "student1",
  nickname: "さくら",
  email: "",
  is_college_student: 0,
  speaking_test: 1,
  free_recitation: 1,
  ai_writing: 1,
  ai_chat: 1,
  student_flag: 0,
  new_msg_num: 0,
  unfinished_count: 0,
  logo: "",
  show_full_screen: 0,
  change_password_remind: 0,
  school_id: 1,
  school_name: "s",
  class_id: null,
  class_name: null,
  protocols_agreed: 1,
};
const ACTIVE_CARD = {
  card_id: "C1",
  active_status: 1,
  is_expired: 0,
  activated_at: "2026-04-01T00:00:00Z",
  expires_at: "2027-03-31T00:00:00Z",
};

/** Answers the shell's calls (an active card); anything else is a 404 envelope. */
function stubServer(extra: Record<string, () => Response> = {}) {
  const calls: string[] = [];
  const answers: Record<string, () => Response> = {
    "/v3/student/dashboard": () => ok({ cur_card: ACTIVE_CARD, unfinished_homework_count: 0 }),
    "/v3/student/info": () => ok(INFO),
    ...extra,
  };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost:5173").pathname;
    calls.push(path);
    return answers[path]?.() ?? json(404, { code: 404, message: "not stubbed", data: null });
  });
  return calls;
}

/** Opens the whole app at a URL, as when the student types it or reloads the tab. */
function openApp(path: string, college = false) {
  signIn({ token: "t", id: 1, username: college ? "college1" : "student1", isCollege: college });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const pathOf = (router: ReturnType<typeof openApp>) => router.state.location.pathname;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("ja");
});

describe("routes of the spec that the app does not have yet (issue 16 #10)", { timeout: 20_000 }, () => {
  it("every module of the spec is served now: /live opens its screen, not the not-available page", async () => {
    stubServer({
      "/v3/live/current": () => ok({ live: null }),
      "/v3/live/history": () => ok({ items: [], total: 0, page: 1, limit: 20 }),
    });
    const router = openApp("/live");
    await screen.findByTestId("live-none", {}, { timeout: 5000 });
    expect(screen.queryByTestId("not-available")).toBeNull();
    expect(pathOf(router)).toBe("/live");
    expect(SPEC_ROUTES_NOT_BUILT).toHaveLength(0);
  });

  it("unknown paths still go to / (and from there to the student's main page)", async () => {
    stubServer();
    const router = openApp("/no-such-page");
    await waitFor(() => expect(pathOf(router)).toBe("/home"), { timeout: 5000 });
    expect(screen.queryByTestId("not-available")).toBeNull();
  });

  it("a feature's own route replaces its entry in the list", () => {
    const absent = absentRoutes([{ path: "live" }, { path: "teacher", children: [{ path: "arena/*" }] }]);
    expect(absent.map((r) => r.path)).not.toContain("live");
    expect(absent).toHaveLength(SPEC_ROUTES_NOT_BUILT.filter((r) => r.path !== "live").length);
  });

  it("no entry of the list hides a route a feature serves", () => {
    const full = (rs: typeof mainRoutes, parent = ""): string[] =>
      rs.flatMap((r) => {
        const own = [parent, r.path ?? ""].filter(Boolean).join("/");
        return [...(r.path ? [own] : []), ...full(r.children ?? [], own)];
      });
    const absent = new Set(mainRoutes.filter((r) => r.handle && "absent" in r.handle).map((r) => r.path));
    const served = full([...publicRoutes, ...bareRoutes, ...mainRoutes.filter((r) => !absent.has(r.path))]);
    for (const p of absent) expect(served).not.toContain(p);
    expect(served).toContain("live");
  });
});

describe("college students: textbooks and homework only (issue 16 #11)", { timeout: 20_000 }, () => {
  it.each(["/home", "/skillup", "/skillup/list/1", "/ai-writing", "/ai-writing/list", "/my_collection"])(
    "%s opened by URL goes to /bookList",
    async (path) => {
      stubServer();
      const router = openApp(path, true);
      await waitFor(() => expect(pathOf(router)).toBe("/bookList"), { timeout: 5000 });
    },
  );

  it("keeps a writing homework's result open (it is homework)", async () => {
    stubServer();
    const router = openApp("/ai-writing/homework-detail?homework_id=1&topic_id=2", true);
    await waitFor(() => expect(document.querySelector(".app-header")).not.toBeNull(), { timeout: 5000 });
    expect(pathOf(router)).toBe("/ai-writing/homework-detail");
  });

  it("an ordinary student still opens the home", async () => {
    stubServer();
    const router = openApp("/skillup");
    await waitFor(() => expect(document.querySelector(".app-header")).not.toBeNull(), { timeout: 5000 });
    expect(pathOf(router)).toBe("/skillup");
  });

  it("the side menu offers no ホーム to a college student", () => {
    const college = visibleSideItems(SIDE_ITEMS, { isCollege: true }).map((i) => i.to);
    expect(college).not.toContain("/home");
    expect(visibleSideItems(SIDE_ITEMS, { isCollege: false }).map((i) => i.to)).toContain("/home");
  });
});

describe("saving the nickname from a directly opened /changeName (issue 16 #16)", { timeout: 20_000 }, () => {
  it("goes to the main page when the tab has no in-app history (never the browser's back)", async () => {
    stubServer({ "/v3/student/change-name": () => ok({ nickname: "はると" }) });
    const back = vi.spyOn(window.history, "back");
    const go = vi.spyOn(window.history, "go");
    const router = openApp("/changeName");
    const field = await screen.findByTestId("nickname", {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: "はると" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(pathOf(router)).toBe("/home"), { timeout: 5000 });
    expect(back).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it("goes back to the page it came from when there is one", async () => {
    stubServer({ "/v3/student/change-name": () => ok({ nickname: "はると" }) });
    const router = openApp("/about");
    await waitFor(() => expect(document.querySelector("h1")).not.toBeNull(), { timeout: 5000 });
    window.history.pushState({}, "", "/changeName");
    await router.navigate("/changeName");
    const field = await screen.findByTestId("nickname", {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: "はると" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(pathOf(router)).toBe("/about"), { timeout: 5000 });
  });
});
