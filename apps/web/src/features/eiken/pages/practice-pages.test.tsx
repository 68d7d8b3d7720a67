import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eikenRoutes } from "../routes.tsx";
import ChallengePage from "./ChallengePage.tsx";
import ChallengeResultPage from "./ChallengeResultPage.tsx";
import EikenTipsPage from "./EikenTipsPage.tsx";
import ReviewStartupPage from "./ReviewStartupPage.tsx";
import RwlIndexPage from "./RwlIndexPage.tsx";

const API = "/v3/eiken";
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const res = (code: string, over: Record<string, unknown> = {}) => ({
  res_code: code,
  title: `${code} の問題`,
  title_en: `${code} set`,
  kind: "grammar-choice",
  question_count: 6,
  learn_count: 0,
  best_score: 0,
  wrong_question_ids: [],
  plays: null,
  ...over,
});
const list = (set: string, sections: Array<Record<string, unknown>>) => ({
  level_id: 3,
  grade: "3",
  set,
  rw_minutes: 65,
  sections,
});
const section = (code: string, skill: string, resources: unknown[]) => ({
  section: code,
  skill,
  name: `${code} の名前`,
  name_en: `${code} name`,
  paper_count: 10,
  resources,
});
const state = (over: Record<string, unknown> = {}) => ({
  challenge_id: 7,
  level_id: 3,
  grade: "3",
  status: "in_progress",
  started_at: "2026-11-29T01:00:00Z",
  rw_deadline_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  rw_seconds_left: 1800,
  parts: [
    {
      res_code: "m-read",
      section: "vocab-gap",
      skill: "reading",
      title: "語句",
      question_count: 15,
      plays: null,
      guid: null,
      done: 0,
    },
    {
      res_code: "m-listen",
      section: "listen-1",
      skill: "listening",
      title: "聞く",
      question_count: 10,
      plays: 1,
      guid: null,
      done: 0,
    },
  ],
  next_res_code: "m-read",
  ...over,
});

