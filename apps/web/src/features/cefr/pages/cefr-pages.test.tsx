import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { grammarChoiceResource } from "@web/exercises/shell/test-fixtures.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cefrRoutes } from "../routes.tsx";
import CefrHomePage from "./CefrHomePage.tsx";
import CefrMapPage from "./CefrMapPage.tsx";
import CefrResultPage from "./CefrResultPage.tsx";
import CefrTestDetailsPage from "./CefrTestDetailsPage.tsx";
import CefrTestPage from "./CefrTestPage.tsx";
import CefrWeakListPage from "./CefrWeakListPage.tsx";
import CefrWeakPracticePage from "./CefrWeakPracticePage.tsx";
import CefrWeakResultPage from "./CefrWeakResultPage.tsx";

const API = "/v3/cefr-for-student";
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const STEPS = ["Pre-A1", "A1.1", "A1.2", "A1.3", "A2.1", "A2.2", "B1.1", "B1.2", "B2.1", "B2.2"] as const;

const levels = (current: string | null, over: Record<string, unknown> = {}) => {
  const at = current ? STEPS.indexOf(current as (typeof STEPS)[number]) : -1;
  return {
    current_level: current,
    upgrade_score: 80,
    downgrade_score: 40,
    open_test_id: null,
    levels: STEPS.map((level, i) => ({
      level,
      order: i + 1,
      title: `${level} の段階`,
      title_en: `${level} stage`,
      can_do: `${level} でできること`,
      can_do_en: `Can do at ${level}`,
      status: i < at ? "passed" : i === at ? "current" : "locked",
      best_score: i < at ? 85 : null,
      tested_count: i < at ? 1 : 0,
      item_count: 12,
    })),
    ...over,
  };
};

const itemRef = (qid: string) => ({
  item_id: `test-gc/${qid}`,
  res_code: "test-gc",
  res_version: 1,
  question_id: qid,
  kind: "grammar-choice",
  skill: "grammar",
  cefr_type: 3,
  resource_url: "/res/test-gc/1/resource.json?v=1",
});

const result = (over: Record<string, unknown> = {}) => ({
  test_id: 9,
  test_type: "step",
  level: "A1.2",
  score: 85,
  level_before: "A1.2",
  level_after: "A1.3",
  moved: "up",
  theta: null,
  se: null,
  band_low: null,
  band_high: null,
  skills: [
    { skill: "grammar", answered: 4, percent: 75 },
    { skill: "listening", answered: 3, percent: 100 },
  ],
  answers: [
    { item_id: "test-gc/q1", skill: "grammar", point: "be 動詞", level: "A1.2", score: 100, correct: 1 },
    { item_id: "test-gc/q2", skill: "grammar", point: "現在進行形", level: "A1.2", score: 0, correct: 0 },
  ],
  started_at: "2026-05-01T01:00:00Z",
  finished_at: "2026-05-01T01:20:00Z",
  ...over,
});

const state = (over: Record<string, unknown> = {}) => ({
  test_id: 21,
  test_type: "placement",
  level: null,
  status: "in_progress",
  answered: 3,
  max_items: 30,
  next: itemRef("q2"),
  result: null,
  ...over,
});

const weakItem = (qid: string, skill: string, point: string, streak = 0) => ({
  item: { ...itemRef(qid), skill, cefr_type: skill === "listening" ? 9 : 3 },
  point,
  level: "A1.2",
  wrong_count: 2,
  right_streak: streak,
  added_at: "2026-05-01T00:00:00Z",
});

type Handler = (body: unknown) => Response;

/** Waits for an item's stem (shown once and named again as the options' legend). */
const stem = async (text: string) =>
  expect((await screen.findAllByText(text, {}, { timeout: 4000 })).length).toBeGreaterThan(0);

/** Answers by path (with the posted JSON body); records every request. */
function serve(routes: Record<string, Handler>) {
  const requests: { path: string; body: unknown; search: string }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const raw = init?.body;
    const body =
      typeof raw === "string"
        ? JSON.parse(raw)
        : raw instanceof URLSearchParams
          ? Object.fromEntries(raw)
          : undefined;
    requests.push({ path: url.pathname, body, search: url.search });
    if (url.pathname === "/res/test-gc/1/resource.json") return json(200, grammarChoiceResource());
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(body);
  });
  return requests;
}

