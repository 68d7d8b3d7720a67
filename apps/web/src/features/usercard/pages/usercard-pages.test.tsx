import { ACHIEVEMENTS, FRAMES, type UserCard } from "@hibiki/contracts";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { badgeUrl, frameUrl } from "../art/index.ts";
import { usercardRoutes } from "../routes.tsx";
import UserCardListPage from "./UserCardListPage.tsx";
import UserCardPage from "./UserCardPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
type Handler = (search: URLSearchParams, body: string) => Response;
function serve(routes: Record<string, Handler>) {
  const calls: Array<{ path: string; body: string }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const body = init?.body ? String(init.body) : "";
    calls.push({ path: url.pathname, body });
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(url.searchParams, body);
  });
  return calls;
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

const EARNED = new Set([1, 2, 5]);
const titles = () =>
  ACHIEVEMENTS.map((a) => ({
    achieve_id: a.id,
    code: a.code,
    title_ja: a.title_ja,
    title_en: a.title_en,
    how_ja: a.how_ja,
    how_en: a.how_en,
    earned: EARNED.has(a.id) ? 1 : 0,
    earned_at: EARNED.has(a.id) ? "2026-11-20T03:00:00Z" : null,
    progress: EARNED.has(a.id) ? a.target : Math.floor(a.target / 2),
    target: a.target,
    is_selected: a.id === 5 ? 1 : 0,
  }));
const photos = () => [
  ...FRAMES.map((f) => ({
    photo_id: f.id,
    photo_type: 1,
    code: f.code,
    name_ja: f.name_ja,
    name_en: f.name_en,
    how_ja: f.how_ja,
    how_en: f.how_en,
    earned: f.id <= 102 ? 1 : 0,
    earned_at: null,
    progress: f.id <= 102 ? 1 : 0,
    target: 1,
    is_selected: f.id === 101 ? 1 : 0,
  })),
  ...titles().map((t) => ({
    photo_id: t.achieve_id,
    photo_type: 2,
    code: t.code,
    name_ja: t.title_ja,
    name_en: t.title_en,
    how_ja: t.how_ja,
    how_en: t.how_en,
    earned: t.earned,
    earned_at: t.earned_at,
    progress: t.progress,
    target: t.target,
    is_selected: t.achieve_id === 1 ? 1 : 0,
  })),
];
const card = (over: Partial<UserCard> = {}): UserCard => ({
  card_student_id: 3,
  nickname: "Sora",
  class_name: "1-A",
  title: { achieve_id: 5, title_ja: "パーフェクト", title_en: "Perfect Score" },
  frame: { photo_id: 101, code: "standard", name_ja: "スタンダード", name_en: "Standard" },
  badges: [{ photo_id: 1, code: "first-practice", name_ja: "はじめの一歩", name_en: "First Step" }],
  show_stats: 0,
  achieve_count: 3,
  achieve_total: 16,
  ...over,
});
const list = <T,>(items: T[]) => ({ list: items, total: items.length, earned_count: 3, page: 1, limit: 100 });

