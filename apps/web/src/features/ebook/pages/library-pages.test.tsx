import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookItem, fail, ok, renderAt, serve } from "../test-fixtures.tsx";
import DetailsPage from "./DetailsPage.tsx";
import FreeReadingListPage from "./FreeReadingListPage.tsx";
import IndexPage from "./IndexPage.tsx";
import ListPage from "./ListPage.tsx";

const assignment = (over: Record<string, unknown> = {}) => ({
  assignment_id: 1,
  class_id: 2,
  class_name: "1年A組",
  teacher_name: "山田",
  title: "冬休みの多読",
  mode: "level",
  yl_min: 0.5,
  yl_max: 1.4,
  books: [],
  target_type: "books",
  target_value: 4,
  start_date: "2026-12-01",
  end_date: "2026-12-20",
  status: "open",
  created_at: "2026-12-01T00:00:00Z",
  books_read: 1,
  words_read: 320,
  progress: 1,
  percent: 25,
  done: false,
  ...over,
});

const details = (over: Record<string, unknown> = {}) => ({
  book: bookItem(over),
  bookmarks: [
    {
      bookmark_id: 3,
      book_id: "eb-01-the-red-kite",
      page_no: 2,
      name: "風",
      created_at: "2026-12-01T00:00:00Z",
    },
  ],
  impression: null,
  exercise: {
    res_code: "ebook-01",
    res_version: 1,
    question_count: 3,
    attempts: 0,
    best_percent: null,
    last_guid: null,
  },
  reading: { sessions: 0, seconds: 0, words_read: 0, average_wpm: null, last_read_at: null },
});