function renderAt(url: string, element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "/steps/testResult", element: <p>result page</p> },
      { path: "/steps/testWeakResult", element: <CefrWeakResultPage /> },
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

describe("CEFR-J level test pages (issue 19)", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    sessionStorage.clear();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /steps route of the spec, with /steps as the cefrIndex tab", () => {
    const paths = cefrRoutes.map((r) => r.path);
    for (const p of [
      "steps",
      "steps/index",
      "steps/map",
      "steps/details",
      "steps/details/result",
      "steps/testDetails",
      "steps/testResult",
      "steps/test",
      "steps/about",
      "steps/weakList",
      "steps/testWeakDetails",
      "steps/testWeakResult",
    ])
      expect(paths).toContain(p);
    expect(cefrRoutes.find((r) => r.path === "steps")?.handle).toEqual({ tab: "cefrIndex" });
  });

  it("home: a student not placed yet is offered the placement, and no weak list before a test", async () => {
    serve({
      [`${API}/get-cefr-test-levels`]: () => ok(levels(null)),
      [`${API}/get-cefr-test-weak-info`]: () => ok({ has_weak_auth: 0, has_weak_count: 0 }),
      [`${API}/get-cefr-test-logs`]: () => ok({ list: [], total: 0 }),
    });
    renderAt("/steps", <CefrHomePage />, "/steps");
    expect((await screen.findByTestId("cefr-current")).textContent).toBe("まだレベルが決まっていません");
    expect(screen.getByTestId("cefr-start-placement").getAttribute("href")).toBe(
      "/steps/test?test_type=placement",
    );
    expect(screen.queryByTestId("cefr-start-step")).toBeNull();
    expect(await screen.findByTestId("cefr-logs-empty")).toBeTruthy();
    expect(screen.queryByTestId("cefr-link-weak")).toBeNull();
  });

  it("home: the current step with its can-do, the step test, the weak count, and resuming an open test", async () => {
    serve({
      [`${API}/get-cefr-test-levels`]: () => ok(levels("A1.2", { open_test_id: 44 })),
      [`${API}/get-cefr-test-weak-info`]: () => ok({ has_weak_auth: 1, has_weak_count: 5 }),
      [`${API}/get-cefr-test-logs`]: () =>
        ok({
          list: [
            {
              test_id: 9,
              test_type: "step",
              level: "A1.2",
              status: "finished",
              score: 85,
              moved: "up",
              answered: 12,
              started_at: "2026-05-01T01:00:00Z",
              finished_at: "2026-05-01T01:20:00Z",
            },
          ],
          total: 1,
        }),
    });
    renderAt("/steps", <CefrHomePage />, "/steps");
    expect((await screen.findByTestId("cefr-current")).textContent).toContain("A1.2");
    expect(screen.getByText("A1.2 でできること")).toBeTruthy();
    expect(screen.getByTestId("cefr-resume").getAttribute("href")).toContain("test_id=44");
    expect((await screen.findByTestId("cefr-weak-count")).textContent).toBe("5");
    const log = await screen.findByTestId("cefr-log");
    expect(log.getAttribute("href")).toBe("/steps/testResult?test_id=9");
    expect(log.textContent).toContain("85 点");
    expect(log.textContent).toContain("アップ");
  });

  it("map: passed, current and locked steps with best scores, and the level over time as a table", async () => {
    serve({
      [`${API}/get-cefr-test-levels`]: () => ok(levels("A1.2")),
      [`${API}/get-cefr-test-traces`]: () =>
        ok({
          traces: [
            { level: "A1.1", reason: "placed", test_id: 1, at: "2026-04-01T00:00:00Z" },
            { level: "A1.2", reason: "up", test_id: 2, at: "2026-04-20T00:00:00Z" },
          ],
        }),
    });
    renderAt("/steps/map", <CefrMapPage />, "/steps/map");
    const passed = await screen.findByTestId("cefr-node-A1.1");
    expect(passed.getAttribute("data-status")).toBe("passed");
    expect(within(passed).getByTestId("cefr-status").textContent).toBe("合格済み");
    expect(passed.textContent).toContain("最高 85 点");
    const current = screen.getByTestId("cefr-node-A1.2");
    expect(within(current).getByTestId("cefr-status").textContent).toBe("いまのステップ");
    expect(within(current).getByRole("link").getAttribute("aria-current")).toBe("step");
    expect(within(current).getByRole("link").getAttribute("href")).toBe("/steps/details?level=A1.2");
    const locked = screen.getByTestId("cefr-node-B2.2");
    expect(within(locked).getByTestId("cefr-status").textContent).toBe("未到達");
    expect(locked.textContent).toContain("未受験");
    const table = await screen.findByTestId("cefr-trace-table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["2026/04/01A1.1判定", "2026/04/20A1.2アップ"]);
    expect(screen.getByRole("img", { name: "レベルの変化" })).toBeTruthy();
  });

  it.each([
    ["up", result(), "おめでとうございます！ A1.2 から A1.3 にステップアップしました。"],
    [
      "down",
      result({ score: 30, level_after: "A1.1", moved: "down" }),
      "A1.2 から A1.1 にステップが下がりました。基礎を固めてもう一度挑戦しましょう。",
    ],
    [
      "same",
      result({ score: 60, level_after: "A1.2", moved: "same" }),
      "ステップは A1.2 のままです。あと少し、次の挑戦でアップを目指しましょう。",
    ],
  ])(
    "result of a step test that moved %s: the message and the score against the thresholds",
    async (_m, r, message) => {
      serve({
        [`${API}/get-cefr-test-result`]: () => ok(r),
        [`${API}/get-cefr-test-levels`]: () => ok(levels("A1.2")),
      });
      renderAt("/steps/testResult?test_id=9", <CefrResultPage />, "/steps/testResult");
      expect((await screen.findByTestId("cefr-result-message")).textContent).toBe(message);
      const scale = await screen.findByTestId("cefr-score-scale");
      expect(scale.textContent).toContain("80 点以上でステップアップ");
      expect(scale.textContent).toContain("40 点未満でステップダウン");
      expect(screen.queryByTestId("cefr-band")).toBeNull();
      expect(screen.getByTestId("cefr-to-details").getAttribute("href")).toBe("/steps/testDetails?test_id=9");
    },
  );

  it("result of a placement: the placed step with its 95% band and per-skill bars, in English too", async () => {
    serve({
      [`${API}/get-cefr-test-result`]: () =>
        ok(
          result({
            test_type: "placement",
            level_before: null,
            level_after: "A2.1",
            moved: "placed",
            theta: 0.1,
            se: 0.4,
            band_low: "A1.3",
            band_high: "A2.2",
          }),
        ),
      [`${API}/get-cefr-test-levels`]: () => ok(levels("A2.1")),
    });
    await i18n.changeLanguage("en");
    renderAt("/steps/details/result?test_id=9", <CefrResultPage />, "/steps/details/result");
    expect((await screen.findByTestId("cefr-result-message")).textContent).toBe("Your step is A2.1!");
    expect(screen.getByTestId("cefr-band").textContent).toBe("Likely range (95%): A1.3 – A2.2");
    expect(screen.queryByTestId("cefr-score-scale")).toBeNull();
    const bars = screen.getByTestId("cefr-skill-bars");
    expect(bars.textContent).toContain("Grammar");
    expect(bars.textContent).toContain("75%");
  });

  it("a result link without a test id says so instead of loading", async () => {
    const requests = serve({});
    renderAt("/steps/testResult?test_id=abc", <CefrResultPage />, "/steps/testResult");
    expect((await screen.findByTestId("cefr-bad-link")).textContent).toBe(
      "リンクが正しくありません（test_id）。",
    );
    expect(requests.some((r) => r.path.endsWith("get-cefr-test-result"))).toBe(false);
  });

  it("a failed load offers a retry", async () => {
    serve({ [`${API}/get-cefr-test-result`]: () => json(500, { code: 500, message: "boom", data: null }) });
    renderAt("/steps/testDetails?test_id=9", <CefrTestDetailsPage />, "/steps/testDetails");
    expect(await screen.findByTestId("load-error", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("test details: every answered item with skill, point, step, score and right or wrong", async () => {
    serve({ [`${API}/get-cefr-test-result`]: () => ok(result()) });
    renderAt("/steps/testDetails?test_id=9", <CefrTestDetailsPage />, "/steps/testDetails");
    const rows = await screen.findAllByTestId("cefr-answer-row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "1文法be 動詞A1.2100○ 正解",
      "2文法現在進行形A1.20× 不正解",
    ]);
  });

  it("the placement starts, shows the progress and the next item without right/wrong, posts the answer and goes to the result", async () => {
    const requests = serve({
      [`${API}/start-cefr-test`]: () => ok(state()),
      [`${API}/submit-cefr-test-answer`]: () =>
        ok(state({ answered: 4, status: "finished", next: null, result: result({ test_id: 21 }) })),
    });
    const router = renderAt("/steps/test?test_type=placement", <CefrTestPage />, "/steps/test");
    expect((await screen.findByTestId("cefr-progress-text")).textContent).toBe("3 / 最大 30 問");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3");
    const item = await screen.findByTestId("cefr-item");
    expect(item.getAttribute("data-item")).toBe("test-gc/q2");
    await stem("We ___ in the garden now.");
    await waitFor(() => expect(router.state.location.search).toBe("?test_type=placement&test_id=21"));
    expect(requests.find((r) => r.path.endsWith("start-cefr-test"))?.body).toEqual({
      test_type: "placement",
    });
    fireEvent.click(screen.getByRole("button", { name: /is/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/steps/testResult"));
    expect(router.state.location.search).toBe("?test_id=21");
    const posted = requests.find((r) => r.path.endsWith("submit-cefr-test-answer"));
    expect(posted?.body).toEqual({
      test_id: 21,
      item_id: "test-gc/q2",
      item: { question_id: "q2", answer_result: 1 },
    });
    expect(screen.queryByTestId("answer-feedback")).toBeNull();
  });

  it("a step test starts at the student's current step; the next item follows each answer", async () => {
    const requests = serve({
      [`${API}/get-cefr-test-levels`]: () => ok(levels("A1.2")),
      [`${API}/start-cefr-test`]: () =>
        ok(state({ test_type: "step", level: "A1.2", answered: 0, max_items: 12, next: itemRef("q1") })),
      [`${API}/submit-cefr-test-answer`]: () =>
        ok(state({ test_type: "step", level: "A1.2", answered: 1, max_items: 12, next: itemRef("q3") })),
    });
    renderAt("/steps/test?test_type=step", <CefrTestPage />, "/steps/test");
    await stem("My cat ___ very small.");
    expect(screen.getByTestId("cefr-progress-text").textContent).toBe("0 / 最大 12 問");
    expect(requests.find((r) => r.path.endsWith("start-cefr-test"))?.body).toEqual({
      test_type: "step",
      level: "A1.2",
    });
    fireEvent.click(screen.getByRole("button", { name: /is/ }));
    await stem("I ___ a new bike.");
    expect(screen.getByTestId("cefr-progress-text").textContent).toBe("1 / 最大 12 問");
  });

  it("resumes an open test from its state", async () => {
    const requests = serve({ [`${API}/get-cefr-test-state`]: () => ok(state({ answered: 7 })) });
    renderAt("/steps/test?test_type=placement&test_id=21", <CefrTestPage />, "/steps/test");
    expect((await screen.findByTestId("cefr-progress-text")).textContent).toBe("7 / 最大 30 問");
    expect(requests.some((r) => r.path.endsWith("start-cefr-test"))).toBe(false);
  });

  it("a question the student cannot answer is skipped: posted as skipped, and the next item follows", async () => {
    const requests = serve({
      [`${API}/get-cefr-test-state`]: () => ok(state({ answered: 7 })),
      [`${API}/submit-cefr-test-answer`]: () => ok(state({ answered: 8, next: itemRef("q3") })),
    });
    renderAt("/steps/test?test_type=placement&test_id=21", <CefrTestPage />, "/steps/test");
    await stem("We ___ in the garden now.");
    fireEvent.click(screen.getByTestId("cefr-skip"));
    await stem("I ___ a new bike.");
    expect(screen.getByTestId("cefr-progress-text").textContent).toBe("8 / 最大 30 問");
    expect(requests.find((r) => r.path.endsWith("submit-cefr-test-answer"))?.body).toEqual({
      test_id: 21,
      item_id: "test-gc/q2",
      item: { question_id: "q2", is_skipped: 1 },
    });
  });

  it("a step test the server cannot start says why", async () => {
    serve({
      [`${API}/get-cefr-test-levels`]: () => ok(levels("B2.1")),
      [`${API}/start-cefr-test`]: () =>
        new Response(JSON.stringify({ code: 404, message: "B2.1 の問題がまだありません。", data: null }), {
          status: 404,
          headers: { "content-type": "application/json" },
        }),
    });
    renderAt("/steps/test?test_type=step", <CefrTestPage />, "/steps/test");
    expect((await screen.findByTestId("cefr-start-error")).textContent).toContain(
      "B2.1 の問題がまだありません。",
    );
  });

  it("a test type that is neither placement nor step is refused", async () => {
    serve({});
    renderAt("/steps/test?test_type=final", <CefrTestPage />, "/steps/test");
    expect((await screen.findByTestId("cefr-bad-link")).textContent).toContain("test_type");
  });

  it("weak list: questions grouped by skill with their streak, filtered by skill", async () => {
    serve({
      [`${API}/get-cefr-test-weak-info`]: () => ok({ has_weak_auth: 1, has_weak_count: 3 }),
      [`${API}/get-cefr-test-weak-result`]: () =>
        ok({
          items: [
            weakItem("q1", "grammar", "be 動詞", 1),
            weakItem("q2", "listening", "数字の聞き取り"),
            weakItem("q3", "grammar", "三単現の s"),
          ],
          by_skill: [
            { skill: "grammar", count: 2 },
            { skill: "listening", count: 1 },
          ],
          by_type: [
            { cefr_type: 3, count: 2 },
            { cefr_type: 9, count: 1 },
          ],
          cleared_count: 4,
        }),
    });
    renderAt("/steps/weakList", <CefrWeakListPage />, "/steps/weakList");
    const grammar = await screen.findByTestId("cefr-weak-group-grammar");
    expect(within(grammar).getByRole("heading").textContent).toBe("文法");
    const items = within(grammar).getAllByTestId("cefr-weak-item");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("be 動詞");
    expect(items[0]?.textContent).toContain("2 回連続正解まで：1 / 2");
    expect(items[0]?.textContent).toContain("文法（語句の選択）");
    expect(
      within(screen.getByTestId("cefr-weak-group-listening")).getAllByTestId("cefr-weak-item"),
    ).toHaveLength(1);
    expect(screen.getByTestId("cefr-weak-cleared").textContent).toContain("4 問");
    fireEvent.click(screen.getByTestId("cefr-filter-listening"));
    expect(screen.queryByTestId("cefr-weak-group-grammar")).toBeNull();
    expect(screen.getByTestId("cefr-filter-listening").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("cefr-weak-practise").getAttribute("href")).toBe(
      "/steps/testWeakDetails?skill=listening",
    );
    // by question type: grammar choice only hides the listening conversation
    fireEvent.click(screen.getByRole("button", { name: /^すべて/ }));
    const types = screen.getByTestId("cefr-type-filter") as HTMLSelectElement;
    expect([...types.options].map((o) => o.textContent)).toEqual([
      "すべてのタイプ",
      "文法（語句の選択） (2)",
      "リスニング（会話） (1)",
    ]);
    fireEvent.change(types, { target: { value: "3" } });
    expect(screen.queryByTestId("cefr-weak-group-listening")).toBeNull();
    expect(
      within(screen.getByTestId("cefr-weak-group-grammar")).getAllByTestId("cefr-weak-item"),
    ).toHaveLength(2);
    expect(screen.getByTestId("cefr-weak-practise").getAttribute("href")).toBe(
      "/steps/testWeakDetails?cefr_type=3",
    );
  });

  it("weak list: empty, and closed before the first finished test", async () => {
    serve({
      [`${API}/get-cefr-test-weak-info`]: () => ok({ has_weak_auth: 1, has_weak_count: 0 }),
      [`${API}/get-cefr-test-weak-result`]: () =>
        ok({ items: [], by_skill: [], by_type: [], cleared_count: 0 }),
    });
    renderAt("/steps/weakList", <CefrWeakListPage />, "/steps/weakList");
    expect((await screen.findByTestId("cefr-weak-empty")).textContent).toBe("苦手な問題はありません。");
  });

  it("weak practice: right/wrong after each answer, the streak, then this practice's result", async () => {
    let n = 0;
    const requests = serve({
      [`${API}/get-cefr-test-weak-result`]: () =>
        ok({
          items: [weakItem("q1", "grammar", "be 動詞", 1), weakItem("q3", "grammar", "三単現の s")],
          by_skill: [{ skill: "grammar", count: 2 }],
          by_type: [{ cefr_type: 3, count: 2 }],
          cleared_count: 0,
        }),
      [`${API}/submit-cefr-test-weak-logs`]: () => {
        n += 1;
        return n === 1
          ? ok({ item_id: "test-gc/q1", score: 100, correct: 1, right_streak: 2, cleared: 1, remaining: 1 })
          : ok({ item_id: "test-gc/q3", score: 0, correct: 0, right_streak: 0, cleared: 0, remaining: 1 });
      },
      [`${API}/get-cefr-test-weak-logs`]: () =>
        ok({
          list: [
            {
              item_id: "test-gc/q1",
              skill: "grammar",
              point: "be 動詞",
              score: 100,
              correct: 1,
              at: "2026-05-02T00:00:00Z",
            },
          ],
        }),
    });
    const router = renderAt("/steps/testWeakDetails", <CefrWeakPracticePage />, "/steps/testWeakDetails");
    await stem("My cat ___ very small.");
    expect(screen.getByTestId("cefr-weak-progress").textContent).toContain("1 / 2 問目");
    fireEvent.click(screen.getByRole("button", { name: /is/ }));
    expect((await screen.findByTestId("answer-feedback")).getAttribute("data-result")).toBe("correct");
    expect(screen.getByTestId("cefr-weak-streak").textContent).toBe("クリア！ 2 回続けて正解しました。");
    expect(requests.find((r) => r.path.endsWith("submit-cefr-test-weak-logs"))?.body).toEqual({
      item_id: "test-gc/q1",
      item: { question_id: "q1", answer_result: 0 },
    });
    fireEvent.click(screen.getByTestId("cefr-weak-next"));
    await stem("I ___ a new bike.");
    fireEvent.click(screen.getByRole("button", { name: /has/ }));
    expect((await screen.findByTestId("answer-feedback")).getAttribute("data-result")).toBe("wrong");
    expect(screen.getByTestId("cefr-weak-next").textContent).toBe("練習の結果へ");
    fireEvent.click(screen.getByTestId("cefr-weak-next"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/steps/testWeakResult"));
    expect((await screen.findByTestId("cefr-weak-summary")).textContent).toBe("2 問中 1 問正解、1 問クリア");
    expect(screen.getAllByTestId("cefr-weak-answer")).toHaveLength(2);
    expect(await screen.findByTestId("cefr-weak-logs")).toBeTruthy();
  });

  it("the weak result after a reload reads the practice from sessionStorage; without one it says so", async () => {
    serve({ [`${API}/get-cefr-test-weak-logs`]: () => ok({ list: [] }) });
    renderAt("/steps/testWeakResult", <CefrWeakResultPage />, "/steps/testWeakResult");
    expect((await screen.findByTestId("cefr-weak-result-none")).textContent).toBe(
      "この練習の記録はありません。",
    );
    expect(await screen.findByText("練習の記録はまだありません。")).toBeTruthy();
  });
});