describe("user card pages (issue 25)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves /usercard and /usercard/list, open to college students (user centre), with art for every code", () => {
    expect(usercardRoutes.map((r) => r.path)).toEqual(["usercard", "usercard/list"]);
    expect(deniedForCollege("/usercard")).toBe(false);
    for (const a of ACHIEVEMENTS) expect(badgeUrl(a.code), a.code).not.toBe("");
    expect(new Set(FRAMES.map((f) => frameUrl(f.code))).size).toBe(FRAMES.length);
    const sources = import.meta.glob<string>("../art/*.svg", {
      eager: true,
      query: "?raw",
      import: "default",
    });
    expect(Object.keys(sources)).toHaveLength(ACHIEVEMENTS.length + FRAMES.length);
    for (const [file, svg] of Object.entries(sources)) {
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, file).not.toMatch(/<script|\son[a-z]+=|href=/i);
    }
  });

  it("edit mode: the preview, earned titles only, and a badge added at once", async () => {
    let mine = card();
    const calls = serve({
      "/v3/user-card/my-selected": () => ok({ card: mine }),
      "/v3/user-card/achieve-title-list": () => ok(list(titles())),
      "/v3/user-card/achieve-photo-list": () => ok({ ...list(photos()), total: 22 }),
      "/v3/user-card/change-achieve": () => {
        mine = card({
          badges: [
            { photo_id: 1, code: "first-practice", name_ja: "はじめの一歩", name_en: "First Step" },
            { photo_id: 2, code: "answers-100", name_ja: "百問チャレンジャー", name_en: "Hundred Answers" },
          ],
        });
        return ok({ card: mine });
      },
    });
    renderAt("/usercard", <UserCardPage />, "/usercard");
    const preview = await screen.findByTestId("uc-card");
    expect(within(preview).getByTestId("uc-card-title").textContent).toBe("パーフェクト");
    expect(preview.textContent).toContain("Sora");
    expect(screen.getAllByTestId("uc-title-option").map((o) => o.dataset.code)).toEqual([
      "first-practice",
      "answers-100",
      "perfect-practice",
    ]);
    expect(screen.getAllByTestId("uc-frame-option").map((o) => o.dataset.code)).toEqual([
      "standard",
      "sakura",
    ]);
    const badge = screen.getAllByTestId("uc-badge-option").find((b) => b.dataset.code === "answers-100")!;
    fireEvent.click(badge);
    await waitFor(() => expect(within(screen.getByTestId("uc-card")).getAllByRole("img")).toHaveLength(3));
    const post = calls.find((c) => c.path === "/v3/user-card/change-achieve")!;
    expect(new URLSearchParams(post.body).get("change_type")).toBe("badge_add");
    expect(new URLSearchParams(post.body).get("achieve_id")).toBe("2");
  });

  it("photo mode: locked frames and badges greyed with how to earn them and the progress", async () => {
    serve({ "/v3/user-card/achieve-photo-list": () => ok({ ...list(photos()), total: 22 }) });
    renderAt("/usercard?mode=photo", <UserCardPage />, "/usercard");
    await waitFor(() => expect(screen.getAllByTestId("uc-tile")).toHaveLength(22));
    expect(screen.getByTestId("uc-mode-photo").getAttribute("aria-selected")).toBe("true");
    const gold = screen.getAllByTestId("uc-tile").find((x) => x.dataset.code === "gold")!;
    expect(gold.className).toContain("uc-locked");
    expect(gold.textContent).toContain("実績を10こ手に入れる");
    const ace = screen.getAllByTestId("uc-tile").find((x) => x.dataset.code === "answers-1000")!;
    expect(within(ace).getByRole("progressbar").getAttribute("value")).toBe("500");
    expect(ace.textContent).toContain("500 / 1000");
  });

  it("collection mode: every achievement with its progress, in English after the switch", async () => {
    await i18n.changeLanguage("en");
    serve({ "/v3/user-card/achieve-title-list": () => ok(list(titles())) });
    renderAt("/usercard?mode=collection", <UserCardPage />, "/usercard");
    await waitFor(() => expect(screen.getAllByTestId("uc-achievement")).toHaveLength(16));
    expect(screen.getByTestId("uc-collection-summary").textContent).toBe("3 of 16 earned");
    const first = screen.getAllByTestId("uc-achievement")[0]!;
    expect(first.textContent).toContain("First Step");
    expect(first.dataset.earned).toBe("1");
  });

  it("list: the standing, the class ranking with my row, a classmate's card without hidden figures", async () => {
    serve({
      "/v3/user-card/report/my-achieve-ranking": () =>
        ok({
          achieve_count: 3,
          achieve_total: 16,
          class_rank: 2,
          class_size: 3,
          school_rank: 5,
          school_size: 40,
        }),
      "/v3/user-card/report/achieve-ranking": (q) =>
        ok({
          scope: q.get("scope"),
          list: [
            {
              rank: 1,
              card_student_id: 7,
              nickname: "Hana",
              achieve_count: 5,
              title_ja: "本の虫",
              title_en: "Bookworm",
              frame_code: "sakura",
              is_me: 0,
            },
            {
              rank: 2,
              card_student_id: 3,
              nickname: "Sora",
              achieve_count: 3,
              title_ja: null,
              title_en: null,
              frame_code: "standard",
              is_me: 1,
            },
          ],
          total: 2,
          page: 1,
          limit: 50,
        }),
      "/v3/user-card/get-student-info": (q) =>
        q.get("card_student_id") === "7"
          ? ok({
              card: card({
                card_student_id: 7,
                nickname: "Hana",
                frame: { photo_id: 102, code: "sakura", name_ja: "さくら", name_en: "Cherry Blossom" },
              }),
              is_me: 0,
              stats: null,
            })
          : json(404, { code: 404, message: "no", data: { error_key: "user_card_student_not_found" } }),
    });
    const router = renderAt("/usercard/list", <UserCardListPage />, "/usercard/list");
    expect((await screen.findByTestId("uc-standing")).textContent).toContain("クラス 2 位 / 3 人");
    await waitFor(() => expect(screen.getAllByTestId("uc-rank-row")).toHaveLength(2));
    const rows = screen.getAllByTestId("uc-rank-row");
    expect(rows[1]!.className).toBe("uc-me");
    expect(rows[0]!.textContent).toContain("本の虫");
    fireEvent.click(within(rows[0]!).getByTestId("uc-open-card"));
    await waitFor(() => expect(screen.getByTestId("uc-card").dataset.frame).toBe("sakura"));
    expect(screen.getByTestId("uc-stats-hidden").textContent).toBe(i18n.t("uc.stats_hidden"));
    expect(router.state.location.search).toContain("card_student_id=7");
    await router.navigate("/usercard/list?card_student_id=99");
    expect((await screen.findByTestId("uc-card-refused")).textContent).toBe(
      i18n.t("user_card_student_not_found"),
    );
  });
});
