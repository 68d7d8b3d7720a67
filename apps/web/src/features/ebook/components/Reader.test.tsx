import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { getToasts } from "@web/lib/toast-store.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookContent, fail, ok, renderAt, serve } from "../test-fixtures.tsx";
import { Reader } from "./Reader.tsx";

/** Every audio element play() was called on, in order (the reader keeps two and alternates). */
let played: HTMLMediaElement[] = [];

function openReader(startAt = 1, routes: Parameters<typeof serve>[0] = {}) {
  const requests = serve({
    "/v3/ebook/bookmarks": () => ok({ items: [] }),
    "/v3/xfyun/get-tts-auth-url": () => ok({ url: "http://localhost/v3/tts/speak?sig=abc" }),
    ...routes,
  });
  const content = bookContent() as Parameters<typeof Reader>[0]["content"];
  renderAt(
    "/ebook/reading/eb-01-the-red-kite",
    <Reader content={content} startAt={startAt} />,
    "/ebook/reading/:id",
  );
  return requests;
}

const lines = () => screen.getAllByTestId("eb-line");
const currentIds = () =>
  lines()
    .filter((l) => l.getAttribute("aria-current") === "true")
    .map((l) => l.dataset.sentenceId);
const textOf = (el: HTMLMediaElement) => new URL(el.src).searchParams.get("text");
const fire = (el: HTMLMediaElement, type: string) => act(() => void el.dispatchEvent(new Event(type)));