describe("e-book library pages (issue 23)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student3", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("the free-reading list shows each homework's books, target, period and progress as a bar", async () => {
    serve({
      "/v3/ebook/free-reading-list": () =>
        ok({
          items: [
            assignment(),
            assignment({
              assignment_id: 2,
              title: "語数チャレンジ",
              mode: "books",
              yl_min: null,
              yl_max: null,
              books: [
                { book_id: "eb-01-the-red-kite", title: "The Red Kite", title_ja: "赤いたこ", yl: 0.6 },
              ],
              target_type: "words",
              target_value: 1000,
              progress: 1000,
              words_read: 1000,
              percent: 100,
              done: true,
              status: "ended",
            }),
          ],
        }),
    });
    renderAt(
      "/ebook/homework/free-reading/list",
      <FreeReadingListPage />,
      "/ebook/homework/free-reading/list",
    );
    const items = await screen.findAllByTestId("eb-fr-item");
    expect(items).toHaveLength(2);
    const [open, ended] = items as [HTMLElement, HTMLElement];
    const bar = within(open).getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-label")).toBe("1 / 4 冊");
    expect(within(open).getByTestId("eb-fr-status").textContent).toBe("実施中");
    expect(open.textContent).toContain("YL 0.5〜1.4 の本");
    expect(open.textContent).toContain("2026-12-01 〜 2026-12-20");
    expect(within(open).getByRole("link").getAttribute("href")).toBe("/ebook/list?yl_min=0.5&yl_max=1.4");
    expect(ended.dataset.done).toBe("1");
    expect(within(ended).getByRole("progressbar").getAttribute("aria-label")).toBe("1,000 / 1,000 語 · 達成");
    expect(within(ended).getByRole("link", { name: "The Red Kite" }).getAttribute("href")).toBe(
      "/ebook/details/eb-01-the-red-kite",
    );
    await i18n.changeLanguage("en");
    expect(within(open).getByRole("progressbar").getAttribute("aria-label")).toBe("1 / 4 books");
  });

  it("the free-reading list says when there is none", async () => {
    serve({ "/v3/ebook/free-reading-list": () => ok({ items: [] }) });
    renderAt(
      "/ebook/homework/free-reading/list",
      <FreeReadingListPage />,
      "/ebook/homework/free-reading/list",
    );
    expect((await screen.findByTestId("eb-fr-none")).textContent).toBe("多読の課題はありません。");
  });

  it("a book's page adds it to the shelf, shows the full-shelf message, marks it read and lists bookmarks", async () => {
    let shelf: () => Response = () => fail(400, "本棚がいっぱいです", "bookshelf_full");
    let onShelf = false;
    const requests = serve({
      "/v3/ebook/details": () => ok(details({ on_shelf: onShelf, progress_page: 2, page_count: 3 })),
      "/v3/ebook/bookshelf-add": () => shelf(),
      "/v3/ebook/mark-read": () =>
        ok({
          state: { on_shelf: false, is_read: true, progress_page: 2, last_read_at: null, read_at: null },
        }),
    });
    renderAt("/ebook/details/eb-01-the-red-kite", <DetailsPage />, "/ebook/details/:id");
    const page = await screen.findByTestId("eb-details");
    expect(within(page).getByTestId("eb-read").getAttribute("href")).toBe(
      "/ebook/reading/eb-01-the-red-kite?page=2",
    );
    expect(within(page).getByTestId("eb-read").textContent).toBe("続きから読む（2 ページ）");
    fireEvent.click(within(page).getByTestId("eb-shelf-toggle"));
    expect((await within(page).findByTestId("eb-shelf-error")).textContent).toBe(
      "本棚がいっぱいです。読み終わった本を本棚から外してから追加してください。",
    );
    shelf = () => {
      onShelf = true;
      return ok({
        state: { on_shelf: true, is_read: false, progress_page: 2, last_read_at: null, read_at: null },
        shelf_count: 1,
      });
    };
    fireEvent.click(within(page).getByTestId("eb-shelf-toggle"));
    await waitFor(() => expect(within(page).getByTestId("eb-shelf-toggle").dataset.onShelf).toBe("1"));
    expect(within(page).queryByTestId("eb-shelf-error")).toBeNull();
    fireEvent.click(within(page).getByTestId("eb-mark-read"));
    await waitFor(() => expect(requests.some((r) => r.path === "/v3/ebook/mark-read")).toBe(true));
    expect(requests.find((r) => r.path === "/v3/ebook/mark-read")?.body).toEqual({
      book_id: "eb-01-the-red-kite",
      is_read: "1",
    });
    const bookmark = within(page).getByTestId("eb-bookmark");
    expect(within(bookmark).getByTestId("eb-bookmark-open-page").getAttribute("href")).toBe(
      "/ebook/reading/eb-01-the-red-kite?page=2",
    );
    expect(within(page).getByTestId("eb-exercise-entry").textContent).toContain("3 問");
    expect(within(page).getByTestId("eb-to-impression").textContent).toBe("感想を書く");
  });

  it("the library reads its filters from the address, sends them and pages through the books", async () => {
    const requests = serve({
      "/v3/ebook/list": (_b, q) =>
        ok({
          list: [bookItem({ is_read: q.get("page") === "2", on_shelf: true })],
          total: 41,
        }),
    });
    const router = renderAt(
      "/ebook/list?cefr=A2&yl_min=3&yl_max=1.5&status=bogus&sort=words",
      <ListPage />,
      "/ebook/list",
    );
    const grid = await screen.findByTestId("eb-list-grid");
    expect(within(grid).getByTestId("eb-book").textContent).toContain("本棚");
    const sent = requests.find((r) => r.path === "/v3/ebook/list")?.search;
    expect(sent?.get("cefr")).toBe("A2");
    // a range typed the wrong way round is read as the range between them; unknown values are left out
    expect([sent?.get("yl_min"), sent?.get("yl_max")]).toEqual(["1.5", "3"]);
    expect(sent?.has("status")).toBe(false);
    expect(sent?.get("sort")).toBe("words");
    expect(screen.getByTestId("eb-list-total").textContent).toBe("41 冊");
    expect(screen.getByTestId("eb-list-page").textContent).toBe("1 / 3");
    fireEvent.click(screen.getByTestId("eb-list-next"));
    await waitFor(() => expect(router.state.location.search).toContain("page=2"));
    await waitFor(() =>
      expect(within(screen.getByTestId("eb-list-grid")).getByTestId("eb-book").textContent).toContain("読了"),
    );
    fireEvent.change(screen.getByTestId("eb-genre"), { target: { value: "nonfiction" } });
    await waitFor(() => expect(router.state.location.search).toContain("genre=nonfiction"));
    expect(router.state.location.search).not.toContain("page=");
    fireEvent.change(screen.getByTestId("eb-keyword"), { target: { value: " kite " } });
    fireEvent.click(screen.getByTestId("eb-search"));
    await waitFor(() => expect(router.state.location.search).toContain("keyword=kite"));
  });

  it("the e-book home prompts for the level check until there is a level, and shows the totals", async () => {
    serve({
      "/v3/ebook/index": () =>
        ok({
          level: null,
          shelf: [bookItem({ on_shelf: true })],
          reading: [bookItem({ book_id: "eb-02-two", progress_page: 1, page_count: 4 })],
          recommended: [],
          totals: { books_read: 2, words_read: 1234, minutes: 17 },
          free_reading_open: 1,
          book_count: 40,
        }),
    });
    renderAt("/ebook/index", <IndexPage />, "/ebook/index");
    const level = await screen.findByTestId("eb-my-level");
    expect(within(level).getByTestId("eb-to-level-check").getAttribute("href")).toBe("/ebook/level-check");
    expect(screen.getByTestId("eb-total-words").textContent).toContain("1,234 語");
    expect(screen.getByTestId("eb-fr-open").textContent).toBe("取り組み中の多読の課題が 1 件あります");
    const reading = within(screen.getByTestId("eb-reading")).getByTestId("eb-book");
    expect(reading.getAttribute("href")).toBe("/ebook/reading/eb-02-two");
    expect(within(reading).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByTestId("eb-recommended").textContent).toBe(
      "レベルチェックを受けると、あなたに合った本がここに並びます。",
    );
  });
});
