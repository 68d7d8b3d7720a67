import { render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ExamHomePage from "./ExamHomePage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const level = (over: Record<string, unknown>) => ({
  level_id: 1,
  grade: "5",
  name: "5級",
  name_en: "Grade 5",
  cefr: "A1",
  word_count: 300,
  new_count: 280,
  due_count: 0,
  mastery: { unlearned: 280, learned: 10, mastered: 10, needs_review: 0 },
  interview_count: 3,
  last_studied_at: null,
  ...over,
});
const test = (code: string, over: Record<string, unknown> = {}) => ({
  res_code: code,
  title: code,
  title_en: code,
  set: "test",
  part: null,
  parts: [],
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

function show(levels: unknown[], tests: unknown[]) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/v3/eiken/levels") return ok({ levels });
    if (path === "/v3/tokyo-higher/practice-resource/list") return ok({ dir_id: 1, dirs: [], list: tests });
    return json(404, { code: 404, message: "no route", data: null });
  });
  const router = createMemoryRouter([{ path: "/testing", element: <ExamHomePage /> }], {
    initialEntries: ["/testing"],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the exam home (issue 21)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("lists each exam with the student's progress and best result", async () => {
    show(
      [
        level({ due_count: 3, last_studied_at: "2026-11-20T01:00:00Z" }),
        level({ level_id: 2, mastery: { unlearned: 0, learned: 0, mastered: 5, needs_review: 0 } }),
      ],
      [
        test("t1", { learn_count: 2, best_grade: "B" }),
        test("t2", { learn_count: 1, best_grade: "A" }),
        test("t3"),
      ],
    );
    expect((await screen.findByTestId("exam-eiken-progress")).textContent).toContain(
      "習得した単語 15 語 ・ 復習 3 語",
    );
    expect((await screen.findByTestId("exam-tokyo-progress")).textContent).toContain(
      "本番形式テスト 2 / 3 回受験",
    );
    expect(screen.getByTestId("exam-tokyo-best").textContent).toBe("A");
  });

  it("says when the progress could not be loaded, instead of calling the exam not started", async () => {
    show([{ level_id: "bad" }], [test("t1")]);
    expect((await screen.findByTestId("exam-eiken-error")).textContent).toBe(
      "進み具合を読み込めませんでした。",
    );
  });

  it("says when an exam is not started", async () => {
    show([level({})], [test("t1")]);
    expect((await screen.findByTestId("exam-eiken-progress")).textContent).toBe("まだ始めていません");
    expect((await screen.findByTestId("exam-tokyo-progress")).textContent).toBe("まだ始めていません");
  });
});
