import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import WordPlansPage from "./WordPlansPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const counts = (mastered: number, learned: number, needs_review: number, unlearned: number) => ({
  mastered,
  learned,
  needs_review,
  unlearned,
});

/** The console's calls answered by path; posts are recorded. */
function stubApi() {
  const posts: Array<{ path: string; body: string }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:5173");
    const path = url.pathname;
    if (init?.method === "POST") {
      posts.push({ path, body: String(init.body ?? "") });
      return ok({ assignment_id: 3, students: 12 });
    }
    if (path.endsWith("/teacher/classes"))
      return ok({
        items: [
          {
            class_id: 2,
            name: "2年A組",
            class_code: "DEMO2A",
            teacher_id: 1,
            teacher_name: "山田 美咲",
            student_count: 12,
            created_at: "2026-04-01T00:00:00Z",
            archived_at: null,
          },
        ],
      });
    if (path.endsWith("/study-word/books"))
      return ok({
        items: [
          {
            book_id: "year-j1",
            kind: "school_year",
            title_ja: "中学1年",
            title_en: "Junior high 1",
            word_count: 300,
          },
          {
            book_id: "eiken-5",
            kind: "eiken",
            title_ja: "英検5級",
            title_en: "Eiken Grade 5",
            word_count: 300,
          },
        ],
      });
    if (path.endsWith("/study-word/assignments"))
      return ok({
        items: [
          {
            assignment_id: 3,
            book_id: "year-j1",
            title_ja: "中学1年",
            title_en: "Junior high 1",
            daily_new: 10,
            created_at: "2026-11-20T00:00:00Z",
          },
        ],
      });
    if (path.endsWith("/study-word/mastery"))
      return ok({
        items: [
          {
            student_id: 29,
            name: "中村 ゆい",
            counts: counts(10, 20, 5, 265),
            total_words: 300,
            last_studied_at: "2026-11-28T09:00:00Z",
            today_finished: true,
          },
          {
            student_id: 30,
            name: "小林 さくら",
            counts: counts(0, 0, 0, 300),
            total_words: 300,
            last_studied_at: null,
            today_finished: false,
          },
        ],
      });
    return json(404, { code: 404, message: `no ${path}`, data: null });
  });
  return posts;
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: "/teacher/word-plans", element: <WordPlansPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("teacher word plans (issue 22)", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(() => {
    vi.unstubAllGlobals();
    teacherSignOut();
  });

  it("shows each student's mastery as a stacked bar whose text alternative gives the numbers", async () => {
    stubApi();
    renderPage("/teacher/word-plans?class_id=2&assignment_id=3");
    const rows = await screen.findAllByTestId("sw-t-student");
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("img").getAttribute("aria-label")).toBe(
      "中村 ゆい: 習得 10、学習済み 20、要復習 5、未学習 265",
    );
    expect(first.textContent).toContain("完了");
    expect((rows[1] as HTMLElement).textContent).toContain("まだ学習していません");
    // the bar's parts are proportional to the counts
    const mastered = first.querySelector<HTMLElement>(".sw-bar-mastered");
    expect(mastered?.style.width).toBe(`${(100 * 10) / 300}%`);
  });

  it("assigns a word book with a daily amount, refusing a missing book or an amount outside 5-50", async () => {
    const posts = stubApi();
    renderPage("/teacher/word-plans?class_id=2");
    const submit = await screen.findByTestId("sw-t-assign");
    fireEvent.click(submit);
    expect((await screen.findByTestId("sw-t-error")).textContent).toBe("単語帳を選んでください");
    fireEvent.change(screen.getByTestId("sw-t-book"), { target: { value: "eiken-5" } });
    fireEvent.change(screen.getByTestId("sw-t-daily"), { target: { value: "60" } });
    fireEvent.click(submit);
    expect(screen.getByTestId("sw-t-error").textContent).toBe("1 日の単語数は 5〜50 語です");
    expect(posts).toEqual([]);
    fireEvent.change(screen.getByTestId("sw-t-daily"), { target: { value: "15" } });
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.path).toBe("/v3/teacher/study-word/assign");
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.body))).toEqual({
      class_id: "2",
      book_id: "eiken-5",
      daily_new: "15",
    });
  });

  it("lists the class's assignments and opens one's mastery", async () => {
    const posts = stubApi();
    const router = renderPage("/teacher/word-plans?class_id=2");
    const row = await screen.findByTestId("sw-t-assignment");
    expect(row.textContent).toContain("中学1年");
    expect(screen.queryByTestId("sw-t-mastery")).toBeNull();
    fireEvent.click(within(row).getByTestId("sw-t-show"));
    await screen.findByTestId("sw-t-mastery");
    expect(router.state.location.search).toBe("?class_id=2&assignment_id=3");
    expect((screen.getByTestId("sw-t-class") as HTMLSelectElement).value).toBe("2");
    expect(posts).toEqual([]); // nothing failed to match its contract (client errors are posted)
  });
});
