import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { currentBox, dismissBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wordTestsUrls } from "../routes.tsx";
import { WordRun } from "./WordRun.tsx";

const task = {
  task_id: 5,
  title: "Unit 3 words",
  test_type: 3,
  teacher_name: "Sato",
  class_name: "1-A",
  start_at: "2026-11-22T00:00:00Z",
  end_at: "2026-11-22T23:00:00Z",
  period_state: "open",
  exam_state: "in_progress",
  word_count: 2,
  answered: 0,
  correct: 0,
  score: 0,
  wrong_remaining: 0,
  end_reason: null,
};
const item = (id: string, jp: string) => ({
  question_id: id,
  index: 0,
  test_type: "typing",
  screen_text: jp,
  options: [],
  audio_url: "",
});
const resource = { task, items: [item("w1", "りんご"), item("w2", "つくえ")], seconds_left: 600 };
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const answered = (is_right: 0 | 1, finished: 0 | 1) =>
  ok({
    question_id: "w1",
    is_right,
    correct_answer: "apple",
    answered: 1,
    correct: is_right,
    word_count: 2,
    finished,
    score: 0,
    wrong_remaining: 0,
  });

function renderRun(mode: "exam" | "wrong", responses: Parameters<typeof scriptedFetch>[0]) {
  const fetch = scriptedFetch(responses);
  vi.stubGlobal("fetch", fetch.fn);
  const router = createMemoryRouter(
    [
      { path: "/study_word/test/exam", element: <WordRun mode={mode} taskId={5} /> },
      { path: "/study_word/test", element: <p>word test list</p> },
      { path: "/study_word/test/result", element: <p>exam result</p> },
      { path: "/study_word/wrong_topic/result", element: <p>wrong result</p> },
    ],
    { initialEntries: [wordTestsUrls.exam(5)] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetch.requests;
}

const pathOf = (r: Request) => new URL(r.url).pathname;
const typeAnswer = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByTestId("word-submit"));
};

describe("word test run", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    // The message-box queue is module state: empty it so one test's alert never shows in the next.
    while (currentBox()) dismissBox();
  });

  it("an answer after the period ends (423) shows word_exam_time_end_tips with a close button, then goes back", async () => {
    const requests = renderRun("exam", [
      () => ok(resource),
      () =>
        json(423, {
          code: 423,
          message: "time over",
          data: { error_key: "word_exam_time_end_tips" },
        }),
    ]);
    typeAnswer(await screen.findByTestId("word-input"), "apple");
    expect(await screen.findByTestId("msgbox-text")).toHaveProperty(
      "textContent",
      "テストの実施期間が終了しました。",
    );
    fireEvent.click(screen.getByRole("button", { name: "閉じる" }));
    expect(await screen.findByText("word test list")).toBeTruthy();
    // Going back after the alert is not "leaving midway": no abort is sent.
    expect(requests.map(pathOf)).not.toContain("/v3/word-quiz/abort-word-exam");
  });

  it("leaving midway asks first and sends abort-word-exam (0 points)", async () => {
    const requests = renderRun("exam", [() => ok(resource), () => ok({ task_id: 5, score: 0 })]);
    await screen.findByTestId("word-input");
    fireEvent.click(screen.getByTestId("word-quit"));
    expect((await screen.findByTestId("msgbox-text")).textContent).toContain("0点");
    fireEvent.click(screen.getByTestId("msgbox-ok"));
    expect(await screen.findByText("word test list")).toBeTruthy();
    const abort = requests.find((r) => pathOf(r) === "/v3/word-quiz/abort-word-exam");
    expect(abort).toBeDefined();
    expect(await abort?.text()).toBe("task_id=5");
  });

  it("cancelling the leave question keeps the test open and sends nothing", async () => {
    const requests = renderRun("exam", [() => ok(resource)]);
    await screen.findByTestId("word-input");
    fireEvent.click(screen.getByTestId("word-quit"));
    fireEvent.click(await screen.findByTestId("msgbox-cancel"));
    expect(screen.getByTestId("word-input")).toBeTruthy();
    expect(requests.map(pathOf)).toEqual(["/v3/word-quiz/word-quiz-resource"]);
  });

  it("wrong-topic mode repeats a wrong word until it is right, then shows the wrong-topic result", async () => {
    const one = { ...resource, items: [item("w1", "りんご")] };
    const requests = renderRun("wrong", [() => ok(one), () => answered(0, 0), () => answered(1, 1)]);
    typeAnswer(await screen.findByTestId("word-input"), "aple");
    expect((await screen.findByTestId("word-verdict")).textContent).toContain("apple");
    fireEvent.click(screen.getByTestId("word-next"));
    expect(screen.getByTestId("word-prompt").textContent).toBe("りんご");
    typeAnswer(screen.getByTestId("word-input"), "apple");
    fireEvent.click(await screen.findByTestId("word-next"));
    expect(await screen.findByText("wrong result")).toBeTruthy();
    const bodies = await Promise.all(
      requests.filter((r) => pathOf(r) === "/v3/word-quiz/word-quiz-answer").map((r) => r.text()),
    );
    expect(bodies.map((b) => new URLSearchParams(b).get("mode"))).toEqual(["wrong", "wrong"]);
  });

  it("a test that has not started (400) says so and links back", async () => {
    renderRun("exam", [
      () => json(400, { code: 400, message: "このテストはまだ始まっていません", data: null }),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId("word-closed").textContent).toContain("まだ始まっていません"),
    );
  });
});
