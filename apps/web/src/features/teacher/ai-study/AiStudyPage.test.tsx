import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox } from "@web/lib/message-box.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { japanDay } from "../free-reading/assign-form.ts";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import AiStudyPage from "./AiStudyPage.tsx";
import { checkAiAssignForm, emptyAiAssignForm } from "./assign-form.ts";
import { HEATMAP } from "./test-data.ts";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const lesson = (no: number, point: string, title: string) => ({
  lesson_id: `jh1-0${no}-${point}`,
  lesson_no: no,
  point,
  title,
  title_en: `${title} (en)`,
});
const COURSES = [
  {
    course_id: "jh1",
    title: "中学1年",
    title_en: "Junior high year 1",
    level: "A1",
    color: "#2f7d4f",
    lessons: [lesson(1, "be-present", "be動詞"), lesson(2, "verb-present", "一般動詞")],
  },
];
const assignment = {
  assignment_id: 7,
  class_id: 2,
  class_name: "2年A組",
  teacher_name: "山田",
  target_type: "course",
  course_id: "jh1",
  lessons: [lesson(1, "be-present", "be動詞")],
  whole_course: false,
  scenario_id: null,
  title: "中学1年",
  title_en: "Junior high year 1",
  due_date: "2026-12-20",
  note: "be動詞を復習しよう",
  status: "open",
  created_at: "2026-12-01T00:00:00Z",
};
const progressRow = (id: number, name: string, over: Record<string, unknown>) => ({
  student_id: id,
  name,
  class_number: id,
  stages_done: 0,
  stages_total: 4,
  test_score: null,
  sessions_done: null,
  best_task_score: null,
  percent: 0,
  done: false,
  late: false,
  available: true,
  ...over,
});

