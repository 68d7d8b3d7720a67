import type { FavouriteSentence, FavouriteWord } from "@hibiki/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SpeakingServicesContext } from "@web/exercises/speaking/services.ts";
import { fakeServices } from "@web/exercises/speaking/test-harness.tsx";
import { i18n } from "@web/i18n/index.ts";
import { acceptBox, currentBox, dismissBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bad, fakeApi, ok, type SeenRequest } from "../test/fake-api.ts";
import MyCollectionPage from "./MyCollectionPage.tsx";

const EN = "GET /v3/device/favorites/en-page-list";
const NOT_EN = "GET /v3/device/favorites/not-en-page-list";
const SUBMIT = "POST /v3/device/favorites/submit";
const DISCARD = "POST /v3/device/favorites/discard";
const POORLY = "POST /v3/poorly-words";

const sentence = (id: number, over: Partial<FavouriteSentence> = {}): FavouriteSentence => ({
  favourite_id: id,
  resource_code: "fv-sentences",
  resource_id: 9101,
  question_index: 0,
  sentence_id: `s${id}`,
  sentence_source: "textbook",
  screen_en_text: `Sentence number ${id} is here.`,
  evaluate_text: "",
  screen_jp_text: `文 ${id}`,
  audio_file_name: "a/s1.mp3",
  audio_url: `/res/fv-sentences/201/a/s${id}.mp3?v=201`,
  category: "read_sentence",
  record_max_time: 20,
  is_collected: 1,
  created_at: "2026-11-20T03:00:00Z",
  practice: null,
  ...over,
});
const word = (id: number): FavouriteWord => ({
  favourite_id: 100 + id,
  word: `word${id}`,
  mean: `意味${id}`,
  ipa: "",
  resource_code: "",
  question_id: "",
  audio_url: "",
  is_collected: 1,
  created_at: "2026-11-20T03:00:00Z",
});
const page = (items: unknown[], total = items.length, p = 1) => ok({ items, total, page: p, limit: 40 });

function renderPage(path = "/my_collection") {
  const speaking = fakeServices();
  renderWithProviders(
    <SpeakingServicesContext.Provider value={speaking.services}>
      <MyCollectionPage />
    </SpeakingServicesContext.Provider>,
    path,
  );
  return speaking;
}
const pageOf = (seen: SeenRequest[], path: string) =>
  seen.filter((r) => r.path === path).map((r) => r.query.get("page"));

