import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { currentBox, dismissBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TaskCard } from "../components/TaskCard.tsx";
import { wordTestsBareRoutes, wordTestsRoutes, wordTestsUrls } from "../routes.tsx";
import WordExamPage from "./WordExamPage.tsx";
import WordTestResultPage from "./WordTestResultPage.tsx";
import WrongTopicPage from "./WrongTopicPage.tsx";
import WrongTopicResultPage from "./WrongTopicResultPage.tsx";

const task = (over: Record<string, unknown> = {}) => ({
  task_id: 5,
  title: "Unit 1 words",
  test_type: 3,
  teacher_name: "Sato",
  class_name: "1-A",
  start_at: "2026-11-22T00:00:00Z",
  end_at: new Date(Date.now() + 604_147_000).toISOString(),
  period_state: "open",
  exam_state: "not_taken",
  word_count: 8,
  answered: 0,
  correct: 0,
  score: 0,
  wrong_remaining: 0,
  end_reason: null,
  ...over,
});
const word = (id: string, is_right: 0 | 1 | null, answer_text: string | null) => ({
  question_id: id,
  index: 0,
  word: `word ${id}`,
  mean: `意味 ${id}`,
  is_right,
  answer_text,
});
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

/** Answers by path; records every request. */
function serve(routes: Record<string, () => Response>) {
  const requests: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    requests.push(path);
    const route = routes[path];
    if (!route) return json(404, { code: 404, message: `no route ${path}`, data: null });
    return route();
  });
  return requests;
}

function renderAt(url: string, element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "/study_word/test", element: <p>word test list</p> },
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

describe("word-test pages (issue 16)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    while (currentBox()) dismissBox();
  });

  it("asks before the one-attempt test starts, with the rule and the time left in days and hours", async () => {
    const requests = serve({
      "/v3/word-quiz/word-quiz-topics": () => ok({ task: task(), items: [] }),
      "/v3/word-quiz/word-quiz-resource": () =>
        ok({
          task: task({ exam_state: "in_progress" }),
          items: [
            {
              question_id: "w1",
              index: 0,
              test_type: "typing",
              screen_text: "りんご",
              options: [],
              audio_url: "",
            },
          ],
          seconds_left: 604_147,
        }),
    });
    renderAt(wordTestsUrls.exam(5), <WordExamPage />, "/study_word/test/exam");
    const text = (await screen.findByTestId("msgbox-text")).textContent ?? "";
    expect(text).toContain("1回だけ");
    expect(text).toContain("0点");
    expect(text).toContain("6日 23時間");
    expect(screen.getByTestId("msgbox-ok").textContent).toBe("はじめる");
    // nothing started yet: the exam call comes only after the student agrees
    expect(requests).not.toContain("/v3/word-quiz/word-quiz-resource");
    fireEvent.click(screen.getByTestId("msgbox-ok"));
    expect((await screen.findByTestId("word-time-left")).textContent).toBe("残り 6日 23時間");
    expect(requests).toContain("/v3/word-quiz/word-quiz-resource");
  });

  it("saying not now goes back to the list without starting the test", async () => {
    const requests = serve({ "/v3/word-quiz/word-quiz-topics": () => ok({ task: task(), items: [] }) });
    renderAt(wordTestsUrls.exam(5), <WordExamPage />, "/study_word/test/exam");
    fireEvent.click(await screen.findByTestId("msgbox-cancel"));
    expect(await screen.findByText("word test list")).toBeTruthy();
    expect(requests).not.toContain("/v3/word-quiz/word-quiz-resource");
  });

  it("shows 5 of 8 right as 62.4 points, as textbooks do", async () => {
    const done = task({ exam_state: "finished", answered: 8, correct: 5, score: 62.4, wrong_remaining: 3 });
    serve({ "/v3/word-quiz/word-quiz-topics": () => ok({ task: done, items: [] }) });
    renderAt(wordTestsUrls.result(5), <WordTestResultPage />, "/study_word/test/result");
    expect((await screen.findByTestId("word-score")).textContent).toBe("62.4 点");
    const router = createMemoryRouter([{ path: "*", element: <TaskCard task={done as never} /> }]);
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByTestId("word-task-score").textContent).toBe("62.4 点");
  });

  it("an abandoned test's result links to practising its unanswered words", async () => {
    const aborted = task({ exam_state: "aborted", answered: 2, correct: 1, score: 0, wrong_remaining: 7 });
    serve({
      "/v3/word-quiz/word-quiz-topics": () =>
        ok({ task: aborted, items: [word("w1", 1, "0"), word("w2", 0, "1"), word("w3", null, null)] }),
    });
    renderAt(wordTestsUrls.result(5), <WordTestResultPage />, "/study_word/test/result");
    const link = await screen.findByTestId("word-wrong-start");
    expect(link.getAttribute("href")).toBe(wordTestsUrls.wrong(5));
    expect(link.textContent).toContain("残り 7 語");
  });

  it("the practice result counts unanswered words as words to practise, never 'all right' above them", async () => {
    const entry = (fixed: 0 | 1) => ({
      task_id: 5,
      title: "Unit 1 words",
      wrong_total: 3,
      wrong_remaining: fixed ? 0 : 2,
      words: [word("w2", 1, "1"), word("w3", fixed, null), word("w4", fixed, null)],
    });
    serve({ "/v3/word-quiz/wrong-topic-list": () => ok({ items: [entry(0)] }) });
    renderAt(wordTestsUrls.wrongResult(5), <WrongTopicResultPage />, "/study_word/wrong_topic/result");
    expect((await screen.findByTestId("word-wrong-left")).textContent).toBe("残り 2 語");
    expect(screen.queryByTestId("word-all-right")).toBeNull();
    const rows = screen.getAllByTestId("word-row").map((r) => r.textContent);
    expect(rows[1]).toContain("まだ");
    expect(rows[1]).toContain("テストでは未回答");
    expect(rows[0]).toContain("練習で正解");
  });

  it("without task_id, lists the tests with words to practise (an empty state when none)", async () => {
    serve({
      "/v3/word-quiz/wrong-topic-list": () =>
        ok({
          items: [{ task_id: 5, title: "Unit 1 words", wrong_total: 7, wrong_remaining: 7, words: [] }],
        }),
    });
    renderAt(wordTestsUrls.wrongList(), <WrongTopicPage />, "/study_word/wrong_topic");
    const row = await screen.findByTestId("word-wrong-task");
    expect(row.textContent).toContain("Unit 1 words");
    expect(screen.getByTestId("word-wrong-start").getAttribute("href")).toBe(wordTestsUrls.wrong(5));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an empty practice list with the way back", async () => {
    serve({ "/v3/word-quiz/wrong-topic-list": () => ok({ items: [] }) });
    renderAt(wordTestsUrls.wrongList(), <WrongTopicPage />, "/study_word/wrong_topic");
    expect((await screen.findByTestId("word-wrong-empty")).textContent).toBe("練習する単語はありません。");
    await waitFor(() => expect(screen.getByRole("link", { name: "単語テスト一覧へ" })).toBeTruthy());
  });

  it("wrong-word practice runs inside the app shell (header and menu); only the test is bare", () => {
    const paths = (rs: { path?: string }[]) => rs.map((r) => r.path);
    expect(paths(wordTestsRoutes)).toContain("study_word/wrong_topic");
    expect(paths(wordTestsBareRoutes)).toEqual(["study_word/test/exam"]);
  });
});
