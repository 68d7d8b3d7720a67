import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, type SeenRequest } from "../test/fake-api.ts";
import "../i18n.ts";
import { entry } from "../test/fixtures.ts";
import PenHost from "./PenHost.tsx";
import { PenMount } from "./PenMount.tsx";
import { isPenTarget, pickWord } from "./pick-word.ts";
import { rememberPen } from "./remember-pen.ts";

const PEN = "GET /v3/dictionary/pen-switch";
const SET_PEN = "POST /v3/dictionary/pen-switch";
const SCREEN = "GET /v3/dictionary/screen-search-word";
const LOG = "POST /v3/dictionary/submit-word-log";

/** Carets of the taps so far by point: the fake caretRangeFromPoint answers for the point it is asked. */
let carets = new Map<string, { node: Node; offset: number }>();
let nextX = 10;

/** The fake caret API of the browser (happy-dom has none). */
function fakeCaretApi() {
  Object.defineProperty(document, "caretRangeFromPoint", {
    configurable: true,
    value: (x: number, y: number) => {
      const caret = carets.get(`${x},${y}`);
      if (!caret) return null;
      const range = document.createRange();
      range.setStart(caret.node, caret.offset);
      return range;
    },
  });
}

function page() {
  return (
    <>
      <main id="main">
        <div className="pl-passage" lang="en" data-testid="passage">
          Please bring an apron.
        </div>
        <button type="button" data-testid="choice">
          A cookbook.
        </button>
        <p data-testid="ja">エプロンを持ってきてください。</p>
      </main>
      <p data-testid="outside">Outside the main content.</p>
      <PenHost />
    </>
  );
}

const textOf = (testId: string) => screen.getByTestId(testId).firstChild as Text;

/**
 * Taps a text node at a character offset, each tap at a point of its own (the pen reads the caret at the
 * tap's point once the pointer is up). `down: false` leaves out the pointer-down (which in happy-dom drops
 * the selection).
 */
async function tap(node: Node, offset: number, { down = true } = {}) {
  const x = nextX++;
  carets.set(`${x},20`, { node, offset });
  const target = node.parentElement as Element;
  await act(async () => {
    if (down) fireEvent.pointerDown(target, { button: 0, isPrimary: true, clientX: x, clientY: 20 });
    fireEvent.pointerUp(target, { button: 0, isPrimary: true, clientX: x, clientY: 20 });
    // the pen reads the tap in a zero-delay task after the pointer-up; timers run in order, so this one
    // runs after it
    await new Promise((done) => window.setTimeout(done, 0));
  });
}

/** Taps a word of a text node and waits for its popup. */
async function tapThenWaitForPopup(node: Text, word: string) {
  await tap(node, node.data.indexOf(word) + 1);
  await screen.findByRole("dialog", { name: i18n.t("dict.popup_label", { word }) });
}

/** The words the pen looked up, in order. */
const lookedUp = (seen: SeenRequest[]) =>
  seen.filter((r) => r.path.endsWith("screen-search-word")).map((r) => r.query.get("word"));

function handlers(enabled: boolean, over: Partial<Record<string, (r: SeenRequest) => Response>> = {}) {
  return fakeApi({
    [PEN]: () => ok({ enabled }),
    [SET_PEN]: (r) => ok({ enabled: r.body.get("enabled") === "1" }),
    [SCREEN]: (r) => ok({ entry: r.query.get("word") === "apron" ? entry() : null }),
    [LOG]: () => ok({ ok: true, in_word_book: true }),
    ...over,
  });
}

