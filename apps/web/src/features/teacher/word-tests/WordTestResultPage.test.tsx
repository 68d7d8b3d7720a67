import { render, screen } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import WordTestResultPage from "./WordTestResultPage.tsx";

const row = {
  task_id: 4,
  title: "Unit 1 words",
  test_type: 1,
  class_id: 2,
  class_name: "1-A",
  res_code: "jh1-u1-word-choice",
  start_at: "2026-11-22T00:00:00Z",
  end_at: "2026-11-29T00:00:00Z",
  period_state: "open",
  word_count: 8,
  student_count: 1,
  finished_count: 1,
  average_score: 62.4,
};
const result = {
  task: row,
  students: [
    {
      student_id: 9,
      username: "student1",
      nickname: "Hana",
      exam_state: "finished",
      answered: 8,
      correct: 5,
      score: 62.4,
      finished_at: "2026-11-22T01:00:00Z",
      end_reason: null,
      own_end_at: null,
    },
  ],
  words: [
    { question_id: "wc01", word: "school", mean: "学校", right_count: 5, answered_count: 8 },
    { question_id: "wc02", word: "library", mean: "図書館", right_count: 0, answered_count: 0 },
  ],
};

describe("teacher word-test result (issue 16)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    teacherSignOut();
  });

  it("shows 5 of 8 right as 62.4, the student's figure, and the per-word rate by the same rule", async () => {
    teacherSignIn("ttok", "teacher1");
    vi.stubGlobal("fetch", async () => json(200, { code: 0, message: "ok", data: result }));
    const router = createMemoryRouter(
      [{ path: "/teacher/word-tests/:taskId", element: <WordTestResultPage /> }],
      {
        initialEntries: ["/teacher/word-tests/4"],
      },
    );
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const student = await screen.findByTestId("wtr-student-row");
    expect(student.textContent).toContain("62.4");
    expect(document.body.textContent).toContain("62.4%");
    // a word nobody answered is not a 0 % bar: it is named apart
    const chart = screen.getByTestId("wtr-word-chart").textContent ?? "";
    expect(chart).toContain("school");
    expect(chart).not.toContain("library");
    expect(screen.getByTestId("wtr-unanswered-words").textContent).toBe(
      "まだだれも解答していない単語：library",
    );
  });

  it("says why and when a student was cut off, and offers a retake", async () => {
    teacherSignIn("ttok", "teacher1");
    const cut = {
      ...result,
      students: [
        {
          ...result.students[0],
          exam_state: "aborted",
          score: 0,
          answered: 3,
          finished_at: "2026-11-22T01:05:00Z",
          end_reason: "left",
          own_end_at: null,
        },
      ],
    };
    vi.stubGlobal("fetch", async () => json(200, { code: 0, message: "ok", data: cut }));
    const router = createMemoryRouter(
      [{ path: "/teacher/word-tests/:taskId", element: <WordTestResultPage /> }],
      {
        initialEntries: ["/teacher/word-tests/4"],
      },
    );
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const row = await screen.findByTestId("wtr-student-row");
    expect(row.querySelector("[data-testid=wtr-state]")?.textContent).toBe("途中で離脱（0点）");
    expect(row.textContent).toContain("2026");
    expect(row.querySelector("[data-testid=wtr-retake]")).toBeTruthy();
  });
});
