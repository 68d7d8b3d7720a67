import { render, screen, waitFor, within } from "@testing-library/react";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AiSpeakingEntry } from "../exports/skillup-entry.tsx";
import { aiSpeakingRoutes } from "../routes.tsx";
import { testScenario } from "../test-fixtures.ts";
import HistoryPage from "./HistoryPage.tsx";
import ListPage from "./ListPage.tsx";
import ResultPage from "./ResultPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
type Handler = (search: URLSearchParams) => Response;
function serve(routes: Record<string, Handler>) {
  const paths: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    paths.push(url.pathname);
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(url.searchParams);
  });
  return paths;
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

const info = (aiChat: 0 | 1) => () =>
  ok({
    id: 3,
    username: "student1",
    nickname: "",
    email: "",
    is_college_student: 0,
    speaking_test: 1,
    free_recitation: 1,
    ai_writing: 1,
    ai_chat: aiChat,
    student_flag: 0,
    new_msg_num: 0,
    unfinished_count: 0,
    logo: "",
    show_full_screen: 0,
    change_password_remind: 0,
    school_id: 1,
    school_name: "Hibiki",
    class_id: 12,
    class_name: "1-A",
    protocols_agreed: 1,
  });

const item = (over: Record<string, unknown> = {}) => ({
  ...testScenario,
  attempt_count: 0,
  best_score: null,
  last_score: null,
  last_played_at: null,
  ...over,
});

const session = {
  session_id: 41,
  scenario_id: testScenario.scenario_id,
  title: testScenario.title,
  title_ja: testScenario.title_ja,
  level: "A1",
  status: "finished",
  started_at: "2026-11-29T01:00:00Z",
  finished_at: "2026-11-29T01:05:00Z",
  turns: 2,
  matched_turns: 1,
  total_score: 72,
};

const entry = (index: number, over: Record<string, unknown> = {}) => ({
  index,
  node_id: `n${index}`,
  partner: { text: "What's your name?", text_ja: "名前は？", voice: "female2" },
  recognize_text: "I Ken.",
  sound_file: `/v3/files/rec/${index}.mp3?sig=t`,
  outcome: "matched",
  reply: "Nice to meet you!",
  reply_ja: "よろしくね！",
  grammar: [
    {
      start: 0,
      end: 1,
      original: "I",
      suggestion: "I'm",
      explanation_ja: "be動詞が必要です。",
      type: "grammar",
    },
  ],
  grammar_score: 60,
  pronunciation_score: 80,
  model_answer: "My name is Ken.",
  model_answer_ja: "ケンです。",
  ...over,
});

