import { screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json, renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AiHomeworkCard } from "../exports/ai-homework-card.ts";

const base = {
  class_id: 2,
  class_name: "2年A組",
  teacher_name: "山田",
  due_date: "2026-12-20",
  note: "",
  status: "open",
  created_at: "2026-12-01T00:00:00Z",
  stages_done: null,
  stages_total: null,
  test_score: null,
  sessions_done: null,
  best_task_score: null,
  percent: 0,
  done: false,
  late: false,
  available: true,
};
const COURSE = {
  ...base,
  assignment_id: 7,
  target_type: "course",
  course_id: "jh1",
  lessons: [
    {
      lesson_id: "jh1-01-be-present",
      lesson_no: 1,
      point: "be-present",
      title: "be動詞",
      title_en: "Be-verbs",
    },
  ],
  whole_course: false,
  scenario_id: null,
  title: "中学1年",
  title_en: "Junior high year 1",
  note: "be動詞を復習しよう",
  stages_done: 1,
  stages_total: 4,
  percent: 25,
  link: "/aistudy/list?course_id=jh1",
};
const TALK = {
  ...base,
  assignment_id: 8,
  target_type: "scenario",
  course_id: null,
  lessons: [],
  whole_course: false,
  scenario_id: "as-01-first-day",
  title: "新しい学校の初日",
  title_en: "First Day at a New School",
  sessions_done: 0,
  available: false,
  link: "/ai-speaking/detail?scenario_id=as-01-first-day",
};

/** Answers the list call (null: refuses it); @returns the paths asked for */
const answer = (items: unknown[] | null) => {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    calls.push(path);
    if (path === "/v3/ai/homework/list" && items)
      return json(200, { code: 0, message: "ok", data: { items } });
    return json(403, { code: 403, message: "no", data: { error_key: "college_not_available" } });
  });
  return calls;
};
const settle = () => new Promise((r) => setTimeout(r, 20));

describe("the student's AI homework card", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("lists open AI homework with progress and a link to study it", async () => {
    answer([COURSE, TALK]);
    renderWithProviders(<AiHomeworkCard />);
    const items = await screen.findAllByTestId("ai-homework-item");
    expect(screen.getByRole("heading", { name: "先生からのAI課題" })).toBeTruthy();
    const [course, talk] = items as [HTMLElement, HTMLElement];
    expect(course.textContent).toContain("L1 be動詞");
    expect(course.textContent).toContain("締め切り 2026-12-20");
    expect(course.textContent).toContain("be動詞を復習しよう");
    const bar = within(course).getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-label")).toBe("中学1年：25% · ステージ 1 / 4");
    const open = within(course).getByRole("link", { name: "中学1年 に取り組む" });
    expect(open.getAttribute("href")).toBe("/aistudy/list?course_id=jh1");
    // a conversation the student cannot open says so instead of linking
    expect(within(talk).queryByRole("link")).toBeNull();
    expect(within(talk).getByTestId("ai-homework-unavailable").textContent).toContain("先生に聞いて");
  });

  it("speaks English after the switch", async () => {
    answer([{ ...TALK, available: true, done: true, percent: 100, sessions_done: 2 }]);
    await i18n.changeLanguage("en");
    renderWithProviders(<AiHomeworkCard />);
    const link = await screen.findByRole("link", { name: "Start First Day at a New School" });
    expect(link.getAttribute("href")).toBe("/ai-speaking/detail?scenario_id=as-01-first-day");
    expect(screen.getByTestId("ai-homework-item").textContent).toContain("Conversations: 2");
  });

  it("shows nothing without homework, when the list is refused, and asks nothing for college students", async () => {
    for (const items of [[], null]) {
      const calls = answer(items);
      const view = renderWithProviders(<AiHomeworkCard />);
      await waitFor(() => expect(calls).toEqual(["/v3/ai/homework/list"]));
      await settle();
      expect(view.container.textContent).toBe("");
      view.unmount();
    }
    signIn({ token: "tok", id: 3, username: "student1", isCollege: true });
    const calls = answer([COURSE]);
    const view = renderWithProviders(<AiHomeworkCard />);
    await settle();
    expect(calls).toEqual([]);
    expect(view.container.textContent).toBe("");
  });
});
