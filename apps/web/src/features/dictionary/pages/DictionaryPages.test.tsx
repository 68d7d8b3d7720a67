import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox, currentBox, dismissBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, type SeenRequest } from "../test/fake-api.ts";
import "../i18n.ts";
import { entry } from "../test/fixtures.ts";
import DictionaryAboutPage from "./DictionaryAboutPage.tsx";
import DictionaryIndexPage from "./DictionaryIndexPage.tsx";
import DictionarySearchPage from "./DictionarySearchPage.tsx";

const SEARCH = "GET /v3/dictionary/new-search-word";
const FUZZY = "GET /v3/dictionary/fuzzy-search-word";
const LOGS = "GET /v3/dictionary/word-search-logs";
const DEL = "POST /v3/dictionary/del-search-log";
const PEN = "GET /v3/dictionary/pen-switch";
const SET_PEN = "POST /v3/dictionary/pen-switch";
const INTRO = "GET /v3/dictionary/introduce";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/dictionary/index", element: <DictionaryIndexPage /> },
      { path: "/dictionary/search", element: <DictionarySearchPage /> },
      { path: "/dictionary/about", element: <DictionaryAboutPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const went = entry({
  word_id: 7,
  word: "go",
  query: "went",
  ipa: "ɡoʊ",
  inflection: { form: "went", base: "go", kind: "past" },
  meanings_ja: [{ pos: "verb", text: "行く" }],
  senses_en: [
    {
      pos: "verb",
      definition: "move from one place to another",
      examples: ["We go to school by bus."],
      synonyms: ["travel", "move"],
    },
  ],
});
const log = (id: number, word: string) => ({
  word_id: id,
  word,
  ja_short: `${word}の意味`,
  searched_at: "2026-11-28T03:00:00Z",
});

describe("dictionary pages", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student26", isCollege: false });
    while (currentBox()) dismissBox();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows an inflected form's headword with the note, meanings, senses and clickable synonyms", async () => {
    const seen = fakeApi({ [SEARCH]: () => ok({ entry: went, suggestions: [] }) });
    renderAt("/dictionary/search?word=went&type=1");
    expect((await screen.findByTestId("dict-headword")).textContent).toBe("go");
    expect(screen.getByTestId("dict-inflection").textContent).toBe(
      i18n.t("dict.inflection", { form: "went", base: "go", kind: i18n.t("dict.kind.past") }),
    );
    expect(screen.getByTestId("dict-meanings").textContent).toContain("行く");
    expect(screen.getByTestId("dict-ipa").textContent).toContain("/ɡoʊ/");
    expect(screen.getByText("We go to school by bus.")).toBeTruthy();
    const synonyms = screen.getAllByTestId("dict-synonym");
    expect(synonyms.map((a) => a.getAttribute("href"))).toEqual([
      "/dictionary/search?word=travel&type=1",
      "/dictionary/search?word=move&type=1",
    ]);
    const q = seen.find((r) => r.path.endsWith("new-search-word"))?.query;
    expect([q?.get("word"), q?.get("type")]).toEqual(["went", "1"]);
  });

  it("offers the fuzzy spellings when nothing matched, each leading to its entry", async () => {
    fakeApi({ [SEARCH]: () => ok({ entry: null, suggestions: ["receive", "recite"] }) });
    const router = renderAt("/dictionary/search?word=recieve");
    const found = await screen.findByTestId("dict-not-found");
    expect(found.textContent).toContain(i18n.t("dict.not_found", { word: "recieve" }));
    expect(found.textContent).toContain(i18n.t("dict.did_you_mean"));
    const first = screen.getAllByTestId("dict-suggestion")[0] as HTMLElement;
    expect(first.textContent).toBe("receive");
    await act(async () => {
      fireEvent.click(first);
    });
    expect(router.state.location.search).toBe("?word=receive&type=1");
  });

  it("looks Japanese input up Japanese → English", async () => {
    const seen = fakeApi({ [SEARCH]: () => ok({ entry: null, suggestions: [] }) });
    renderAt("/dictionary/search?word=%E5%8B%89%E5%BC%B7");
    await screen.findByTestId("dict-not-found");
    expect(seen[0]?.query.get("type")).toBe("2");
  });

  it("asks for a word on a link without one, and calls nothing", async () => {
    const seen = fakeApi({});
    renderAt("/dictionary/search?word=%3Cb%3E");
    expect((await screen.findByTestId("dict-bad-link")).textContent).toBe(i18n.t("dict.bad_link"));
    expect(seen.filter((r) => r.path.includes("dictionary"))).toEqual([]);
  });

  it("autocompletes while typing (once typing pauses) and looks the chosen word up with the keyboard", async () => {
    const seen = fakeApi({
      [PEN]: () => ok({ enabled: false }),
      [LOGS]: () => ok({ items: [], total: 0 }),
      [FUZZY]: () =>
        ok({
          items: [
            { word_id: 1, word: "receive", ja_short: "受け取る" },
            { word_id: 2, word: "recipe", ja_short: "作り方" },
          ],
        }),
    });
    const router = renderAt("/dictionary/index");
    const input = await screen.findByRole("combobox");
    fireEvent.change(input, { target: { value: "r" } });
    fireEvent.change(input, { target: { value: "re" } });
    fireEvent.change(input, { target: { value: "reci" } });
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.getAttribute("data-word"))).toEqual(["receive", "recipe"]);
    // one request for the settled text, none for the keystrokes before it
    expect(seen.filter((r) => r.path.endsWith("fuzzy-search-word")).map((r) => r.query.get("word"))).toEqual([
      "reci",
    ]);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dictionary/search"));
    expect(router.state.location.search).toBe("?word=recipe&type=1");
  });

  it("deletes the selected history words after a confirmation", async () => {
    let items = [log(3, "apron"), log(8, "curry"), log(9, "fridge")];
    const seen = fakeApi({
      [PEN]: () => ok({ enabled: false }),
      [LOGS]: () => ok({ items, total: items.length }),
      [DEL]: (r: SeenRequest) => {
        const ids = (r.body.get("word_ids") ?? "").split(",").map(Number);
        items = items.filter((i) => !ids.includes(i.word_id));
        return ok({ deleted: ids.length });
      },
    });
    renderAt("/dictionary/index");
    const rows = await screen.findAllByTestId("dict-history-row");
    expect(rows.map((r) => r.getAttribute("data-word"))).toEqual(["apron", "curry", "fridge"]);
    const remove = screen.getByTestId("dict-history-delete") as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole("checkbox"));
    fireEvent.click(within(rows[2] as HTMLElement).getByRole("checkbox"));
    expect(remove.textContent).toBe(i18n.t("dict.delete_selected", { n: 2 }));
    fireEvent.click(remove);
    await waitFor(() => expect(currentBox()?.text).toBe(i18n.t("dict.delete_confirm", { n: 2 })));
    act(() => {
      acceptBox();
    });
    await waitFor(() =>
      expect(screen.getAllByTestId("dict-history-row").map((r) => r.getAttribute("data-word"))).toEqual([
        "curry",
      ]),
    );
    expect(seen.find((r) => r.method === "POST")?.body.get("word_ids")).toBe("3,9");
  });

  it("keeps the history when the confirmation is cancelled", async () => {
    const seen = fakeApi({
      [PEN]: () => ok({ enabled: false }),
      [LOGS]: () => ok({ items: [log(3, "apron")], total: 1 }),
    });
    renderAt("/dictionary/index");
    fireEvent.click(await screen.findByTestId("dict-history-all"));
    fireEvent.click(screen.getByTestId("dict-history-delete"));
    await waitFor(() => expect(currentBox()).not.toBeNull());
    act(() => dismissBox());
    await waitFor(() => expect(currentBox()).toBeNull());
    expect(seen.some((r) => r.method === "POST")).toBe(false);
    expect(screen.getAllByTestId("dict-history-row")).toHaveLength(1);
  });

  it("turns the pen on with the switch (stored on the server)", async () => {
    const seen = fakeApi({
      [PEN]: () => ok({ enabled: false }),
      [SET_PEN]: (r: SeenRequest) => ok({ enabled: r.body.get("enabled") === "1" }),
      [LOGS]: () => ok({ items: [], total: 0 }),
    });
    renderAt("/dictionary/index");
    const toggle = await screen.findByRole("switch");
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(seen.find((r) => r.method === "POST")?.body.get("enabled")).toBe("1");
  });

  it("credits each source with its licence and entry count on the about page", async () => {
    fakeApi({
      [INTRO]: () =>
        ok({
          total_entries: 120_000,
          sources: [
            {
              name: "FreeDict eng-jpn",
              url: "https://freedict.org/",
              licence: "GPL",
              description_ja: "英和の意味",
              description_en: "English-Japanese glosses",
              entries: 100_000,
            },
            {
              name: "WordNet 3.1",
              url: "https://wordnet.princeton.edu/",
              licence: "WordNet License",
              description_ja: "英英の定義",
              description_en: "English senses",
              entries: 50_000,
            },
          ],
        }),
    });
    renderAt("/dictionary/about");
    const sources = await screen.findAllByTestId("dict-source");
    expect(sources.map((s) => within(s).getByTestId("dict-source-licence").textContent)).toEqual([
      "GPL",
      "WordNet License",
    ]);
    expect(
      within(sources[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("https://freedict.org/");
    expect(screen.getByTestId("dict-about-total").textContent).toMatch(/120,000|120000/);
  });
});
