import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ebookRoutes } from "../routes.tsx";
import { bookItem, ok, renderRoutes, serve } from "../test-fixtures.tsx";
import LevelCheckPage from "./LevelCheckPage.tsx";
import LevelTestPage from "./LevelTestPage.tsx";

const item = (id: string, passage: string) => ({
  item_id: id,
  passage,
  question: "What does Ken have?",
  question_ja: "ケンは何を持っていますか。",
  options: ["a dog", "a cat", "a bird"],
});
const index = (level: unknown) => ({
  level,
  shelf: [],
  reading: [],
  recommended: [],
  totals: { books_read: 0, words_read: 0, minutes: 0 },
  free_reading_open: 0,
  book_count: 40,
});
const result = {
  yl: 1.2,
  cefr: "A1",
  right: 3,
  total: 4,
  per_level: [
    { cefr: "A1", yl_min: 0.5, yl_max: 1.4, right: 2, total: 2 },
    { cefr: "A2", yl_min: 1.5, yl_max: 2.4, right: 1, total: 2 },
    { cefr: "B1", yl_min: 2.5, yl_max: 3.4, right: 0, total: 0 },
    { cefr: "B2", yl_min: 3.5, yl_max: 4.0, right: 0, total: 0 },
  ],
  items: [],
  recommended: [bookItem({ book_id: "eb-05-lunch-time", title: "Lunch Time", yl: 1.1 })],
};

describe("the level check (issue 23)", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student3", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("serves every /ebook route of the spec", () => {
    const paths = ebookRoutes.map((r) => r.path);
    for (const p of [
      "ebook/index",
      "ebook/list",
      "ebook/doc",
      "ebook/details/:id",
      "ebook/reading/:id",
      "ebook/exercise/info",
      "ebook/exercise/result",
      "ebook/level-check",
      "ebook/impression/:id",
      "ebook/history",
      "ebook/test",
      "ebook/homework/free-reading/list",
    ])
      expect(paths).toContain(p);
  });

  it("intro → questions one by one → submit → the suggested level with bars and books to start with", async () => {
    const requests = serve({
      "/v3/ebook/index": () => ok(index(null)),
      "/v3/ebook/level-check": () =>
        ok({
          paper_id: "paper-12345678",
          items: [item("lc-1", "Ken has a dog."), item("lc-2", "Ken's dog runs.")],
          level: null,
        }),
      "/v3/ebook/level-check-submit": () => ok(result),
    });
    const router = renderRoutes("/ebook/level-check", [
      { path: "/ebook/level-check", element: <LevelCheckPage /> },
      { path: "/ebook/test", element: <LevelTestPage /> },
    ]);
    const start = await screen.findByTestId("eb-level-start");
    expect(start.textContent).toBe("レベルチェックをはじめる");
    fireEvent.click(start);

    const first = await screen.findByTestId("eb-level-item");
    expect(within(first).getByTestId("eb-level-passage").textContent).toBe("Ken has a dog.");
    expect(screen.getByTestId("eb-level-progress").textContent).toBe("1 / 2 問");
    const next = screen.getByTestId("eb-level-next") as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    const options = within(first).getAllByTestId("eb-level-option");
    expect(options.map((o) => o.getAttribute("type"))).toEqual(["radio", "radio", "radio"]);
    fireEvent.click(options[0] as HTMLElement);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    const second = await screen.findByTestId("eb-level-item");
    expect(within(second).getByTestId("eb-level-passage").textContent).toBe("Ken's dog runs.");
    fireEvent.click(within(second).getAllByTestId("eb-level-option")[2] as HTMLElement);
    fireEvent.click(screen.getByTestId("eb-level-submit"));

    const shown = await screen.findByTestId("eb-level-result");
    expect(router.state.location.pathname).toBe("/ebook/level-check");
    expect(requests.find((r) => r.path === "/v3/ebook/level-check-submit")?.body).toEqual({
      paper_id: "paper-12345678",
      answers: [
        { item_id: "lc-1", choice: 0 },
        { item_id: "lc-2", choice: 2 },
      ],
    });
    expect(within(shown).getAllByTestId("eb-level")[0]?.textContent).toBe("YL 1.2・A1");
    expect(within(shown).getByText("4 問中 3 問正解")).toBeTruthy();
    const bars = within(shown).getByTestId("eb-level-bars");
    // the chart's table for screen readers: right answers per band
    expect(
      within(bars)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(expect.arrayContaining(["A1100%", "A250%"]));
    const book = within(within(shown).getByTestId("eb-level-recommended")).getByTestId("eb-book");
    expect(book.getAttribute("href")).toBe("/ebook/details/eb-05-lunch-time");
    expect(within(shown).getByTestId("eb-level-library").getAttribute("href")).toBe(
      "/ebook/list?yl_min=0.5&yl_max=1.5",
    );
  });

  it("lets a question be skipped (it counts wrong) and shows the current level before retaking", async () => {
    const requests = serve({
      "/v3/ebook/index": () => ok(index({ yl: 2.1, cefr: "A2", checked_at: "2026-11-30T00:00:00Z" })),
      "/v3/ebook/level-check": () =>
        ok({ paper_id: "paper-abcdefgh", items: [item("lc-1", "One."), item("lc-2", "Two.")], level: null }),
      "/v3/ebook/level-check-submit": () => ok(result),
    });
    renderRoutes("/ebook/level-check", [
      { path: "/ebook/level-check", element: <LevelCheckPage /> },
      { path: "/ebook/test", element: <LevelTestPage /> },
    ]);
    expect((await screen.findByTestId("eb-level-current")).textContent).toContain("YL 2.1・A2");
    await i18n.changeLanguage("en");
    fireEvent.click(screen.getByTestId("eb-level-start"));
    await screen.findByTestId("eb-level-item");
    expect(screen.getByTestId("eb-level-progress").textContent).toBe("Question 1 of 2");
    fireEvent.click(screen.getByTestId("eb-level-skip"));
    await waitFor(() => expect(screen.getByTestId("eb-level-progress").textContent).toBe("Question 2 of 2"));
    fireEvent.click(screen.getByTestId("eb-level-submit"));
    await screen.findByTestId("eb-level-result");
    expect(requests.find((r) => r.path === "/v3/ebook/level-check-submit")?.body).toEqual({
      paper_id: "paper-abcdefgh",
      answers: [],
    });
  });
});