describe("the reader (issue 23)", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student3", isCollege: false });
    played = [];
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("moves the highlight from line to line exactly when each line's audio starts, in its speaker's voice", async () => {
    openReader();
    await screen.findByTestId("eb-page");
    await waitFor(() => expect((screen.getByTestId("eb-play") as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId("eb-play"));
    await waitFor(() => expect(played).toHaveLength(1));
    const first = played[0] as HTMLMediaElement;
    expect(textOf(first)).toBe("Mia has a red kite.");
    expect(new URL(first.src).searchParams.get("voice")).toBe("female1");
    expect(new URL(first.src).searchParams.get("sig")).toBe("abc");
    // asked for, not yet heard: nothing is highlighted
    expect(currentIds()).toEqual([]);
    fire(first, "playing");
    expect(currentIds()).toEqual(["p1-1"]);
    expect(screen.getByTestId("eb-pause")).toBeTruthy();

    fire(first, "ended");
    expect(played).toHaveLength(2);
    const second = played[1] as HTMLMediaElement;
    expect(second).not.toBe(first);
    // the second clip was loaded while the first played (no gap) and is Mia's line in her voice
    expect(textOf(second)).toBe(`"Let's fly it!" says Mia.`);
    expect(new URL(second.src).searchParams.get("voice")).toBe("female2");
    // still line 1 until line 2's audio really starts
    expect(currentIds()).toEqual(["p1-1"]);
    fire(second, "playing");
    expect(currentIds()).toEqual(["p1-2"]);

    fire(second, "ended");
    fire(played[2] as HTMLMediaElement, "playing");
    expect(currentIds()).toEqual(["p1-3"]);
    // the end of page 1 turns to page 2 when its first line starts
    fire(played[2] as HTMLMediaElement, "ended");
    expect(screen.getByTestId("eb-page").dataset.page).toBe("1");
    fire(played[3] as HTMLMediaElement, "playing");
    expect(screen.getByTestId("eb-page").dataset.page).toBe("2");
    expect(currentIds()).toEqual(["p2-1"]);
  });

  it("pauses and resumes the line being read", async () => {
    openReader();
    await waitFor(() => expect((screen.getByTestId("eb-play") as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId("eb-play"));
    await waitFor(() => expect(played).toHaveLength(1));
    fire(played[0] as HTMLMediaElement, "playing");
    fireEvent.click(screen.getByTestId("eb-pause"));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("eb-resume"));
    expect(played).toHaveLength(2);
    expect(played[1]).toBe(played[0]);
    fire(played[0] as HTMLMediaElement, "playing");
    expect(currentIds()).toEqual(["p1-1"]);
  });

  it("reads a tapped line alone, then stops", async () => {
    openReader();
    await screen.findByTestId("eb-page");
    await waitFor(() => expect((screen.getByTestId("eb-play") as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(lines()[2] as HTMLElement).getByTestId("eb-line-text"));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(textOf(played[0] as HTMLMediaElement)).toBe("The wind is strong today.");
    fire(played[0] as HTMLMediaElement, "playing");
    expect(currentIds()).toEqual(["p1-3"]);
    fire(played[0] as HTMLMediaElement, "ended");
    expect(played).toHaveLength(1);
    expect(currentIds()).toEqual([]);
    expect(screen.getByTestId("eb-play")).toBeTruthy();
    // the play button of a line does the same for keyboards
    fireEvent.click(within(lines()[0] as HTMLElement).getByTestId("eb-line-play"));
    await waitFor(() => expect(played).toHaveLength(2));
    expect(textOf(played[1] as HTMLMediaElement)).toBe("Mia has a red kite.");
  });

  it("says so when a line cannot be played", async () => {
    openReader();
    await waitFor(() => expect((screen.getByTestId("eb-play") as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId("eb-play"));
    await waitFor(() => expect(played).toHaveLength(1));
    const el = played[0] as HTMLMediaElement;
    fire(el, "error");
    // loaded once more, then given up
    expect(played).toHaveLength(2);
    fire(el, "error");
    expect(getToasts().map((x) => x.text)).toContain("音声を再生できませんでした。");
    expect(screen.getByTestId("eb-play")).toBeTruthy();
  });

  it("shows and hides the Japanese under each line, and a glossary word's Japanese on focus", async () => {
    openReader();
    await screen.findByTestId("eb-page");
    expect(screen.queryAllByTestId("eb-line-ja")).toHaveLength(0);
    const toggle = screen.getByTestId("eb-toggle-ja");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByTestId("eb-line-ja").map((j) => j.textContent)).toEqual([
      "ミアは赤いたこを持っています。",
      "「飛ばそう！」とミアは言います。",
      "今日は風が強いです。",
    ]);
    fireEvent.click(toggle);
    expect(screen.queryAllByTestId("eb-line-ja")).toHaveLength(0);

    const gloss = screen.getByTestId("eb-gloss");
    expect(gloss.textContent).toBe("kite");
    const tip = screen.getByTestId("eb-gloss-tip");
    expect(tip.className).toBe("sr-only");
    expect(gloss.getAttribute("aria-describedby")).toBe(tip.id);
    fireEvent.focus(gloss);
    expect(tip.className).toBe("eb-gloss-tip");
    expect(tip.textContent).toBe("たこ");
    // a tap on the word shows its meaning without reading the line
    fireEvent.click(gloss);
    expect(played).toHaveLength(0);
    fireEvent.blur(gloss);
    expect(tip.className).toBe("sr-only");
  });

  it("turns pages with the buttons and the ←/→ keys", async () => {
    openReader();
    await screen.findByTestId("eb-page");
    expect(screen.getByTestId("eb-page-no").textContent).toBe("1 / 2 ページ");
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(screen.getByTestId("eb-page").dataset.page).toBe("2");
    expect(screen.getByTestId("eb-finish-btn")).toBeTruthy();
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(screen.getByTestId("eb-page").dataset.page).toBe("2");
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    expect(screen.getByTestId("eb-page").dataset.page).toBe("1");
    fireEvent.click(screen.getByTestId("eb-next"));
    expect(screen.getByTestId("eb-page").dataset.page).toBe("2");
    fireEvent.click(screen.getByTestId("eb-prev"));
    expect(screen.getByTestId("eb-page").dataset.page).toBe("1");
  });

  it("asks for a bookmark's name before sending and shows the server's duplicate message", async () => {
    let answer: () => Response = () => fail(400, "このしおりはすでに登録されています。", "bookmark_exists");
    const requests = openReader(2, { "/v3/ebook/bookmark-add": () => answer() });
    await screen.findByTestId("eb-page");
    fireEvent.click(screen.getByTestId("eb-bookmark-open"));
    const form = screen.getByTestId("eb-bookmark-form");
    fireEvent.change(within(form).getByTestId("eb-bookmark-name"), { target: { value: "   " } });
    fireEvent.click(within(form).getByTestId("eb-bookmark-save"));
    expect(within(form).getByRole("alert").textContent).toBe("しおりの名前を入力してください");
    expect(requests.some((r) => r.path === "/v3/ebook/bookmark-add")).toBe(false);

    fireEvent.change(within(form).getByTestId("eb-bookmark-name"), { target: { value: " 山場 " } });
    fireEvent.click(within(form).getByTestId("eb-bookmark-save"));
    expect((await within(form).findByRole("alert")).textContent).toBe("このしおりはすでに登録されています。");
    const sent = requests.find((r) => r.path === "/v3/ebook/bookmark-add");
    expect(sent?.body).toEqual({ book_id: "eb-01-the-red-kite", page_no: "2", name: "山場" });

    answer = () =>
      ok({
        bookmark: {
          bookmark_id: 9,
          book_id: "eb-01-the-red-kite",
          page_no: 2,
          name: "最後",
          created_at: "2026-12-01T01:00:00Z",
        },
      });
    fireEvent.change(within(form).getByTestId("eb-bookmark-name"), { target: { value: "最後" } });
    fireEvent.click(within(form).getByTestId("eb-bookmark-save"));
    await waitFor(() => expect(screen.queryByTestId("eb-bookmark-form")).toBeNull());
    expect(getToasts().map((x) => x.text)).toContain("2 ページにしおりをはさみました");
  });

  it("on the last page, sends the finished log and shows the speed and the way to the exercise", async () => {
    const requests = openReader(1, {
      "/v3/ebook/reading-log": () =>
        ok({
          log_id: 5,
          words_read: 20,
          seconds: 30,
          log_wpm: 40,
          wpm: 40,
          speed_band: "slow",
          through_words: 20,
          through_seconds: 30,
          book_words: 20,
          state: { on_shelf: false, is_read: true, progress_page: 2, last_read_at: null, read_at: null },
        }),
    });
    await screen.findByTestId("eb-page");
    fireEvent.click(screen.getByTestId("eb-next"));
    fireEvent.click(screen.getByTestId("eb-finish-btn"));
    const panel = await screen.findByTestId("eb-finish");
    const log = requests.find((r) => r.path === "/v3/ebook/reading-log");
    expect(log?.body).toMatchObject({
      book_id: "eb-01-the-red-kite",
      from_page: "1",
      to_page: "2",
      finished: "1",
      words_read: String(5 + 5 + 5 + 6 + 3),
    });
    expect(within(panel).getByTestId("eb-wpm").textContent).toBe("読む速さ：1 分間に 40 語");
    expect(within(panel).getByTestId("eb-speed-band").textContent).toContain("平均よりゆっくり");
    expect(within(panel).getByTestId("eb-to-exercise").getAttribute("href")).toBe(
      "/ebook/exercise/info?book_id=eb-01-the-red-kite",
    );
    expect(within(panel).getByTestId("eb-to-impression").getAttribute("href")).toBe(
      "/ebook/impression/eb-01-the-red-kite",
    );
  });

  it("tells a student who read under half the book to read at least half, in English too", async () => {
    openReader(2, {
      "/v3/ebook/reading-log": () =>
        ok({
          log_id: 6,
          words_read: 9,
          seconds: 5,
          log_wpm: 108,
          wpm: 108,
          speed_band: "too_little",
          through_words: 9,
          through_seconds: 5,
          book_words: 23,
          state: { on_shelf: false, is_read: true, progress_page: 2, last_read_at: null, read_at: null },
        }),
    });
    await i18n.changeLanguage("en");
    fireEvent.click(await screen.findByTestId("eb-finish-btn"));
    const band = await screen.findByTestId("eb-speed-band");
    expect(band.dataset.band).toBe("too_little");
    expect(band.textContent).toBe("Read at least half of the book so that your speed can be measured.");
    expect(screen.queryByTestId("eb-wpm")).toBeNull();
  });
});
