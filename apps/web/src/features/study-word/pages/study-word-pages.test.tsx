import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { studyWordRoutes } from "../routes.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const counts = { unlearned: 280, learned: 12, mastered: 3, needs_review: 5 };
const plan = {
  plan_id: 7,
  book_id: "year-j1",
  book_title_ja: "中学1年の単語",
  book_title_en: "Junior high year 1 words",
  daily_new: 10,
  assigned_by: "山田 美咲",
  total_words: 300,
  counts,
  today: { new_total: 10, review_total: 4, done: 6, finished: false },
  created_at: "2026-11-20T00:00:00Z",
};
const word = {
  word_id: 11,
  word: "apple",
  pos: "noun",
  mean: "りんご",
  ipa: "ˈæpəl",
  audio_url: null,
  sentence: "I eat an apple every morning.",
  sentence_jp: "私は毎朝りんごを食べます。",
  cefr_lv: "A1",
};
const days = (n: number, from: string) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });

/** Answers each call by path; records query strings. */
function stubApi(overrides: Record<string, () => Response> = {}) {
  const queries: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost:5173");
    queries.push(
      `${url.pathname}?${[...url.searchParams]
        .filter(([k]) => !["student_id", "flag"].includes(k))
        .map(([k, v]) => `${k}=${v}`)
        .join("&")}`,
    );
    const own = overrides[url.pathname];
    if (own) return own();
    switch (url.pathname) {
      case "/v3/xfyun/get-tts-auth-url":
        return ok({ url: "/v3/tts/speak" });
      case "/v3/study-word/plans":
        return ok({ items: [plan] });
      case "/v3/study-word/plan-info":
        return ok({
          plan,
          history: days(30, "2026-10-31").map((date, i) => ({
            date,
            right: i === 29 ? 7 : 0,
            wrong: i === 29 ? 2 : 0,
            new_learned: i === 29 ? 5 : 0,
          })),
          next_7_days: days(7, "2026-11-29").map((date, i) => ({ date, due: i })),
        });
      case "/v3/study-word/list":
        return ok({
          items: [
            {
              ...word,
              mastery: url.searchParams.get("mastery") ?? "learned",
              due_at: "2026-12-01T00:00:00Z",
              reps: 2,
              lapses: 0,
            },
          ],
          total: 45,
        });
      case "/v3/study-word/word":
        return ok({ word: { ...word, mastery: "needs_review", due_at: null } });
      default:
        return json(404, { code: 404, message: `no ${url.pathname}`, data: null });
    }
  });
  return queries;
}

function open(path: string) {
  const router = createMemoryRouter(studyWordRoutes, { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("word-study pages", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student29", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("/study_word opens the plans: the teacher's plan with its mastery bar and today's progress", async () => {
    stubApi();
    const router = open("/study_word");
    const card = await screen.findByTestId("sw-plan");
    expect(router.state.location.pathname).toBe("/study_word/plan");
    expect(card.textContent).toContain("山田 美咲 先生の課題");
    expect(within(card).getByRole("img").getAttribute("aria-label")).toBe(
      "中学1年の単語 の習得度: 習得 3、学習済み 12、要復習 5、未学習 280",
    );
    expect(within(card).getByTestId("sw-plan-today").textContent).toBe("今日 6 / 14 語");
  });

  it("the plan record charts 30 days of answers and 7 days of reviews, with the numbers as tables", async () => {
    stubApi();
    open("/study_word/plan_info/7");
    const history = await screen.findByTestId("sw-history-chart");
    expect(within(history).getByRole("img").getAttribute("aria-label")).toBe(
      "最近 30 日の解答数（正解・不正解）: 正解 7、不正解 2",
    );
    expect(within(history).getAllByRole("row")).toHaveLength(31);
    const forecast = screen.getByTestId("sw-forecast-chart");
    expect(within(forecast).getByRole("img").getAttribute("aria-label")).toContain("復習 21");
    expect(screen.getByText("新しく覚えた単語: 5")).toBeTruthy();
  });

  it("the word list filters by mastery and pages through 20 at a time", async () => {
    const queries = stubApi();
    const router = open("/study_word/list/7");
    await screen.findByTestId("sw-list-row");
    expect(screen.getByText("1 / 3 ページ")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "要復習" }));
    await waitFor(() => expect(router.state.location.search).toBe("?mastery=needs_review"));
    await waitFor(() =>
      expect(screen.getByTestId("sw-list-row").getAttribute("data-mastery")).toBe("needs_review"),
    );
    fireEvent.click(screen.getByRole("button", { name: "次へ" }));
    await waitFor(() => expect(router.state.location.search).toBe("?mastery=needs_review&page=2"));
    await waitFor(() =>
      expect(queries).toContain("/v3/study-word/list?plan_id=7&page=2&limit=20&mastery=needs_review"),
    );
  });

  it("a word's page shows its card and mastery; its example hides the translation until asked", async () => {
    stubApi();
    open("/study_word/word?word_id=11&plan_id=7");
    expect((await screen.findByTestId("sw-word-mastery")).textContent).toBe("要復習");
    expect(screen.getByText("CEFR-J A1")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "例文を見る" }));
    const sentence = await screen.findByTestId("sw-sentence");
    expect(sentence.querySelector("mark")?.textContent).toBe("apple");
    const translation = screen.getByText("私は毎朝りんごを食べます。");
    expect(translation.hidden).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "訳を表示" }));
    expect(translation.hidden).toBe(false);
  });

  it.each([
    ["/study_word/plan_info/abc", "リンクが正しくありません。"],
    ["/study_word/today_task/0", "リンクが正しくありません。"],
    ["/study_word/word?word_id=-3", "リンクが正しくありません。"],
  ])("a malformed link (%s) says so without calling the API for it", async (path, text) => {
    const queries = stubApi();
    open(path);
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(queries.filter((q) => /plan-info|today-task|\/word\?/.test(q))).toEqual([]);
  });

  it("a plan that is not the student's (404) says it was not found", async () => {
    stubApi({
      "/v3/study-word/plan-info": () =>
        json(404, { code: 404, message: "学習プランが見つかりません", data: null }),
    });
    open("/study_word/plan_info/99");
    expect((await screen.findByTestId("sw-bad-plan")).textContent).toContain("プランが見つかりません。");
  });
});