describe("the dictionary pen", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    fakeCaretApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    carets = new Map();
    document.getSelection()?.removeAllRanges();
  });

  it("with the pen on, a tap on a word of the reading text shows its meaning, IPA and audio", async () => {
    const seen = handlers(true);
    renderWithProviders(page());
    await screen.findByTestId("pen-badge");
    const passage = textOf("passage");
    await tap(passage, passage.data.indexOf("apron") + 2);
    const popup = await screen.findByRole("dialog", { name: i18n.t("dict.popup_label", { word: "apron" }) });
    expect((await screen.findByTestId("pen-meanings")).textContent).toContain("エプロン");
    expect(screen.getByTestId("pen-ipa").textContent).toContain("/ˈeɪprən/");
    expect(screen.getByTestId("pen-audio")).toBeTruthy();
    expect(screen.getByTestId("pen-more").getAttribute("href")).toBe("/dictionary/search?word=apron&type=1");
    expect(seen.filter((r) => r.path.endsWith("screen-search-word")).map((r) => r.query.get("word"))).toEqual(
      ["apron"],
    );
    expect(document.activeElement).toBe(popup);
  });

  it("Escape closes the popup", async () => {
    handlers(true);
    renderWithProviders(page());
    await screen.findByTestId("pen-badge");
    await tap(textOf("passage"), 3);
    await screen.findByRole("dialog");
    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds the word to the word book from the popup", async () => {
    const seen = handlers(true);
    renderWithProviders(page());
    await screen.findByTestId("pen-badge");
    const passage = textOf("passage");
    await tap(passage, passage.data.indexOf("apron"));
    fireEvent.click(await screen.findByTestId("pen-add-word-book"));
    await waitFor(() =>
      expect(screen.getByTestId("pen-add-word-book").textContent).toContain(i18n.t("dict.in_word_book")),
    );
    const post = seen.find((r) => r.path.endsWith("submit-word-log"));
    expect(post?.body.get("word_id")).toBe("41");
    expect(post?.body.get("action")).toBe("add_word_book");
  });

  it("says so when the word is not in the dictionary, with a link to search it", async () => {
    handlers(true);
    renderWithProviders(page());
    await screen.findByTestId("pen-badge");
    await tap(textOf("passage"), 1);
    expect((await screen.findByTestId("pen-not-found")).textContent).toContain(
      i18n.t("dict.popup_not_found", { word: "Please" }),
    );
  });

  it("leaves choice buttons, Japanese text and text outside the main content alone", async () => {
    const seen = handlers(true);
    renderWithProviders(page());
    await screen.findByTestId("pen-badge");
    await tap(textOf("choice"), 4);
    await tap(textOf("ja"), 2);
    await tap(textOf("outside"), 2);
    expect(screen.queryByRole("dialog")).toBeNull();
    // a tap on the passage afterwards is read (the taps before it were handled first, in order)
    await tapThenWaitForPopup(textOf("passage"), "apron");
    expect(lookedUp(seen)).toEqual(["apron"]);
  });

  it("a tap on a choice is the choice's own, even with a word still selected in the passage", async () => {
    const seen = handlers(true);
    renderWithProviders(page());
    await screen.findByTestId("pen-badge");
    const passage = textOf("passage");
    const range = document.createRange();
    range.setStart(passage, passage.data.indexOf("bring"));
    range.setEnd(passage, passage.data.indexOf("bring") + 5);
    document.getSelection()?.addRange(range);
    await tap(textOf("choice"), 4, { down: false });
    expect(screen.queryByRole("dialog")).toBeNull();
    document.getSelection()?.removeAllRanges();
    await tapThenWaitForPopup(passage, "apron");
    expect(lookedUp(seen)).toEqual(["apron"]);
  });

  it("does nothing while the pen is off (the default)", async () => {
    const seen = handlers(false);
    renderWithProviders(page());
    await waitFor(() => expect(seen.some((r) => r.path.endsWith("pen-switch"))).toBe(true));
    await tap(textOf("passage"), 3);
    expect(screen.queryByTestId("pen-badge")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(seen.some((r) => r.path.endsWith("screen-search-word"))).toBe(false);
  });

  it("the badge turns the pen off on the server", async () => {
    const seen = handlers(true);
    renderWithProviders(page());
    fireEvent.click(await screen.findByRole("button", { name: i18n.t("dict.pen_badge_label") }));
    await waitFor(() => expect(screen.queryByTestId("pen-badge")).toBeNull());
    expect(seen.find((r) => r.method === "POST")?.body.get("enabled")).toBe("0");
    await tap(textOf("passage"), 3);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the pen's mount in the shell", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    fakeCaretApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    carets = new Map();
  });

  const shell = () => (
    <>
      <main id="main">
        <p lang="en" data-testid="passage">
          Please bring an apron.
        </p>
      </main>
      <PenMount />
    </>
  );

  it("loads nothing until the first tap when this device has not seen the pen on, then reads that tap", async () => {
    const seen = handlers(true);
    renderWithProviders(shell());
    // effects and pending promises settled: a lazy import started now would already have asked for the switch
    await act(async () => {});
    expect(seen).toEqual([]);
    const passage = textOf("passage");
    await tap(passage, passage.data.indexOf("apron"));
    expect(
      await screen.findByRole("dialog", { name: i18n.t("dict.popup_label", { word: "apron" }) }),
    ).toBeTruthy();
    expect(seen.map((r) => r.path)).toEqual([
      "/v3/dictionary/pen-switch",
      "/v3/dictionary/screen-search-word",
    ]);
  });

  it("loads with the page (the badge shows) when the pen was on last time", async () => {
    rememberPen(true);
    handlers(true);
    renderWithProviders(shell());
    expect(await screen.findByTestId("pen-badge")).toBeTruthy();
  });

  it("a first tap with the pen off shows nothing", async () => {
    const seen = handlers(false);
    renderWithProviders(shell());
    await tap(textOf("passage"), 3);
    await waitFor(() => expect(seen.map((r) => r.path)).toEqual(["/v3/dictionary/pen-switch"]));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByTestId("pen-badge")).toBeNull();
  });
});

