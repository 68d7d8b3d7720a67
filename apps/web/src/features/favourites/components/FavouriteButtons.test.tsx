import type { FavouriteSentenceCollectBody } from "@hibiki/contracts";
import type { PlayerMode } from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ResourceContext } from "@web/exercises/shell/resource-context.ts";
import { sentenceResource } from "@web/exercises/speaking/test-harness.tsx";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../i18n.ts";
import { bad, deferred, fakeApi, ok } from "../test/fake-api.ts";
import { FavouriteSentenceButton } from "./FavouriteSentenceButton.tsx";
import { FavouriteSentenceSlot, FavouriteWordSlot } from "./FavouriteSlots.tsx";
import { FavouriteWordButton } from "./FavouriteWordButton.tsx";

const COLLECTED = "GET /v3/favourite-sentence/collected";
const COLLECT = "POST /v3/favourite-sentence/collect";
const DISCARD = "POST /v3/favourite-sentence/discard";
const WORD = "POST /v3/favourite-word/collect";
const toastTexts = () => getToasts().map((t) => t.text);

const sentence: FavouriteSentenceCollectBody = {
  resource_code: "test-sr",
  resource_id: 9,
  question_index: 0,
  screen_en_text: "Ken plays the guitar every evening.",
  sentence_id: "s1",
  sentence_source: "textbook",
};

const button = (testId = "favourite-sentence-button") => screen.getByTestId(testId) as HTMLButtonElement;
const pressed = (b: HTMLButtonElement) => b.getAttribute("aria-pressed");

describe("favourite buttons", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    for (const t of getToasts()) dismissToast(t.id);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("collects then discards a sentence with the spec's toasts, locked while each request is in flight", async () => {
    const pending = deferred();
    const seen = fakeApi({
      [COLLECTED]: () => ok({ question_ids: [], words: [] }),
      [COLLECT]: () => pending.promise,
      [DISCARD]: () => ok({ is_collected: 0 }),
    });
    renderWithProviders(<FavouriteSentenceButton sentence={sentence} />);
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(pressed(button())).toBe("false");
    expect(button().getAttribute("aria-label")).toBe(i18n.t("favourites.collect_sentence"));
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    fireEvent.click(button());
    expect(seen.filter((r) => r.path.endsWith("/collect"))).toHaveLength(1);
    const posted = seen.find((r) => r.path.endsWith("/collect"))?.body;
    expect(posted?.get("sentence_id")).toBe("s1");
    expect(posted?.get("resource_id")).toBe("9");
    await act(async () => pending.resolve(ok({ favourite_id: 1, is_collected: 1 })));
    await waitFor(() => expect(pressed(button())).toBe("true"));
    expect(button().disabled).toBe(false);
    expect(toastTexts()).toContain(i18n.t("hint_common_favorite_word_success"));

    fireEvent.click(button());
    await waitFor(() => expect(pressed(button())).toBe("false"));
    const discard = seen.find((r) => r.path.endsWith("/discard"))?.body;
    expect(discard?.get("sentence_id")).toBe("s1");
    expect(discard?.get("sentence_source")).toBe("textbook");
    expect(toastTexts()).toContain(i18n.t("hint_common_unfavorite_word_success"));
  });

  it("shows layer_common_fail and unlocks when collecting fails", async () => {
    fakeApi({
      [COLLECTED]: () => ok({ question_ids: [], words: [] }),
      [COLLECT]: () => bad("server says no"),
    });
    renderWithProviders(<FavouriteSentenceButton sentence={sentence} />);
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(toastTexts()).toContain(i18n.t("layer_common_fail")));
    // The server's own 400 message is not toasted on top.
    expect(toastTexts()).not.toContain("server says no");
    expect(pressed(button())).toBe("false");
    expect(button().disabled).toBe(false);
  });

  it("starts pressed for a collected sentence", async () => {
    fakeApi({ [COLLECTED]: () => ok({ question_ids: ["s1"], words: [] }) });
    renderWithProviders(<FavouriteSentenceButton sentence={sentence} />);
    await waitFor(() => expect(pressed(button())).toBe("true"));
    expect(button().getAttribute("aria-label")).toBe(i18n.t("favourites.uncollect_sentence"));
  });

  it("toggles a word with is_collected 1 then 0, case-insensitively collected", async () => {
    const seen = fakeApi({
      [COLLECTED]: () => ok({ question_ids: [], words: ["library"] }),
      [WORD]: (r) =>
        ok({
          is_collected: Number(r.body.get("is_collected")),
          favourite_id: r.body.get("is_collected") === "1" ? 4 : null,
        }),
    });
    renderWithProviders(
      <FavouriteWordButton resCode="test-wr" source="skillup" word={{ words: "Library", mean: "図書館" }} />,
    );
    const b = () => button("favourite-word-button");
    await waitFor(() => expect(pressed(b())).toBe("true"));
    expect(seen[0]?.query.get("sentence_source")).toBe("skillup");
    fireEvent.click(b());
    await waitFor(() => expect(pressed(b())).toBe("false"));
    expect(seen[1]?.body.get("is_collected")).toBe("0");
    expect(seen[1]?.body.get("words")).toBe("Library");
    fireEvent.click(b());
    await waitFor(() => expect(pressed(b())).toBe("true"));
    expect(seen[2]?.body.get("is_collected")).toBe("1");
    expect(seen[2]?.body.get("mean")).toBe("図書館");
    expect(toastTexts()).toEqual(
      expect.arrayContaining([
        i18n.t("hint_common_unfavorite_word_success"),
        i18n.t("hint_common_favorite_word_success"),
      ]),
    );
  });
});

