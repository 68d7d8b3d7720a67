import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { acceptBox } from "@web/lib/message-box.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import { checkAssignForm, emptyAssignForm, japanDay } from "./assign-form.ts";
import FreeReadingPage from "./FreeReadingPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const book = (id: string, title: string, yl: number) => ({
  book_id: id,
  title,
  title_ja: `${title}（和）`,
  yl,
  cefr: yl < 1.5 ? "A1" : "A2",
  genre: "fiction",
  topics: ["food"],
  summary: "s",
  summary_ja: "s",
  word_count: 120,
  page_count: 4,
  line_count: 12,
  has_dialogue: false,
  retold_from: null,
  res_code: "ebook-01",
  res_version: 1,
  cover: "/res/x/1/cover.svg",
});
const assignment = {
  assignment_id: 7,
  class_id: 2,
  class_name: "2年A組",
  teacher_name: "山田",
  title: "冬休みの多読",
  mode: "level",
  yl_min: 0.5,
  yl_max: 1.4,
  books: [],
  target_type: "books",
  target_value: 5,
  start_date: "2026-12-01",
  end_date: "2026-12-20",
  status: "open",
  created_at: "2026-12-01T00:00:00Z",
};

/** The console's calls answered by path; posts are recorded with their bodies. */
function stubApi() {
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost:5173").pathname;
    if (init?.method === "POST") {
      const raw = String(init.body ?? "");
      posts.push({
        path,
        body: raw.startsWith("{") ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw)),
      });
      return path.endsWith("/delete") ? ok({ deleted: true }) : ok({ assignment, students: 12 });
    }
    if (path.endsWith("/teacher/classes"))
      return ok({
        items: [
          {
            class_id: 2,
            name: "2年A組",
            class_code: "DEMO2A",
            teacher_id: 1,
            teacher_name: "山田",
            student_count: 2,
            created_at: "2026-04-01T00:00:00Z",
            archived_at: null,
          },
        ],
      });
    if (path.endsWith("/free-reading/books"))
      return ok({
        items: [book("eb-01-the-red-kite", "The Red Kite", 0.6), book("eb-20-sushi-day", "Sushi Day", 1.8)],
      });
    if (path.endsWith("/free-reading/assignments"))
      return ok({ items: [{ ...assignment, students: 2, done_count: 1 }] });
    if (path.endsWith("/free-reading/progress"))
      return ok({
        assignment,
        items: [
          {
            student_id: 29,
            name: "中村 ゆい",
            class_number: 1,
            books_read: 5,
            words_read: 900,
            progress: 5,
            percent: 100,
            done: true,
            books: [
              { book_id: "eb-01-the-red-kite", title: "The Red Kite", read_at: "2026-12-02T00:00:00Z" },
            ],
          },
          {
            student_id: 30,
            name: "小林 さくら",
            class_number: 2,
            books_read: 2,
            words_read: 300,
            progress: 2,
            percent: 40,
            done: false,
            books: [],
          },
        ],
      });
    return json(404, { code: 404, message: `no ${path}`, data: null });
  });
  return posts;
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: "/teacher/free-reading", element: <FreeReadingPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("teacher free reading (issue 23)", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(() => {
    vi.unstubAllGlobals();
    teacherSignOut();
  });

  it("checks every field before assigning, then sends a level-range assignment", async () => {
    const posts = stubApi();
    renderPage("/teacher/free-reading?class_id=2");
    const form = await screen.findByTestId("fr-assign-form");
    fireEvent.change(within(form).getByTestId("fr-target-value"), { target: { value: "0" } });
    fireEvent.change(within(form).getByTestId("fr-yl-min"), { target: { value: "2" } });
    fireEvent.change(within(form).getByTestId("fr-yl-max"), { target: { value: "1" } });
    fireEvent.change(within(form).getByTestId("fr-start"), { target: { value: "2026-12-10" } });
    fireEvent.change(within(form).getByTestId("fr-end"), { target: { value: "2026-12-01" } });
    fireEvent.click(within(form).getByTestId("fr-assign"));
    const alerts = within(form)
      .getAllByRole("alert")
      .map((a) => a.textContent);
    expect(alerts).toEqual([
      "タイトルを入力してください",
      "YL の下限は上限以下にしてください",
      "目標は 1 以上の整数で入力してください",
      "終了日は開始日と同じか、それより後にしてください",
    ]);
    expect(posts).toEqual([]);

    fireEvent.change(within(form).getByTestId("fr-title"), { target: { value: " 冬休みの多読 " } });
    fireEvent.change(within(form).getByTestId("fr-yl-max"), { target: { value: "2.4" } });
    fireEvent.click(within(form).getByTestId("fr-target-words"));
    fireEvent.change(within(form).getByTestId("fr-target-value"), { target: { value: "5000" } });
    fireEvent.change(within(form).getByTestId("fr-end"), { target: { value: "2026-12-24" } });
    fireEvent.click(within(form).getByTestId("fr-assign"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: "/v3/teacher/free-reading/assign",
      body: {
        class_id: "2",
        title: "冬休みの多読",
        mode: "level",
        yl_min: "2",
        yl_max: "2.4",
        target_type: "words",
        target_value: "5000",
        start_date: "2026-12-10",
        end_date: "2026-12-24",
      },
    });
  });

  it("chooses books from a searchable list", async () => {
    const posts = stubApi();
    renderPage("/teacher/free-reading?class_id=2");
    const form = await screen.findByTestId("fr-assign-form");
    fireEvent.change(within(form).getByTestId("fr-title"), { target: { value: "選んだ本" } });
    fireEvent.click(within(form).getByTestId("fr-mode-books"));
    fireEvent.click(within(form).getByTestId("fr-assign"));
    expect(within(form).getByTestId("fr-error-books").textContent).toBe("本を 1 冊以上選んでください");
    fireEvent.change(within(form).getByTestId("fr-book-search"), { target: { value: "sushi" } });
    const shown = within(form).getAllByTestId("fr-book");
    expect(shown.map((b) => b.dataset.bookId)).toEqual(["eb-20-sushi-day"]);
    fireEvent.click(shown[0] as HTMLElement);
    fireEvent.change(within(form).getByTestId("fr-book-search"), { target: { value: "" } });
    expect(within(form).getAllByTestId("fr-book")).toHaveLength(2);
    fireEvent.click(within(form).getByTestId("fr-assign"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({
      mode: "books",
      book_ids: ["eb-20-sushi-day"],
      target_type: "books",
    });
    expect(posts[0]?.body).not.toHaveProperty("yl_min");
  });

  it("lists the class's assignments, shows progress per student as bars and deletes after a confirmation", async () => {
    const posts = stubApi();
    const router = renderPage("/teacher/free-reading?class_id=2");
    const row = await screen.findByTestId("fr-assignment");
    expect(row.textContent).toContain("冬休みの多読");
    expect(row.textContent).toContain("YL 0.5〜1.4");
    expect(row.textContent).toContain("1 / 2");
    fireEvent.click(within(row).getByTestId("fr-show"));
    const students = await screen.findAllByTestId("fr-student");
    expect(router.state.location.search).toBe("?class_id=2&assignment_id=7");
    expect(students.map((s) => s.dataset.done)).toEqual(["1", "0"]);
    const bar = within(students[1] as HTMLElement).getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-label")).toBe("小林 さくら：40%");
    expect((students[1] as HTMLElement).textContent).toContain("未達成");

    fireEvent.click(within(row).getByTestId("fr-delete"));
    await waitFor(() => expect(screen.getByText(/多読課題「冬休みの多読」を削除しますか/)).toBeTruthy());
    expect(posts).toEqual([]);
    acceptBox();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ path: "/v3/teacher/free-reading/delete", body: { assignment_id: "7" } });
  });

  it("keeps the form's rules in one pure check", () => {
    const now = new Date("2026-12-31T16:00:00Z"); // already 1 January in Japan
    expect(japanDay(now)).toBe("2027-01-01");
    const base = { ...emptyAssignForm(now), title: "t" };
    expect(base.endDate).toBe("2027-01-15");
    const problems = (over: Partial<typeof base>) => {
      const r = checkAssignForm({ ...base, ...over }, 2);
      return "problems" in r ? r.problems.map((p) => p.key) : [];
    };
    expect(problems({ title: "x".repeat(41) })).toEqual(["t.fr.title_long"]);
    expect(problems({ targetValue: "101" })).toEqual(["t.fr.target_books_max"]);
    expect(problems({ targetType: "words", targetValue: "1000001" })).toEqual(["t.fr.target_words_max"]);
    expect(problems({ targetValue: "2.5" })).toEqual(["t.fr.target_whole"]);
    expect(problems({ mode: "books", bookIds: Array.from({ length: 41 }, (_, i) => `eb-${i}-x`) })).toEqual([
      "t.fr.too_many_books",
    ]);
    expect(problems({ startDate: "2026-02-30" })).toEqual(["t.fr.need_dates"]);
    expect(problems({ startDate: "" })).toEqual(["t.fr.need_dates"]);
    expect(problems({})).toEqual([]);
  });
});