describe("pickWord and isPenTarget (DOM)", () => {
  afterEach(() => {
    carets = new Map();
    document.body.innerHTML = "";
    document.getSelection()?.removeAllRanges();
  });

  it("reads a selected word, not the caret, when the user selected one", () => {
    document.body.innerHTML = '<main id="m"><p>We cook <b>curry,</b> too.</p></main>';
    const scope = document.getElementById("m") as HTMLElement;
    const bold = scope.querySelector("b")?.firstChild as Text;
    const range = document.createRange();
    range.setStart(bold, 0);
    range.setEnd(bold, 6);
    document.getSelection()?.addRange(range);
    expect(pickWord(document, scope, 0, 0)?.word).toBe("curry");
  });

  it("refuses a tap beside the text (the caret API's nearest caret is not under the pointer)", () => {
    document.body.innerHTML = '<main id="m"><p>apron</p></main>';
    const scope = document.getElementById("m") as HTMLElement;
    const text = scope.querySelector("p")?.firstChild as Text;
    Object.defineProperty(document, "caretRangeFromPoint", {
      configurable: true,
      value: () => {
        const r = document.createRange();
        r.setStart(text, 5);
        return r;
      },
    });
    const rects = vi
      .spyOn(Range.prototype, "getClientRects")
      .mockReturnValue([new DOMRect(10, 10, 50, 20)] as unknown as DOMRectList);
    expect(pickWord(document, scope, 300, 15)).toBeNull();
    expect(pickWord(document, scope, 40, 15)?.word).toBe("apron");
    rects.mockRestore();
  });

  it("treats controls and marked areas as not readable", () => {
    document.body.innerHTML =
      '<main id="m"><p id="t">text</p><a href="/x"><span id="l">link</span></a><label id="lb">x</label><div data-pen-ignore><span id="ig">x</span></div><div role="button"><i id="rb">x</i></div></main><p id="out">x</p>';
    const scope = document.getElementById("m") as HTMLElement;
    const el = (id: string) => document.getElementById(id);
    expect(isPenTarget(el("t"), scope)).toBe(true);
    for (const id of ["l", "lb", "ig", "rb", "out"]) expect(isPenTarget(el(id), scope)).toBe(false);
    expect(isPenTarget(null, scope)).toBe(false);
  });
});