type Handler = (body: unknown, search: URLSearchParams) => Response;
function serve(routes: Record<string, Handler>) {
  const requests: { path: string; body: unknown; search: URLSearchParams }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const raw = init?.body;
    const body =
      typeof raw === "string"
        ? JSON.parse(raw)
        : raw instanceof URLSearchParams
          ? Object.fromEntries(raw)
          : undefined;
    requests.push({ path: url.pathname, body, search: url.searchParams });
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(body, url.searchParams);
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
const where = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("Eiken practice and mock test pages (issue 20)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /eiken route of the spec", () => {
    const paths = eikenRoutes.map((r) => r.path);
    for (const p of [
      "eiken/rwl/index",
      "eiken/rwl/practice",
      "eiken/rwl/practice/result",
      "eiken/rwl/review/startup",
      "eiken/rwl/review/details",
      "eiken/rwl/review/result",
      "eiken/practice",
      "eiken/practice/detail",
      "eiken/practice/result",
      "eiken/challenge",
      "eiken/challengeResult",
    ])
      expect(paths).toContain(p);
  });

  it("the guide shows each grade's parts, time, plays and word ranges without any call", async () => {
    const requests = serve({});
    renderAt("/college/eiken/tips", <EikenTipsPage />, "/college/eiken/tips");
    const table = await screen.findByTestId("ek-tips-table");
    expect(table.textContent).toContain("英作文（Eメール）");
    expect(table.textContent).toContain("15〜25語");
    expect(table.textContent).toContain("音声は1回");
    expect(screen.getByTestId("eiken-tips").textContent).toContain("65 分");
    fireEvent.change(screen.getByTestId("ek-tips-grade"), { target: { value: "2" } });
    expect(screen.getByTestId("ek-tips-table").textContent).toContain("英作文（要約）");
    expect(screen.getByTestId("eiken-tips").textContent).toContain("1520");
    expect(requests).toEqual([]);
  });

  it("practice by question type groups the sets by skill and plays them in paper mode", async () => {
    serve({
      [`${API}/practice/list`]: () =>
        ok(
          list("practice", [
            section("vocab-gap", "reading", [
              res("p-gap", { learn_count: 2, best_score: 83, wrong_question_ids: ["v2"] }),
            ]),
            section("write-email", "writing", [res("p-mail", { kind: "topic-writing", question_count: 2 })]),
            section("listen-1", "listening", [res("p-listen", { kind: "listening-choice", plays: 1 })]),
            section("listen-2", "listening", []),
          ]),
        ),
      [`${API}/levels`]: () => ok({ levels: [] }),
    });
    renderAt("/eiken/rwl/index?level_id=3", <RwlIndexPage />, "/eiken/rwl/index");
    const reading = await screen.findByTestId("ek-skill-reading");
    const set = within(reading).getByTestId("ek-set");
    expect(set.textContent).toContain("最高 83 点（2 回）");
    expect(within(set).getByTestId("ek-set-start").getAttribute("href")).toBe(
      "/eiken/rwl/practice?level_id=3&res_code=p-gap&mode=paper",
    );
    expect(screen.getByTestId("ek-skill-listening").textContent).toContain("音声は1回");
    expect(screen.getAllByTestId("ek-set")).toHaveLength(3);
    expect(screen.getByTestId("ek-review-link").textContent).toContain("1");
  });

  it("practice by question type puts the set suggested next on top and starts it as a suggest_exam session", async () => {
    const exam = {
      res_code: "p-listen",
      title: "会話の応答 1",
      title_en: "Responses 1",
      section: "listen-1",
      skill: "listening",
      section_name: "会話の応答文選択",
      section_name_en: "Choosing the response",
      question_count: 10,
      learn_count: 0,
      best_score: 0,
      reason: "not_started",
      mode: "paper",
      question_ids: [],
    };
    const requests = serve({
      [`${API}/practice/list`]: () =>
        ok(list("practice", [section("listen-1", "listening", [res("p-listen")])])),
      [`${API}/levels`]: () => ok({ levels: [] }),
      [`${API}/suggest/next/res/list`]: () =>
        ok({
          list: [{ resource_tag: "suggest_exam", level_id: 3, mode: null, count: 10, recommended: 1, exam }],
        }),
      [`${API}/suggest/guid/resource`]: () =>
        ok({ guid: "g-1", level_id: 3, resource_tag: "suggest_exam", mode: null, items: [], exam }),
    });
    renderAt("/eiken/rwl/index?level_id=3", <RwlIndexPage />, "/eiken/rwl/index");
    const card = await screen.findByTestId("ek-exam-suggestion");
    expect(card.textContent).toContain("会話の応答文選択 会話の応答 1");
    expect(screen.getByTestId("ek-suggest-reason").textContent).toBe("まだ解いていない大問です。");
    fireEvent.click(screen.getByTestId("ek-suggest-start"));
    expect(await screen.findByText("elsewhere")).toBeTruthy();
    const started = requests.find((r) => r.path === `${API}/suggest/guid/resource`);
    expect(started?.search.get("resource_tag")).toBe("suggest_exam");
    expect(started?.search.get("level_id")).toBe("3");
  });

  it("the review lists only sets with wrong items and replays just those in review mode", async () => {
    serve({
      [`${API}/practice/list`]: (_b, q) =>
        ok(
          q.get("set") === "mock"
            ? list("mock", [
                section("listen-1", "listening", [res("m-listen", { wrong_question_ids: ["l3", "l7"] })]),
              ])
            : list("practice", [section("vocab-gap", "reading", [res("p-gap")])]),
        ),
    });
    renderAt("/eiken/rwl/review/startup?level_id=3", <ReviewStartupPage />, "/eiken/rwl/review/startup");
    const row = await screen.findByTestId("ek-review-set");
    expect(screen.getAllByTestId("ek-review-set")).toHaveLength(1);
    expect(row.textContent).toContain("まちがえた問題 2 問");
    expect(within(row).getByTestId("ek-review-start").getAttribute("href")).toBe(
      "/eiken/rwl/review/details?level_id=3&res_code=m-listen&mode=review&question_ids=l3%2Cl7",
    );
  });

  it("the review says when there is nothing to review", async () => {
    serve({ [`${API}/practice/list`]: (_b, q) => ok(list(q.get("set") ?? "practice", [])) });
    renderAt("/eiken/rwl/review/startup?level_id=3", <ReviewStartupPage />, "/eiken/rwl/review/startup");
    expect((await screen.findByTestId("ek-review-empty")).textContent).toContain("復習する問題はありません");
  });

  it("the mock test starts on the server and opens its first part in test mode", async () => {
    const requests = serve({
      [`${API}/challenge/logs`]: () => ok({ list: [] }),
      [`${API}/challenge/start`]: () => ok(state()),
      [`${API}/levels`]: () => ok({ levels: [] }),
    });
    const router = renderAt("/eiken/challenge?level_id=3", <ChallengePage />, "/eiken/challenge");
    fireEvent.click(await screen.findByTestId("ek-challenge-start"));
    await waitFor(() =>
      expect(where(router)).toBe("/eiken/challenge?level_id=3&challenge_id=7&res_code=m-read&mode=exam"),
    );
    expect(requests.find((r) => r.path === `${API}/challenge/start`)?.body).toMatchObject({ level_id: "3" });
  });

  it("a finished part is closed on the server and the next part opens (the last one leads to the result)", async () => {
    const requests = serve({
      [`${API}/challenge/part-done`]: (b) => {
        const body = b as { res_code: string };
        return body.res_code === "m-read"
          ? ok(state({ next_res_code: "m-listen" }))
          : ok(state({ status: "finished", next_res_code: null }));
      },
    });
    const router = renderAt(
      "/eiken/challenge?level_id=3&challenge_id=7&done=m-read&guid=g-1",
      <ChallengePage />,
      "/eiken/challenge",
    );
    await waitFor(() =>
      expect(where(router)).toBe("/eiken/challenge?level_id=3&challenge_id=7&res_code=m-listen&mode=exam"),
    );
    expect(requests.find((r) => r.path === `${API}/challenge/part-done`)?.body).toMatchObject({
      challenge_id: "7",
      res_code: "m-read",
      guid: "g-1",
    });
  });

  it("the result shows the CSE estimate against the pass line, skills, sections and weak points", async () => {
    serve({
      [`${API}/challenge/result`]: () =>
        ok({
          challenge_id: 7,
          level_id: 5,
          grade: "pre-2-plus",
          started_at: "2026-11-29T01:00:00Z",
          finished_at: "2026-11-29T02:00:00Z",
          skills: [
            { skill: "reading", percent: 80, cse: 500, cse_max: 600 },
            { skill: "listening", percent: 40, cse: 300, cse_max: 600 },
            { skill: "writing", percent: 70, cse: 480, cse_max: 600 },
          ],
          cse_total: 1280,
          cse_max: 1800,
          cse_pass: 1402,
          cse_confirmed: 0,
          pass_estimate: 0,
          sections: [
            {
              section: "vocab-gap",
              skill: "reading",
              name: "短文の語句空所補充",
              name_en: "Sentence gap-fill",
              right: 14,
              count: 17,
              percent: 82.4,
            },
            {
              section: "listen-1",
              skill: "listening",
              name: "リスニング 第1部",
              name_en: "Listening part 1",
              right: 5,
              count: 15,
              percent: 33.3,
            },
          ],
          weak_sections: ["listen-1"],
        }),
    });
    renderAt("/eiken/challengeResult?challenge_id=7", <ChallengeResultPage />, "/eiken/challengeResult");
    expect((await screen.findByTestId("ek-cse-total")).textContent).toBe("1280/ 1800");
    expect(screen.getByTestId("ek-pass-estimate").textContent).toContain("合格基準（1402）まであと少し");
    expect(screen.getByText(/仮の値で推定/)).toBeTruthy();
    expect(screen.getByTestId("ek-skill-score-listening").textContent).toContain("40% · CSE 300/600");
    expect(screen.getByTestId("ek-weak").textContent).toContain("リスニング 第1部");
    const rows = screen.getAllByTestId("ek-section-row");
    expect(rows.map((r) => r.getAttribute("data-weak"))).toEqual(["0", "1"]);
    expect(screen.getByTestId("ek-result-review").getAttribute("href")).toBe(
      "/eiken/rwl/review/startup?level_id=5",
    );
  });
});
