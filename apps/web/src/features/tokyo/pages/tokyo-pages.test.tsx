import { render, screen, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokyoRoutes } from "../routes.tsx";
import HelpPage from "./HelpPage.tsx";
import IndexPage from "./IndexPage.tsx";
import ListPage from "./ListPage.tsx";

const LIST = "/v3/tokyo-higher/practice-resource/list";
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const dirs = [
  { dir_id: 1, name: "本番形式テスト", name_en: "Full tests", set: "test", part: null, count: 2 },
  { dir_id: 2, name: "パートA 音読", name_en: "Part A", set: "training", part: "A", count: 1 },
  { dir_id: 3, name: "パートB", name_en: "Part B", set: "training", part: "B", count: 0 },
  { dir_id: 4, name: "パートC", name_en: "Part C", set: "training", part: "C", count: 0 },
  { dir_id: 5, name: "パートD", name_en: "Part D", set: "training", part: "D", count: 0 },
];
const res = (code: string, over: Record<string, unknown> = {}) => ({
  res_code: code,
  title: `${code} のテスト`,
  title_en: `${code} test`,
  set: "test",
  part: null,
  parts: ["A", "A", "B", "B", "B", "B", "B", "C", "D"],
  learn_count: 0,
  best_score: null,
  best_grade: null,
  last_score: null,
  last_grade: null,
  last_guid: null,
  last_mode: null,
  last_at: null,
  ...over,
});

function serve(list: (search: URLSearchParams) => unknown) {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== LIST) return json(404, { code: 404, message: "no route", data: null });
    requests.push(url.searchParams);
    return ok(list(url.searchParams));
  });
  return requests;
}
function renderAt(url: string, element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("Tokyo speaking test pages (issue 21)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves the speaking test's /tokyo routes of the spec", () => {
    expect(tokyoRoutes.map((r) => r.path)).toEqual([
      "tokyo/index",
      "tokyo/help",
      "tokyo/practice/unit_list",
      "tokyo/training",
      "tokyo/testing",
      "tokyo/practice",
      "tokyo/testing/result",
      "tokyo/practice/result",
      "tokyo/training/result",
    ]);
  });

  it("the index shows the four parts with their windows and the ways in", async () => {
    serve(() => ({}));
    renderAt("/tokyo/index", <IndexPage />, "/tokyo/index");
    const parts = await screen.findAllByTestId("tk-part");
    expect(parts).toHaveLength(4);
    expect(parts[0]?.textContent).toContain("準備 30秒 ／ 解答 30秒");
    expect(parts[2]?.textContent).toContain("パートC 4コマのストーリー");
    expect(screen.getByTestId("tk-go-tests").getAttribute("href")).toBe("/tokyo/practice/unit_list?dir_id=1");
    expect(screen.getByTestId("tk-go-training").getAttribute("href")).toBe("/tokyo/training?dir_id=2");
  });

  it("lists the full tests with the best grade, the ways to take them and the last result", async () => {
    const requests = serve(() => ({
      dir_id: 1,
      dirs,
      list: [
        res("tokyo-y3-test-1", {
          learn_count: 2,
          best_score: 84,
          best_grade: "A",
          last_score: 62,
          last_grade: "C",
          last_guid: "g-2",
          last_mode: "exam",
        }),
        res("tokyo-y3-test-2"),
      ],
    }));
    renderAt("/tokyo/practice/unit_list?dir_id=1", <ListPage />, "/tokyo/practice/unit_list");
    const sets = await screen.findAllByTestId("tk-set");
    expect(sets[0]?.textContent).toContain("最高 84 点（A） ・ 前回 62 点（C） ・ 2 回");
    expect(within(sets[0]!).getByTestId("tk-grade").dataset.grade).toBe("A");
    expect(within(sets[0]!).getByTestId("tk-take-test").getAttribute("href")).toBe(
      "/tokyo/testing?res_code=tokyo-y3-test-1",
    );
    expect(within(sets[0]!).getByTestId("tk-last-result").getAttribute("href")).toBe(
      "/tokyo/testing/result?res_code=tokyo-y3-test-1&guid=g-2",
    );
    expect(sets[1]?.textContent).toContain("まだ受けていません");
    expect(within(sets[1]!).queryByTestId("tk-last-result")).toBeNull();
    expect(requests[0]?.get("dir_id")).toBe("1");
    expect(screen.getAllByTestId("tk-dir")).toHaveLength(5);
  });

  it("the training folders list part sets, practised item by item", async () => {
    serve((q) => ({
      dir_id: Number(q.get("dir_id")),
      dirs,
      list: [res("tokyo-y3-training-a-1", { set: "training", part: "A", parts: ["A", "A", "A"] })],
    }));
    renderAt("/tokyo/training?dir_id=9", <ListPage />, "/tokyo/training");
    const set = await screen.findByTestId("tk-set");
    expect(within(set).queryByTestId("tk-take-test")).toBeNull();
    expect(within(set).getByTestId("tk-take-practice").getAttribute("href")).toBe(
      "/tokyo/practice?res_code=tokyo-y3-training-a-1",
    );
    // a bad dir_id falls back to part A's folder; only the training folders are offered
    expect(screen.getAllByTestId("tk-dir").map((d) => d.textContent)).toEqual([
      "パートA 音読 (1)",
      "パートB (0)",
      "パートC (0)",
      "パートD (0)",
    ]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("パートA 音読");
  });

  it("the guide explains the grades without any call", async () => {
    const requests = serve(() => ({}));
    renderAt("/tokyo/help", <HelpPage />, "/tokyo/help");
    const page = await screen.findByTestId("tokyo-help");
    expect(
      within(page)
        .getAllByTestId("tk-grade")
        // the badge also names its grade for screen readers ("グレード A")
        .map((g) => g.parentElement?.textContent?.replace(/グレード [A-F]/, "")),
    ).toEqual(["A 80–100", "B 65–79", "C 50–64", "D 35–49", "E 1–34", "F 0"]);
    expect(requests).toEqual([]);
  });
});
