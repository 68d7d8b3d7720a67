import type { Gradebook } from "@hibiki/contracts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import GradebookPage from "./GradebookPage.tsx";
import { parseMark } from "./MarkDialog.tsx";

const cell = (over: Partial<Gradebook["rows"][number]["cells"][number]> = {}) => ({
  status: "not_started" as const,
  score: null,
  mark: null,
  mark_reason: null,
  submitted_at: null,
  ...over,
});
const book: Gradebook = {
  class_id: 3,
  class_name: "1年A組",
  include_practice: 0,
  columns: [
    { kind: "homework", id: 11, title: "Unit 1 文法", due_at: "2026-11-20T08:00:00Z", is_writing: 0 },
    { kind: "word_test", id: 4, title: "単語テスト 1", due_at: "2026-11-21T08:00:00Z", is_writing: 0 },
  ],
  rows: [
    {
      student_id: 1,
      username: "student1",
      nickname: "Hana",
      class_number: 1,
      cells: [
        cell({ status: "submitted", score: 90 }),
        cell({ status: "left", score: 0, mark: 70, mark_reason: "体調不良" }),
      ],
      average: 80,
      counted: 2,
      practice_average: 55,
      study_seconds: 1500,
    },
    {
      student_id: 2,
      username: "student2",
      nickname: "Ken",
      class_number: 2,
      cells: [cell(), cell()],
      average: null,
      counted: 0,
      practice_average: null,
      study_seconds: 0,
    },
  ],
};

function renderPage(data: Gradebook = book) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return json(200, { code: 0, message: "ok", data });
  });
  const router = createMemoryRouter(
    [{ path: "/teacher/classes/:classId/gradebook", element: <GradebookPage /> }],
    {
      initialEntries: ["/teacher/classes/3/gradebook"],
    },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return calls;
}

describe("the grade book page", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(() => {
    vi.unstubAllGlobals();
    teacherSignOut();
  });

  it("shows status and score per cell, marks, and a dash (never 0) for work not started", async () => {
    renderPage();
    const rows = await screen.findAllByTestId("gb-row");
    expect(rows[0]?.textContent).toContain("提出済み");
    expect(rows[0]?.textContent).toContain("評価あり");
    expect(rows[0]?.querySelector("[data-testid=gb-average]")?.textContent).toBe("80");
    expect(rows[1]?.textContent).toContain("未着手");
    expect(rows[1]?.querySelector("[data-testid=gb-average]")?.textContent).toBe("—");
    expect(rows[1]?.textContent).not.toMatch(/\b0%/);
  });

  it("plots a student's progress and opens the mark dialog from a cell", async () => {
    renderPage();
    fireEvent.click((await screen.findAllByTestId("gb-student"))[0]!);
    expect(await screen.findByTestId("gb-progress-chart")).toBeTruthy();
    fireEvent.click(screen.getAllByTestId("gb-cell")[1]!);
    expect(((await screen.findByTestId("gb-mark-value")) as HTMLInputElement).value).toBe("70");
    expect((screen.getByTestId("gb-mark-reason") as HTMLInputElement).value).toBe("体調不良");
  });

  it("shows homework given to other students as not assigned, with nothing to mark, out of the count", async () => {
    const [first, second] = book.rows as [Gradebook["rows"][number], Gradebook["rows"][number]];
    renderPage({ ...book, rows: [first, { ...second, cells: [cell({ status: "not_assigned" }), cell()] }] });
    const rows = await screen.findAllByTestId("gb-row");
    expect(rows[1]?.textContent).toContain("対象外");
    expect(rows[1]?.querySelectorAll("[data-testid=gb-cell]")).toHaveLength(1);
    expect(rows[1]?.textContent).toContain("0 / 1");
    expect(rows[0]?.textContent).toContain("2 / 2");
  });

  it("asks the server again when self-practice is included", async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByTestId("gb-include-practice"));
    await waitFor(() => expect(calls.some((u) => u.includes("include_practice=1"))).toBe(true));
  });
});

describe("parseMark", () => {
  it("takes 0-100 with at most one decimal", () => {
    expect(parseMark("85")).toBe(85);
    expect(parseMark(" 72.5 ")).toBe(72.5);
    expect(parseMark("100")).toBe(100);
    expect(parseMark("101")).toBe("invalid");
    expect(parseMark("-1")).toBe("invalid");
    expect(parseMark("7.25")).toBe("invalid");
    expect(parseMark("")).toBe("invalid");
  });
});