/** The console's calls answered by path; posts are recorded with their bodies. */
function stubApi() {
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:5173");
    const path = url.pathname;
    if (init?.method === "POST") {
      const raw = String(init.body ?? "");
      posts.push({
        path,
        body: raw.startsWith("{") ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw)),
      });
      return path.endsWith("/delete") ? ok({ deleted: true }) : ok({ assignment, students: 12 });
    }
    if (path.endsWith("/ai-homework/options"))
      return ok({
        classes: [{ class_id: 2, name: "2年A組", student_count: 2 }],
        courses: COURSES,
        scenarios: [
          {
            scenario_id: "as-01-first-day",
            title: "First Day",
            title_ja: "新しい学校の初日",
            level: "A1",
            topic: "self-introduction",
            turn_count: 8,
          },
        ],
      });
    if (path.endsWith("/ai-homework/assignments"))
      return ok({ items: [{ ...assignment, students: 2, done_count: 1 }] });
    if (path.endsWith("/ai-homework/progress"))
      return ok({
        assignment,
        items: [
          progressRow(29, "中村 ゆい", { stages_done: 4, percent: 100, done: true, test_score: 85 }),
          progressRow(30, "小林 さくら", { stages_done: 1, percent: 25, late: true }),
        ],
      });
    if (path.endsWith("/ai-homework/heatmap")) return ok(HEATMAP);
    return json(404, { code: 404, message: `no ${path}`, data: null });
  });
  return posts;
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: "/teacher/ai-study", element: <AiStudyPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("teacher AI study homework (issue 24 part 3)", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(async () => {
    vi.unstubAllGlobals();
    teacherSignOut();
    await i18n.changeLanguage("ja");
  });

  it("checks the form, then assigns chosen lessons of a course or a scenario", async () => {
    const posts = stubApi();
    renderPage("/teacher/ai-study?class_id=2");
    const form = await screen.findByTestId("ai-assign-form");
    fireEvent.click(within(form).getByTestId("ai-target-scenario"));
    fireEvent.change(within(form).getByTestId("ai-due"), { target: { value: "2020-01-01" } });
    fireEvent.click(within(form).getByTestId("ai-assign"));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual(["会話シナリオを選んでください", "締め切り日は今日以降にしてください"]);
    expect(posts).toEqual([]);

    const due = japanDay(new Date(), 3);
    fireEvent.change(within(form).getByTestId("ai-due"), { target: { value: due } });
    fireEvent.click(within(form).getByTestId("ai-target-course"));
    const lessons = within(form).getAllByTestId("ai-lesson");
    expect(within(form).getByTestId("ai-lessons").textContent).toContain("全 2 レッスン");
    fireEvent.click(lessons[1] as HTMLElement);
    expect(within(form).getByTestId("ai-lessons").textContent).toContain("1 レッスンを選んでいます");
    fireEvent.change(within(form).getByTestId("ai-note"), { target: { value: " 一般動詞を復習 " } });
    fireEvent.click(within(form).getByTestId("ai-assign"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: "/v3/teacher/ai-homework/assign",
      body: {
        class_id: 2,
        target_type: "course",
        course_id: "jh1",
        lesson_ids: ["jh1-02-verb-present"],
        due_date: due,
        note: "一般動詞を復習",
      },
    });

    fireEvent.click(within(form).getByTestId("ai-target-scenario"));
    fireEvent.change(within(form).getByTestId("ai-scenario"), { target: { value: "as-01-first-day" } });
    fireEvent.click(within(form).getByTestId("ai-assign"));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]?.body).toMatchObject({ target_type: "scenario", scenario_id: "as-01-first-day" });
    expect(posts[1]?.body).not.toHaveProperty("course_id");
  });

  it("lists the homework, shows each student's progress as bars, the heatmap, and deletes after a confirmation", async () => {
    const posts = stubApi();
    const router = renderPage("/teacher/ai-study?class_id=2");
    const row = await screen.findByTestId("ai-assignment");
    expect(row.textContent).toContain("中学1年");
    expect(row.textContent).toContain("L1 be動詞");
    expect(row.textContent).toContain("be動詞を復習しよう");
    expect(row.textContent).toContain("1 / 2");
    fireEvent.click(within(row).getByTestId("ai-show"));
    const students = await screen.findAllByTestId("ai-student");
    expect(router.state.location.search).toBe("?class_id=2&assignment_id=7");
    expect(students.map((s) => s.dataset.done)).toEqual(["1", "0"]);
    const bar = within(students[1] as HTMLElement).getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-label")).toBe("小林 さくら：25%");
    expect(students[0]?.textContent).toContain("4 / 4");
    expect(students[0]?.textContent).toContain("85 点");
    expect(within(students[1] as HTMLElement).getByTestId("ai-state").textContent).toBe("期限切れ");
    // the heatmap of the course of the class's homework
    const heat = await screen.findByTestId("ai-heatmap");
    expect(within(heat).getAllByTestId("ai-heat-row")).toHaveLength(2);
    expect((screen.getByTestId("ai-heat-course") as HTMLSelectElement).value).toBe("jh1");

    fireEvent.click(within(row).getByTestId("ai-delete"));
    await waitFor(() => expect(screen.getByText(/AI課題「中学1年」を削除しますか/)).toBeTruthy());
    expect(posts).toEqual([]);
    acceptBox();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ path: "/v3/teacher/ai-homework/delete", body: { assignment_id: "7" } });
    expect(router.state.location.search).toBe("?class_id=2");
  });

  it("speaks English after the switch", async () => {
    stubApi();
    await i18n.changeLanguage("en");
    renderPage("/teacher/ai-study?class_id=2");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("AI study homework");
    expect((await screen.findByTestId("ai-assignment")).textContent).toContain("Junior high year 1");
    expect((await screen.findAllByTestId("ai-heat-point"))[0]?.textContent).toContain("be-verbs");
  });

  it("keeps the form's rules in one pure check", () => {
    const now = new Date("2026-12-31T16:00:00Z"); // already 1 January in Japan
    const base = emptyAiAssignForm(now, "jh1");
    expect(base.dueDate).toBe("2027-01-08");
    const check = (over: Partial<typeof base>) => checkAiAssignForm({ ...base, ...over }, 2, now);
    const keys = (over: Partial<typeof base>) => {
      const r = check(over);
      return "problems" in r ? r.problems.map((p) => p.key) : [];
    };
    expect(keys({ courseId: "" })).toEqual(["t.ai.need_course"]);
    expect(keys({ dueDate: "2027-02-30" })).toEqual(["t.ai.need_due"]);
    expect(keys({ dueDate: "2026-12-31" })).toEqual(["t.ai.due_past"]);
    expect(keys({ dueDate: "2027-01-01" })).toEqual([]);
    expect(keys({ note: "x".repeat(201) })).toEqual(["t.ai.note_long"]);
    expect(check({})).toEqual({
      body: { class_id: 2, target_type: "course", course_id: "jh1", due_date: "2027-01-08" },
    });
  });
});
