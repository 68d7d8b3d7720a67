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
import EikenListPage from "./EikenListPage.tsx";
import WordIndexPage from "./WordIndexPage.tsx";
import WordPracticePage from "./WordPracticePage.tsx";
import WordResultPage from "./WordResultPage.tsx";

const API = "/v3/eiken";
const GUID = "6f1c1b2e-1111-4000-8000-000000000001";
/** A suggest_exam suggestion: replay the two items missed in grade 5's vocabulary set. */
const SUGGESTION = {
  res_code: "eiken-5-practice-vocab-gap-1",
  title: "語句の空所補充 1",
  title_en: "Vocabulary gap-fill 1",
  section: "vocab-gap",
  skill: "reading",
  section_name: "短文の語句空所補充",
  section_name_en: "Vocabulary and grammar gap-fill",
  question_count: 2,
  learn_count: 1,
  best_score: 50,
  reason: "review_wrong",
  mode: "review",
  question_ids: ["v2", "v4"],
};
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const counts = (n: number) => ({ unlearned: n, learned: 0, mastered: 0, needs_review: 0 });
const level = (id: number, grade: string, name: string, over: Record<string, unknown> = {}) => ({
  level_id: id,
  grade,
  name,
  name_en: `Grade ${grade}`,
  cefr: "A1",
  word_count: 300,
  new_count: 300,
  due_count: 0,
  mastery: counts(300),
  interview_count: 3,
  last_studied_at: null,
  ...over,
});
const levels = () => ({
  levels: [
    level(1, "5", "5級", {
      due_count: 4,
      new_count: 290,
      mastery: { ...counts(290), learned: 6, mastered: 4 },
    }),
    level(2, "4", "4級", { word_count: 0, new_count: 0, mastery: counts(0) }),
  ],
});
const card = (word: string, ja: string) => ({
  word,
  pos: "noun",
  ja,
  ipa: "x",
  example: `I see a ${word}.`,
  example_ja: `${ja}が見える。`,
});
const meaning = (qid: string, word: string, ja: string, withCard: boolean) => ({
  question_id: qid,
  index: Number(qid) - 1,
  test_type: "meaning",
  screen_text: word,
  options: [
    { index: 0, content: "机" },
    { index: 1, content: ja },
    { index: 2, content: "川" },
    { index: 3, content: "雲" },
  ],
  audio_text: word,
  card: withCard ? card(word, ja) : null,
  is_new: withCard ? 1 : 0,
  answered: 0,
});
const verdict = (qid: string, right: boolean, c: ReturnType<typeof card>, finished: boolean) => ({
  question_id: qid,
  is_right: right ? 1 : 0,
  correct_answer: c.ja,
  percent_score: null,
  card: c,
  mastery: right ? "unlearned" : "unlearned",
  due_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  answered: Number(qid),
  total: 2,
  finished: finished ? 1 : 0,
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
    if (url.pathname === "/v3/xfyun/get-tts-auth-url")
      return ok({ url: "http://localhost/v3/tts/speak?sig=s" });
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
      { path: "/eiken/wordlearning/practice/result", element: <p>result page</p> },
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

describe("Eiken word study pages (issue 20)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves the word routes of the spec, with /eiken/eikenList as the eikenIndex tab", () => {
    const paths = eikenRoutes.map((r) => r.path);
    for (const mode of ["wordlearning", "wordtraining"])
      for (const p of ["index", "practice", "practice/result"]) expect(paths).toContain(`eiken/${mode}/${p}`);
    expect(eikenRoutes.find((r) => r.path === "eiken/eikenList")?.handle).toEqual({ tab: "eikenIndex" });
  });

  it("lists the grades with mastery, due words and the ways in; a grade without words says so", async () => {
    serve({ [`${API}/levels`]: () => ok(levels()) });
    renderAt("/eiken/eikenList", <EikenListPage />, "/eiken/eikenList");
    const five = await screen.findByTestId("eiken-grade-5");
    expect(within(five).getByTestId("eiken-due").textContent).toBe("復習 4");
    expect(five.textContent).toContain("習得 4 / 300 語");
    expect(within(five).getByRole("img").getAttribute("aria-label")).toContain("習得 4");
    expect(within(five).getByTestId("eiken-link-learning").getAttribute("href")).toBe(
      "/eiken/wordlearning/index?level_id=1",
    );
    expect(within(five).getByTestId("eiken-link-training").getAttribute("href")).toBe(
      "/eiken/wordtraining/index?level_id=1",
    );
    const four = screen.getByTestId("eiken-grade-4");
    expect(four.textContent).toContain("この級の単語はまだありません。");
    expect(within(four).queryByTestId("eiken-link-learning")).toBeNull();
  });

  it("the grade list shows the Eiken work the class was given, linked to its homework", async () => {
    const requests = serve({
      [`${API}/levels`]: () => ok(levels()),
      "/v3/student/info": () =>
        ok({
          id: 3,
          username: "student1",
          nickname: "",
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
          school_name: "Hibiki",
          class_id: 12,
          class_name: "1-A",
          protocols_agreed: 1,
        }),
      "/v3/eiken-training/get-resource-list": () =>
        ok({
          class_id: 12,
          list: [
            {
              homework_id: 40,
              homework_title: "英検3級 模擬テスト",
              deadline: "2026-12-01T09:00:00Z",
              res_code: "eiken-3-mock-vocab-gap-1",
              title: "英検3級 模擬テスト 語句",
              level_id: 3,
              set: "mock",
              section: "vocab-gap",
              done_count: 1,
              best_score: 87,
            },
          ],
        }),
    });
    renderAt("/eiken/eikenList", <EikenListPage />, "/eiken/eikenList");
    const task = await screen.findByTestId("ek-class-task");
    expect(task.textContent).toContain("英検3級 模擬テスト");
    expect(task.textContent).toContain("最高 87 点（1 回）");
    expect(within(task).getByRole("link").getAttribute("href")).toBe("/homework/detail?homework_id=40");
    expect(
      requests.find((r) => r.path === "/v3/eiken-training/get-resource-list")?.search.get("class_id"),
    ).toBe("12");
  });

  it("word training's index shows the due count and a filtered word list", async () => {
    const requests = serve({
      [`${API}/levels`]: () => ok(levels()),
      [`${API}/words`]: (_b, q) =>
        ok({
          level_id: 1,
          total: 1,
          page: 1,
          limit: 30,
          words: [
            {
              ...card("apple", "りんご"),
              mastery: q.get("mastery") === "needs_review" ? "needs review" : "learned",
              due_at: null,
              right_count: 2,
              wrong_count: 1,
            },
          ],
        }),
    });
    renderAt("/eiken/wordtraining/index?level_id=1", <WordIndexPage />, "/eiken/wordtraining/index");
    expect((await screen.findByTestId("ek-waiting")).textContent).toBe("いま復習する単語: 4 語");
    expect(screen.getByTestId("ek-start").getAttribute("href")).toBe(
      "/eiken/wordtraining/practice?level_id=1",
    );
    const row = await screen.findByTestId("ek-word-row");
    expect(row.textContent).toContain("正解 2・不正解 1");
    fireEvent.change(screen.getByTestId("ek-filter"), { target: { value: "needs_review" } });
    await waitFor(() =>
      expect(screen.getByTestId("ek-word-row").getAttribute("data-mastery")).toBe("needs review"),
    );
    expect(
      requests.some((r) => r.path === `${API}/words` && r.search.get("mastery") === "needs_review"),
    ).toBe(true);
    fireEvent.change(screen.getByTestId("ek-search"), { target: { value: "app1" } });
    expect((await screen.findByRole("alert")).textContent).toBe("英語のアルファベットで入力してください。");
  });

  it("learning shows the card, then the meaning question; the server's verdict shows and the last answer leads to the result", async () => {
    const items = [meaning("1", "apple", "りんご", true), meaning("2", "bread", "パン", true)];
    const requests = serve({
      [`${API}/suggest/guid/resource`]: () =>
        ok({ guid: GUID, level_id: 1, resource_tag: "suggest_word", mode: "learning", items, exam: null }),
      [`${API}/suggest/guid/item/submit`]: (b) => {
        const body = b as { question_id: string; answer_result: string };
        return body.question_id === "1"
          ? ok(verdict("1", body.answer_result === "1", card("apple", "りんご"), false))
          : ok(verdict("2", body.answer_result === "1", card("bread", "パン"), true));
      },
      [`${API}/levels`]: () => ok(levels()),
    });
    const router = renderAt(
      "/eiken/wordlearning/practice?level_id=1",
      <WordPracticePage />,
      "/eiken/wordlearning/practice",
    );
    const learnCard = await screen.findByTestId("ek-learn-card");
    expect(within(learnCard).getByTestId("ek-word-ja").textContent).toBe("りんご");
    expect(screen.queryByTestId("ek-question")).toBeNull();
    fireEvent.click(screen.getByTestId("ek-card-next"));
    expect((await screen.findByTestId("ek-prompt")).textContent).toBe("apple");
    fireEvent.click(screen.getAllByTestId("ek-option")[1]!);
    const v = await screen.findByTestId("ek-verdict");
    expect(v.getAttribute("data-right")).toBe("1");
    expect(v.textContent).toContain("正解！");
    expect(v.textContent).toContain("次の復習: 10 分後");
    for (const b of screen.getAllByTestId("ek-option")) expect((b as HTMLButtonElement).disabled).toBe(true);
    const sent = requests.find((r) => r.path === `${API}/suggest/guid/item/submit`)?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ guid: GUID, question_id: "1", answer_result: "1" });
    expect(Number(sent.duration_ms)).toBeGreaterThanOrEqual(0);
    expect(requests.find((r) => r.path === `${API}/suggest/guid/resource`)?.search.get("mode")).toBe(
      "learning",
    );

    fireEvent.click(screen.getByTestId("ek-next"));
    fireEvent.click(await screen.findByTestId("ek-card-next"));
    fireEvent.click((await screen.findAllByTestId("ek-option"))[2]!);
    const wrong = await screen.findByTestId("ek-verdict");
    await waitFor(() => expect(wrong.getAttribute("data-right")).toBe("0"));
    expect(screen.getByTestId("ek-correct").textContent).toBe("正解: パン");
    expect(screen.getByTestId("ek-next").textContent).toBe("結果を見る");
    fireEvent.click(screen.getByTestId("ek-next"));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/eiken/wordlearning/practice/result?level_id=1&guid=${GUID}`,
      ),
    );
  });

  it("training's spelling question takes a typed word (an empty one is refused on the page)", async () => {
    const spelling = {
      question_id: "1",
      index: 0,
      test_type: "spelling",
      screen_text: "りんご",
      options: [],
      audio_text: "apple",
      card: null,
      is_new: 0,
      answered: 0,
    };
    const requests = serve({
      [`${API}/suggest/guid/resource`]: () =>
        ok({
          guid: GUID,
          level_id: 1,
          resource_tag: "suggest_word",
          mode: "training",
          items: [spelling],
          exam: null,
        }),
      [`${API}/suggest/guid/item/submit`]: () =>
        ok({ ...verdict("1", false, card("apple", "りんご"), true), correct_answer: "apple", total: 1 }),
      [`${API}/levels`]: () => ok(levels()),
    });
    renderAt("/eiken/wordtraining/practice?level_id=1", <WordPracticePage />, "/eiken/wordtraining/practice");
    expect((await screen.findByTestId("ek-prompt")).textContent).toBe("りんご");
    fireEvent.submit(screen.getByTestId("ek-input").closest("form")!);
    expect((await screen.findByRole("alert")).textContent).toBe("単語を入力してください。");
    fireEvent.change(screen.getByTestId("ek-input"), { target: { value: "aple" } });
    fireEvent.submit(screen.getByTestId("ek-input").closest("form")!);
    expect((await screen.findByTestId("ek-correct")).textContent).toBe("正解: apple");
    expect(requests.filter((r) => r.path === `${API}/suggest/guid/item/submit`)).toHaveLength(1);
    expect(requests.find((r) => r.path === `${API}/suggest/guid/item/submit`)?.body).toMatchObject({
      answer_result: "aple",
    });
  });

  it("says when there is nothing to train yet, and leads to learning", async () => {
    serve({
      [`${API}/suggest/guid/resource`]: () =>
        ok({
          guid: GUID,
          level_id: 1,
          resource_tag: "suggest_word",
          mode: "training",
          items: [],
          exam: null,
        }),
    });
    renderAt("/eiken/wordtraining/practice?level_id=1", <WordPracticePage />, "/eiken/wordtraining/practice");
    const box = await screen.findByTestId("ek-nothing");
    expect(box.textContent).toContain("まず「単語を覚える」で新しい単語を学びましょう。");
    expect(within(box).getAllByRole("link")[0]!.getAttribute("href")).toBe(
      "/eiken/wordlearning/index?level_id=1",
    );
  });

  it("the result lists each word with the answer and offers what to study next", async () => {
    serve({
      [`${API}/suggest/guid/logs`]: () =>
        ok({
          guid: GUID,
          level_id: 1,
          mode: "learning",
          resource_tag: "suggest_word",
          started_at: "2026-11-29T01:00:00Z",
          finished_at: "2026-11-29T01:05:00Z",
          total: 2,
          answered: 2,
          right_count: 1,
          percent: 50,
          items: [
            {
              question_id: "1",
              test_type: "meaning",
              card: card("apple", "りんご"),
              answered: 1,
              is_right: 1,
              answer_text: "りんご",
              percent_score: null,
              mastery: "unlearned",
            },
            {
              question_id: "2",
              test_type: "meaning",
              card: card("bread", "パン"),
              answered: 1,
              is_right: 0,
              answer_text: "川",
              percent_score: null,
              mastery: "unlearned",
            },
          ],
          exam: null,
        }),
      [`${API}/suggest/next/res/list`]: () =>
        ok({
          list: [
            {
              resource_tag: "suggest_word",
              level_id: 1,
              mode: "training",
              count: 2,
              recommended: 1,
              exam: null,
            },
            {
              resource_tag: "suggest_word",
              level_id: 1,
              mode: "learning",
              count: 0,
              recommended: 0,
              exam: null,
            },
            {
              resource_tag: "suggest_exam",
              level_id: 1,
              mode: null,
              count: 2,
              recommended: 0,
              exam: SUGGESTION,
            },
          ],
        }),
    });
    renderAt(
      `/eiken/wordlearning/practice/result?level_id=1&guid=${GUID}`,
      <WordResultPage />,
      "/eiken/wordlearning/practice/result",
    );
    expect((await screen.findByTestId("ek-score")).textContent).toBe("50%");
    expect(screen.getByTestId("ek-summary").textContent).toBe("2 問中 1 問正解");
    const rows = screen.getAllByTestId("ek-result-row");
    expect(rows[1]!.textContent).toContain("あなたの答え: 川");
    expect(rows[0]!.textContent).not.toContain("あなたの答え");
    expect((await screen.findByTestId("ek-next-training")).getAttribute("href")).toBe(
      "/eiken/wordtraining/practice?level_id=1",
    );
    // nothing left to learn: the link goes to the index, not to an empty session
    expect(screen.getByTestId("ek-next-learning").getAttribute("href")).toBe(
      "/eiken/wordlearning/index?level_id=1",
    );
    // the practice suggested next replays the items missed last time
    const exam = screen.getByTestId("ek-next-exam");
    expect(exam.textContent).toContain("練習問題：短文の語句空所補充");
    expect(exam.getAttribute("href")).toBe(
      "/eiken/rwl/review/details?level_id=1&res_code=eiken-5-practice-vocab-gap-1&mode=review&question_ids=v2%2Cv4",
    );
  });

  it("a link without a valid grade says so", async () => {
    serve({});
    renderAt("/eiken/wordlearning/practice?level_id=9", <WordPracticePage />, "/eiken/wordlearning/practice");
    expect((await screen.findByTestId("eiken-bad-level")).textContent).toContain(
      "級の指定が正しくありません。",
    );
  });
});