describe("AI speaking pages (issue 24)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /ai-speaking route of the spec and is closed to college students", () => {
    const paths = aiSpeakingRoutes.map((r) => r.path);
    for (const p of ["ai-speaking/list", "ai-speaking/detail", "ai-speaking/result", "ai-speaking/history"])
      expect(paths).toContain(p);
    expect(deniedForCollege("/ai-speaking/list")).toBe(true);
  });

  it("the skill-up entry shows only with ai_chat", async () => {
    serve({ "/v3/student/info": info(1) });
    renderAt("/skillup", <AiSpeakingEntry className="card" />, "/skillup");
    expect((await screen.findByTestId("ai-speaking-entry")).getAttribute("href")).toBe("/ai-speaking/list");
  });

  it("lists the scenarios with the student's scores, filtered by level", async () => {
    serve({
      "/v3/student/info": info(1),
      "/v3/ai-speaking/list": () =>
        ok({
          list: [
            item({ attempt_count: 2, best_score: 80, last_score: 65 }),
            item({ scenario_id: "as-07-interview", title_ja: "面接", level: "B1", topic: "interview" }),
          ],
        }),
    });
    renderAt("/ai-speaking/list?level=A1", <ListPage />, "/ai-speaking/list");
    await waitFor(() => expect(screen.getAllByTestId("ais-scenario")).toHaveLength(1));
    const card = screen.getByTestId("ais-scenario");
    expect(card.getAttribute("href")).toBe("/ai-speaking/detail?scenario_id=as-01-first-day");
    expect(card.textContent).toContain("Emma");
    expect(within(card).getByTestId("ais-scenario-scores").textContent).toContain(
      i18n.t("ais.best", { n: 80 }),
    );
  });

  it("refuses a student without ai_chat before any AI speaking call", async () => {
    const paths = serve({ "/v3/student/info": info(0) });
    renderAt("/ai-speaking/list", <ListPage />, "/ai-speaking/list");
    await waitFor(() =>
      expect(screen.getByTestId("ais-refused").textContent).toBe(i18n.t("ais.not_available")),
    );
    expect(paths.filter((p) => p.startsWith("/v3/ai-speaking"))).toEqual([]);
  });

  it("shows the server's refusal by its key", async () => {
    serve({
      "/v3/student/info": info(1),
      "/v3/ai-speaking/list": () =>
        json(403, {
          code: 403,
          message: "AIスピーキングはご利用いただけません。",
          data: { error_key: "ai_chat_not_available" },
        }),
    });
    renderAt("/ai-speaking/list", <ListPage />, "/ai-speaking/list");
    await waitFor(() => expect(screen.getByTestId("ais-refused").dataset.key).toBe("ai_chat_not_available"));
  });

  it("shows a result: the scores as bars, the corrections marked, the model answer and the recordings", async () => {
    serve({
      "/v3/student/info": info(1),
      "/v3/ai-speaking/result": (q) =>
        q.get("session_id") === "41"
          ? ok({
              session,
              scenario: testScenario,
              transcript: [entry(1, { outcome: "repair", reply: "Sorry?" }), entry(2)],
              closing: "See you tomorrow!",
              closing_ja: "また明日ね！",
              scores: { pronunciation: 80, grammar: 60, task_completion: 50, total: 72 },
            })
          : json(404, { code: 404, message: "none", data: null }),
    });
    renderAt("/ai-speaking/result?session_id=41", <ResultPage />, "/ai-speaking/result");
    await waitFor(() => expect(screen.getByTestId("ais-result").dataset.total).toBe("72"));
    expect(screen.getByTestId("ais-score-total").dataset.points).toBe("72");
    expect(screen.getByTestId("ais-score-task").dataset.points).toBe("50");
    const entries = screen.getAllByTestId("ais-entry");
    expect(entries.map((e) => e.dataset.outcome)).toEqual(["repair", "matched"]);
    const fix = within(entries[0]!).getByTestId("ais-correction");
    expect(fix.querySelector("del")?.textContent).toBe("I");
    expect(fix.querySelector("ins")?.textContent?.trim()).toBe("I'm");
    expect(within(entries[0]!).getByTestId("ais-entry-model").textContent).toContain("My name is Ken.");
    expect(within(entries[0]!).getByTestId("ais-entry-pron").dataset.points).toBe("80");
    expect(screen.getByTestId("ais-closing").textContent).toContain("See you tomorrow!");
  });

  it("shows the history with its chart", async () => {
    serve({
      "/v3/student/info": info(1),
      "/v3/ai-speaking/history": () =>
        ok({
          list: [{ ...session, scores: { pronunciation: 80, grammar: 60, task_completion: 50, total: 72 } }],
          total: 1,
          page: 1,
          limit: 20,
        }),
    });
    renderAt("/ai-speaking/history", <HistoryPage />, "/ai-speaking/history");
    await waitFor(() => expect(screen.getAllByTestId("ais-history-row")).toHaveLength(1));
    expect(screen.getByTestId("ais-history-row").textContent).toContain(i18n.t("ais.points", { n: 72 }));
    expect(screen.getByTestId("ais-history-chart").dataset.empty).toBeUndefined();
  });
});