describe("/my_collection", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    for (const t of getToasts()) dismissToast(t.id);
    while (currentBox()) dismissBox();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists favourite sentences with model audio, the last recording and its score", async () => {
    const practised = sentence(2, {
      practice: {
        sound_file: "/v3/files/rec/x.mp3?sig=s",
        total_score: 4.3,
        percent_score: 86,
        accuracy_score: 4,
        fluency_score: 4,
        integrity_score: 5,
        evaluate_html: "",
        evaluate_result: "",
        record_duration: 2,
        practice_count: 3,
        practiced_at: "2026-11-21T03:00:00Z",
      },
    });
    const seen = fakeApi({ [EN]: () => page([sentence(1, { audio_url: "" }), practised]) });
    renderPage();
    const rows = await screen.findAllByTestId("favourite-sentence-row");
    expect(rows).toHaveLength(2);
    expect(seen[0]?.query.get("limit")).toBe("40");
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Sentence number 1 is here.")).toBeTruthy();
    expect(within(first).queryByTestId("favourite-model-audio")).toBeNull();
    expect(within(first).getByTestId("favourite-last-score").textContent).toBe(
      i18n.t("favourites.not_practised"),
    );
    expect(within(second).getByTestId("favourite-model-audio").getAttribute("src")).toBe(
      "/res/fv-sentences/201/a/s2.mp3?v=201",
    );
    expect(within(second).getByTestId("favourite-last-recording").getAttribute("src")).toBe(
      "/v3/files/rec/x.mp3?sig=s",
    );
    expect(within(second).getByTestId("favourite-last-score").textContent).toBe(
      i18n.t("favourites.last_score", { score: 86, count: 3 }),
    );
  });

  it("pages 40 at a time and switches to the words tab", async () => {
    const seen = fakeApi({
      [EN]: (r) =>
        r.query.get("page") === "2"
          ? page([sentence(41)], 41, 2)
          : page(
              Array.from({ length: 40 }, (_, i) => sentence(i + 1)),
              41,
            ),
      [NOT_EN]: () => page([word(1), word(2)]),
    });
    renderPage();
    expect(await screen.findAllByTestId("favourite-sentence-row")).toHaveLength(40);
    expect(screen.getByTestId("collection-page").textContent).toBe(
      i18n.t("favourites.page", { page: 1, pages: 2 }),
    );
    fireEvent.click(screen.getByRole("button", { name: i18n.t("favourites.next") }));
    await waitFor(() => expect(screen.getAllByTestId("favourite-sentence-row")).toHaveLength(1));
    expect(pageOf(seen, "/v3/device/favorites/en-page-list")).toEqual(["1", "2"]);
    fireEvent.click(screen.getByTestId("collection-tab-words"));
    const words = await screen.findAllByTestId("favourite-word-row");
    expect(words.map((w) => w.textContent)).toEqual([
      expect.stringContaining("word1"),
      expect.stringContaining("word2"),
    ]);
    expect(screen.getByTestId("collection-tab-words").getAttribute("aria-selected")).toBe("true");
    expect(pageOf(seen, "/v3/device/favorites/not-en-page-list")).toEqual(["1"]);
    expect(screen.queryByTestId("collection-page")).toBeNull();
  });

  it("shows the empty state of a tab", async () => {
    fakeApi({ [NOT_EN]: () => page([]) });
    renderPage("/my_collection?tab=words");
    expect(await screen.findByText(i18n.t("favourites.empty_words"))).toBeTruthy();
  });

  it("discards a favourite after confirming, and tells when it fails", async () => {
    let items = [sentence(1), sentence(2)];
    let fail = false;
    const seen = fakeApi({
      [EN]: () => page(items),
      [DISCARD]: (r) => {
        if (fail) return bad();
        items = items.filter((s) => String(s.favourite_id) !== r.body.get("resource_id"));
        return ok({ is_collected: 0 });
      },
    });
    renderPage();
    const rows = await screen.findAllByTestId("favourite-sentence-row");
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId("favourite-discard"));
    // Cancelling the confirmation sends nothing.
    await waitFor(() => expect(currentBox()).not.toBeNull());
    act(() => dismissBox());
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(0);
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId("favourite-discard"));
    await waitFor(() => expect(currentBox()).not.toBeNull());
    act(() => acceptBox());
    await waitFor(() => expect(screen.getAllByTestId("favourite-sentence-row")).toHaveLength(1));
    expect(seen.find((r) => r.method === "POST")?.body.get("resource_id")).toBe("1");
    expect(getToasts().map((t) => t.text)).toContain(i18n.t("hint_common_unfavorite_word_success"));

    fail = true;
    fireEvent.click(screen.getByTestId("favourite-discard"));
    await waitFor(() => expect(currentBox()).not.toBeNull());
    act(() => acceptBox());
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain(i18n.t("layer_common_fail")));
    expect(screen.getAllByTestId("favourite-sentence-row")).toHaveLength(1);
  });

  it("practises a sentence with the recorder and keeps the result with device/favorites/submit", async () => {
    const seen = fakeApi({
      [EN]: () => page([sentence(7, { evaluate_text: "Sentence number seven.", record_max_time: 15 })]),
      [SUBMIT]: () => ok(sentence(7)),
      [POORLY]: () => ok({ words: [], total: 0 }),
    });
    const { seen: speech } = renderPage();
    fireEvent.click(await screen.findByTestId("favourite-practise"));
    const record = await screen.findByTestId("record-button");
    fireEvent.click(record);
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    const session = speech.sessions[0];
    expect(session?.options).toMatchObject({ text: "Sentence number seven.", maxTimeMs: 15_000 });
    session!.elapsed = 2500;
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    const submit = seen.find((r) => r.path === "/v3/device/favorites/submit")?.body;
    expect(submit?.get("resource_id")).toBe("7");
    expect(submit?.get("sound_file")).toBe("/v3/files/rec/1.mp3?sig=t");
    expect(Number(submit?.get("total_score"))).toBeGreaterThan(0);
    expect(submit?.get("percent_score")).toBe(String(Number(submit?.get("total_score")) * 20));
    // The take's poorly-read words go to the student's collection.
    await waitFor(() => expect(seen.some((r) => r.path === "/v3/poorly-words")).toBe(true));
    expect(seen.find((r) => r.path === "/v3/poorly-words")?.body.get("words")).toMatch(/\w/);
    // A new take starts from the record button again.
    fireEvent.click(screen.getByTestId("favourite-practise-again"));
    expect(await screen.findByTestId("record-button")).toBeTruthy();
    expect(screen.queryByTestId("score-rings")).toBeNull();
  });
});
