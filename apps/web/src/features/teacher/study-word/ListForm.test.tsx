import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { teacherSignIn, teacherSignOut } from "../shell/session.ts";
import WordPlansPage from "./WordPlansPage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const W = (word_id: number, word: string, mean: string) => ({
  word_id,
  word,
  pos: "noun",
  mean,
  book_id: "year-j1",
  book_title_ja: "中学1年の単語",
  book_title_en: "Junior high year 1 words",
});
const WORDS = {
  swim: W(11, "swim", "泳ぐ"),
  school: W(12, "school", "学校"),
  dog: W(13, "dog", "犬"),
  cat: W(14, "cat", "猫"),
};

/** The console's calls answered by path; posts are recorded (bodies as sent). */
function stubApi() {
  const posts: Array<{ path: string; body: string }> = [];
  const searches: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:5173");
    const path = url.pathname;
    if (init?.method === "POST") {
      const body = String(init.body ?? "");
      posts.push({ path, body });
      if (path.endsWith("/match-words"))
        return ok({ matched: [WORDS.cat, WORDS.swim], unmatched: ["zebra", "2. unicorn"] });
      if (path.endsWith("/assign-list"))
        return ok({ assignment_id: 9, list_id: 4, book_id: "list-4", word_count: 3, students: 12 });
      return ok({});
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
    if (path.endsWith("/study-word/books")) return ok({ items: [] });
    if (path.endsWith("/study-word/assignments"))
      return ok({
        items: [
          {
            assignment_id: 5,
            book_id: "list-3",
            title_ja: "Unit 2 の単語",
            title_en: "Unit 2 の単語",
            daily_new: 10,
            created_at: "2026-11-20T00:00:00Z",
            kind: "list",
            word_count: 24,
          },
        ],
      });
    if (path.endsWith("/study-word/word-search")) {
      const q = url.searchParams.get("q") ?? "";
      searches.push(q);
      return ok({ items: Object.values(WORDS).filter((w) => w.word.startsWith(q)) });
    }
    return json(404, { code: 404, message: `no ${path}`, data: null });
  });
  return { posts, searches };
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
}

const chosenWords = () =>
  within(screen.getByTestId("sw-t-list-words"))
    .getAllByRole("listitem")
    .map((li) => li.getAttribute("data-word"));