describe("favourite slots in the players", () => {
  const resource = sentenceResource();
  const item = resource.items[0] as { question_id: string; screen_en_text: string; audio_file?: string };
  const inPlayer = (ui: ReactElement, path: string) =>
    renderWithProviders(
      <ResourceContext.Provider value={{ resource, assetBase: "/assets/", query: {} }}>
        {ui}
      </ResourceContext.Provider>,
      path,
    );

  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/textbook/details?res_code=test-sr", "practice", "textbook"],
    ["/skillup/details?res_code=test-sr", "review", "skillup"],
  ] as const)("shows the sentence button at %s (%s) for module %s", async (path, mode, source) => {
    const seen = fakeApi({
      [COLLECTED]: () => ok({ question_ids: [], words: [] }),
      [COLLECT]: () => ok({ favourite_id: 1, is_collected: 1 }),
    });
    inPlayer(<FavouriteSentenceSlot item={item} mode={mode} position={0} />, path);
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(seen.some((r) => r.method === "POST")).toBe(true));
    const body = seen.find((r) => r.method === "POST")?.body;
    expect(Object.fromEntries(body ?? [])).toMatchObject({
      resource_code: "test-sr",
      resource_id: "9",
      question_index: "0",
      screen_en_text: "Ken plays the guitar every evening.",
      audio_file_name: "a/s1.mp3",
      category: "read_sentence",
      record_max_time: "20",
      sentence_id: "s1",
      sentence_source: source,
    });
  });

  it.each<[string, PlayerMode]>([
    ["/homework/practice/sentence", "homework"],
    ["/textbook/details", "exam"],
    ["/eiken/practice", "practice"],
  ])("shows nothing at %s in %s mode", (path, mode) => {
    const seen = fakeApi({});
    inPlayer(<FavouriteSentenceSlot item={item} mode={mode} position={0} />, path);
    expect(screen.queryByTestId("favourite-sentence-button")).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it("shows nothing to college students", () => {
    signIn({ token: "tok", id: 4, username: "college1", isCollege: true });
    fakeApi({});
    inPlayer(
      <FavouriteWordSlot item={{ question_id: "w1", screen_text: "river" }} mode="practice" position={0} />,
      "/textbook/details",
    );
    expect(screen.queryByTestId("favourite-word-button")).toBeNull();
  });

  it("shows the word button in word reading with the item's meaning", async () => {
    const seen = fakeApi({
      [COLLECTED]: () => ok({ question_ids: [], words: [] }),
      [WORD]: () => ok({ is_collected: 1, favourite_id: 2 }),
    });
    inPlayer(
      <FavouriteWordSlot
        item={{ question_id: "w1", screen_text: "river", mean: "川", ipa: "/ˈrɪvə/", audio_file: "a/w1.mp3" }}
        mode="practice"
        position={0}
      />,
      "/textbook/details",
    );
    await waitFor(() => expect(button("favourite-word-button").disabled).toBe(false));
    fireEvent.click(button("favourite-word-button"));
    await waitFor(() => expect(seen.some((r) => r.method === "POST")).toBe(true));
    expect(Object.fromEntries(seen.find((r) => r.method === "POST")?.body ?? [])).toMatchObject({
      words: "river",
      is_collected: "1",
      mean: "川",
      resource_code: "test-sr",
      audio_file_name: "a/w1.mp3",
      question_id: "w1",
    });
  });
});
