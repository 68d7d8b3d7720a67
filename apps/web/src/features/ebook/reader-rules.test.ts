import { describe, expect, it } from "vitest";
import { glossRuns, pageOfSentence } from "./gloss.ts";
import { filtersFromParams } from "./library-filters.ts";
import { startPage } from "./pages/ReadingPage.tsx";
import { logBody } from "./use-reading-log.ts";

const chunk = (from: number, counted: number[], seconds: number) => ({
  from,
  counted: new Set(counted),
  seconds,
});

describe("reader rules (issue 23)", () => {
  it("finds glossary words as whole words, with common endings, any case, longest first", () => {
    const glossary = [
      { word: "umbrella", ja: "かさ" },
      { word: "rain", ja: "雨" },
      { word: "rainbow", ja: "にじ" },
    ];
    const runs = glossRuns("Umbrellas in the rain, a rainbow and a train.", glossary);
    expect(runs).toEqual([
      { text: "Umbrellas", ja: "かさ" },
      { text: " in the " },
      { text: "rain", ja: "雨" },
      { text: ", a " },
      { text: "rainbow", ja: "にじ" },
      { text: " and a train." },
    ]);
    expect(runs.map((r) => r.text).join("")).toBe("Umbrellas in the rain, a rainbow and a train.");
    expect(glossRuns("No words (here).", [])).toEqual([{ text: "No words (here)." }]);
    // an entry is matched as written, never as a pattern
    expect(glossRuns("aab a+b", [{ word: "a+b", ja: "x" }])).toEqual([
      { text: "aab " },
      { text: "a+b", ja: "x" },
    ]);
    expect(pageOfSentence("p12-3")).toBe(12);
    expect(pageOfSentence("x")).toBeNull();
  });

  it("a reading log counts the pages turned past, keeps the page on screen as progress, and skips idle moments", () => {
    const words = [10, 20, 30, 40];
    expect(logBody("eb-01-a", chunk(1, [1, 2], 50), 3, words, false)).toEqual({
      book_id: "eb-01-a",
      from_page: 1,
      to_page: 3,
      seconds: 50,
      words_read: 30,
      finished: 0,
    });
    // back to an earlier page (a bookmark) and read forward from there
    expect(logBody("eb-01-a", chunk(4, [2, 3], 20), 4, words, false)).toMatchObject({
      from_page: 2,
      to_page: 4,
      words_read: 50,
    });
    // the last page finished at once still sends at least one second
    expect(logBody("eb-01-a", chunk(4, [4], 0), 4, words, true)).toMatchObject({
      seconds: 1,
      words_read: 40,
      finished: 1,
    });
    // nothing worth sending: no time, or a moment on a page without turning it
    expect(logBody("eb-01-a", chunk(1, [1], 0), 2, words, false)).toBeNull();
    expect(logBody("eb-01-a", chunk(2, [], 2), 2, words, false)).toBeNull();
    expect(logBody("eb-01-a", chunk(2, [], 40), 2, words, false)).toMatchObject({
      from_page: 2,
      to_page: 2,
      words_read: 0,
    });
  });

  it("opens the reader at a bookmark's page, else where the student left off, else (or after finishing) at page 1", () => {
    const state = (progress_page: number, is_read = false) => ({
      on_shelf: false,
      is_read,
      progress_page,
      last_read_at: null,
      read_at: null,
    });
    expect(startPage(3, state(5), 6)).toBe(3);
    expect(startPage(9, state(5), 6)).toBe(5);
    expect(startPage(null, state(5), 6)).toBe(5);
    expect(startPage(null, state(0), 6)).toBe(1);
    expect(startPage(null, state(6, true), 6)).toBe(1);
    expect(startPage(null, state(4, true), 6)).toBe(4);
    expect(startPage(null, state(8), 6)).toBe(1);
  });

  it("reads the library's filters from the address and drops what the call would refuse", () => {
    const p = (s: string) => filtersFromParams(new URLSearchParams(s));
    expect(p("keyword=%20kite%20&cefr=B1&genre=fiction&topic=food&status=read&sort=new&page=3")).toEqual({
      keyword: "kite",
      cefr: "B1",
      genre: "fiction",
      topic: "food",
      status: "read",
      sort: "new",
      page: 3,
    });
    expect(p("cefr=C1&genre=poem&topic=cars&status=x&sort=y&page=0&yl_min=9&yl_max=abc")).toEqual({});
    expect(p("yl_min=2.5&yl_max=1")).toEqual({ yl_min: 1, yl_max: 2.5 });
    expect(p(`keyword=${"a".repeat(80)}`).keyword).toHaveLength(60);
  });
});