describe("teacher word lists (issue 22)", () => {
  beforeEach(() => teacherSignIn("ttok", "teacher1"));
  afterEach(async () => {
    vi.unstubAllGlobals();
    teacherSignOut();
    await i18n.changeLanguage("ja");
  });

  it("builds a list by search and paste, reports unmatched words, and assigns it", async () => {
    const { posts } = stubApi();
    renderPage("/teacher/word-plans?class_id=2");
    // a list assignment says it is a list and how many words it has
    const row = await screen.findByTestId("sw-t-assignment");
    expect(row.textContent).toContain("Unit 2 の単語 （単語リスト・24 語）");

    // search: type a prefix, see word + meaning + book, add with the button
    const search = await screen.findByLabelText("単語を探す");
    fireEvent.change(search, { target: { value: "s" } });
    const results = await screen.findByTestId("sw-t-list-results");
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["swim 泳ぐ 中学1年の単語追加", "school 学校 中学1年の単語追加"]);
    expect(
      document.getElementById(search.getAttribute("aria-describedby")?.split(" ")[1] ?? "")?.textContent,
    ).toBe("2 件見つかりました");
    fireEvent.click(screen.getByRole("button", { name: "swim（泳ぐ）を追加" }));
    expect(chosenWords()).toEqual(["swim"]);
    expect(within(results).getByRole("button", { name: "追加済み" })).toHaveProperty("disabled", true);
    // Enter adds the top match
    fireEvent.change(search, { target: { value: "d" } });
    await waitFor(() => expect(screen.getByTestId("sw-t-list-results").textContent).toContain("dog"));
    fireEvent.keyDown(search, { key: "Enter" });
    expect(chosenWords()).toEqual(["swim", "dog"]);

    // paste: the matched words join (swim once), the unmatched ones are listed and left in the box
    const paste = screen.getByLabelText("まとめて貼り付け（1 行に 1 語）");
    fireEvent.change(paste, { target: { value: "cat\nzebra\nswim\n2. unicorn" } });
    fireEvent.click(screen.getByTestId("sw-t-list-match"));
    const report = await screen.findByTestId("sw-t-list-report");
    expect(report.textContent).toContain("1 語を追加しました"); // swim was already there
    expect(report.textContent).toContain("単語帳に見つからなかった単語が 2 語あります");
    expect(
      within(screen.getByTestId("sw-t-list-unmatched"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["zebra", "2. unicorn"]);
    expect((paste as HTMLTextAreaElement).value).toBe("zebra\n2. unicorn");
    expect(chosenWords()).toEqual(["swim", "dog", "cat"]);
    expect(posts[0]?.path).toBe("/v3/teacher/study-word/match-words");
    expect(new URLSearchParams(posts[0]?.body).get("words")).toBe("cat\nzebra\nswim\n2. unicorn");

    // remove one; the count follows
    fireEvent.click(screen.getByRole("button", { name: "dog をリストから外す" }));
    expect(chosenWords()).toEqual(["swim", "cat"]);
    expect(screen.getByRole("heading", { name: "リストの単語（2 / 200 語）" })).toBeTruthy();

    // a title is required before anything is sent
    const submit = screen.getByTestId("sw-t-list-assign");
    fireEvent.click(submit);
    expect(screen.getByTestId("sw-t-list-error").textContent).toBe("リストの名前を入れてください");
    fireEvent.change(screen.getByLabelText("リストの名前"), { target: { value: "Unit 3 どうぶつ" } });
    fireEvent.change(screen.getByTestId("sw-t-list-daily"), { target: { value: "4" } });
    fireEvent.click(submit);
    expect(screen.getByTestId("sw-t-list-error").textContent).toBe("1 日の単語数は 5〜50 語です");
    expect(posts.filter((p) => p.path.endsWith("/assign-list"))).toEqual([]);
    fireEvent.change(screen.getByTestId("sw-t-list-daily"), { target: { value: "5" } });
    fireEvent.click(submit);
    await waitFor(() => expect(posts.filter((p) => p.path.endsWith("/assign-list"))).toHaveLength(1));
    const sent = posts.find((p) => p.path.endsWith("/assign-list"));
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      class_id: 2,
      title: "Unit 3 どうぶつ",
      daily_new: 5,
      word_ids: [11, 14],
    });
    // assigned: the form starts over
    await waitFor(() => expect(screen.queryByTestId("sw-t-list-words")).toBeNull());
    expect((screen.getByLabelText("リストの名前") as HTMLInputElement).value).toBe("");
  });

  it("refuses an empty list and an empty paste box", async () => {
    const { posts } = stubApi();
    renderPage("/teacher/word-plans?class_id=2");
    const submit = await screen.findByTestId("sw-t-list-assign");
    fireEvent.change(screen.getByLabelText("リストの名前"), { target: { value: "空のリスト" } });
    fireEvent.click(submit);
    expect(screen.getByTestId("sw-t-list-error").textContent).toBe("単語を 1 語以上入れてください");
    fireEvent.click(screen.getByTestId("sw-t-list-match"));
    expect(screen.getByText("貼り付け欄が空です")).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("speaks English when switched: labels, the list badge and each word's book", async () => {
    stubApi();
    await i18n.changeLanguage("en");
    renderPage("/teacher/word-plans?class_id=2");
    expect((await screen.findByTestId("sw-t-assignment")).textContent).toContain("(word list, 24 words)");
    expect(screen.getByRole("heading", { name: "Create a word list" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Find a word"), { target: { value: "d" } });
    const results = await screen.findByTestId("sw-t-list-results");
    expect(results.textContent).toContain("Junior high year 1 words");
    expect(screen.getByRole("button", { name: "Add dog (犬)" })).toBeTruthy();
  });
});
