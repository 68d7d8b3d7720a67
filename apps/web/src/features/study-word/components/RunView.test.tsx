import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { studyWordUrls } from "../urls.ts";
import { RunView } from "./RunView.tsx";

const word = (word_id: number, w: string, mean: string) => ({
  word_id,
  word: w,
  pos: "noun",
  mean,
  ipa: "ˈæpəl",
  audio_url: null,
  sentence: `I have an ${w} today.`,
  sentence_jp: `今日は${mean}がある。`,
  cefr_lv: "A1",
  is_new: true,
});
const meanings = ["りんご", "机", "ペン", "本"].map((content, index) => ({ index, content }));
const meaningItem = {
  ...word(1, "apple", "りんご"),
  exercise: "meaning_choice",
  choices: meanings,
  answer_index: 0,
};
const spellingItem = { ...word(2, "desk", "机"), exercise: "spelling", accepted: ["desk"] };
const sentenceItem = {
  ...word(3, "pen", "ペン"),
  exercise: "sentence",
  sentence_blank: "I have an ____ today.",
  choices: ["apple", "pen", "desk", "book"].map((content, index) => ({ index, content })),
  answer_index: 1,
};
const readItem = { ...word(4, "book", "本"), exercise: "read_aloud" };
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

/** Answers by path: the run's items, then each log post with the next remaining count. */
function stubApi(items: unknown[]) {
  const posts: Array<{ path: string; body: URLSearchParams }> = [];
  let remaining = items.length;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:5173");
    if (url.pathname.endsWith("/get-tts-auth-url")) return ok({ url: "/v3/tts/speak" });
    if (url.pathname.endsWith("/challenge-paper2") || url.pathname.endsWith("/wrong-topic-list"))
      return ok({ items: items.map((i) => ({ ...(i as object), plan_id: 7 })) });
    const body = new URLSearchParams(String(init?.body ?? ""));
    posts.push({ path: url.pathname, body });
    if (body.get("is_right") === "1") remaining = Math.max(0, remaining - 1);
    if (url.pathname.endsWith("/upload-challenge-log"))
      return ok({ mastery: "learned", due_at: null, remaining });
    return ok({ remaining });
  });
  return posts;
}

function renderRun(mode: "today" | "wrong") {
  const router = createMemoryRouter(
    [
      { path: "/run", element: <RunView planId={7} mode={mode} /> },
      { path: "/study_word/result/7", element: <p>today result</p> },
      { path: "/study_word/wrong_topic/result", element: <p>wrong result</p> },
      { path: "/study_word/today_task/7", element: <p>today task</p> },
    ],
    { initialEntries: ["/run"] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Clicks Next once the answer is saved (the button is busy until then). */
const next = async () => {
  const button = screen.getByTestId("sw-next") as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

const pick = (text: string) => {
  const option = screen.getAllByTestId("sw-option").find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
};

describe("a word-study run", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student29", isCollege: false }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("today's task: a right meaning, a misspelt word (corrected), the sentence, then today's result", async () => {
    const posts = stubApi([meaningItem, spellingItem, sentenceItem]);
    const router = renderRun("today");
    expect((await screen.findByTestId("sw-prompt")).textContent).toBe("apple");
    pick("りんご");
    expect((await screen.findByTestId("sw-verdict")).dataset.right).toBe("1");
    expect((await screen.findByTestId("sw-remaining")).textContent).toContain("2");
    await next();

    // spelling: empty input is refused without a post, then a wrong spelling shows the word
    fireEvent.click(await screen.findByTestId("sw-submit"));
    expect(screen.getByRole("alert").textContent).toBe("単語を入力してください");
    fireEvent.change(screen.getByTestId("sw-input"), { target: { value: "dsek" } });
    fireEvent.click(screen.getByTestId("sw-submit"));
    const verdict = await screen.findByTestId("sw-verdict");
    expect(verdict.dataset.right).toBe("0");
    expect(screen.getByTestId("sw-correct").textContent).toContain("desk");
    await next();

    expect((await screen.findByTestId("sw-prompt")).textContent).toBe("I have an ____ today.");
    pick("pen");
    await screen.findByTestId("sw-verdict");
    expect(screen.getByTestId("sw-next").textContent).toBe("結果を見る");
    await next();
    expect(await screen.findByText("today result")).toBeTruthy();
    expect(router.state.location.pathname).toBe(studyWordUrls.result(7));

    expect(posts.map((p) => p.path)).toEqual(Array(3).fill("/v3/study-word/upload-challenge-log"));
    expect(posts.map((p) => [p.body.get("word_id"), p.body.get("is_right"), p.body.get("exercise")])).toEqual(
      [
        ["1", "1", "meaning_choice"],
        ["2", "0", "spelling"],
        ["3", "1", "sentence"],
      ],
    );
    expect(posts.every((p) => p.body.get("plan_id") === "7" && Number(p.body.get("duration_ms")) >= 0)).toBe(
      true,
    );
  });

  it("the missed-word practice asks a wrong word again until it is right, then shows the wrong-topic result", async () => {
    const posts = stubApi([meaningItem]);
    renderRun("wrong");
    await screen.findByTestId("sw-prompt");
    expect(screen.getByTestId("sw-wrong-left").textContent).toContain("1");
    pick("机");
    expect((await screen.findByTestId("sw-verdict")).dataset.right).toBe("0");
    expect(screen.getByTestId("sw-next").textContent).toBe("次へ");
    await next();
    expect(screen.getByTestId("sw-prompt").textContent).toBe("apple");
    expect(screen.queryByTestId("sw-verdict")).toBeNull();
    pick("りんご");
    await screen.findByTestId("sw-verdict");
    await next();
    expect(await screen.findByText("wrong result")).toBeTruthy();
    expect(posts.map((p) => [p.path, p.body.get("is_right")])).toEqual([
      ["/v3/study-word/upload-wrong-log", "0"],
      ["/v3/study-word/upload-wrong-log", "1"],
    ]);
  });

  it("without a microphone the read-aloud word is left out and the student is told", async () => {
    stubApi([readItem, meaningItem]);
    renderRun("today");
    expect((await screen.findByTestId("sw-question")).dataset.exercise).toBe("meaning_choice");
    expect(screen.getByText("この端末では録音できないため、音読の問題は省きます。")).toBeTruthy();
    expect(screen.getByTestId("sw-progress").textContent).toBe("1 / 1 問目");
  });

  it("a failed post reopens the question so the student can answer again", async () => {
    stubApi([meaningItem]);
    const real = globalThis.fetch;
    let failed = false;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!failed && String(input).includes("upload-challenge-log")) {
        failed = true;
        return json(400, { code: 400, message: "plan_id is not valid", data: null });
      }
      return real(input, init);
    });
    renderRun("today");
    await screen.findByTestId("sw-prompt");
    pick("りんご");
    await waitFor(() => expect(failed).toBe(true));
    await waitFor(() => expect(screen.queryByTestId("sw-verdict")).toBeNull());
    pick("りんご");
    expect((await screen.findByTestId("sw-verdict")).dataset.right).toBe("1");
  });

  it("a plan with nothing left today says so", async () => {
    stubApi([]);
    renderRun("today");
    expect((await screen.findByTestId("sw-nothing")).textContent).toContain("今日の学習はすべて終わりました");
  });

  it("speaks English after the language switch", async () => {
    await i18n.changeLanguage("en");
    stubApi([meaningItem]);
    renderRun("today");
    await screen.findByTestId("sw-prompt");
    expect(screen.getByText("Choose the meaning of this word")).toBeTruthy();
    expect(screen.getByText("New word")).toBeTruthy();
    pick("机");
    expect((await screen.findByTestId("sw-verdict")).textContent).toContain("Wrong");
    expect(screen.getByTestId("sw-correct").textContent).toBe("Answer: りんご");
    expect(screen.getByTestId("sw-next").textContent).toBe("See the result");
  });

  it("another student's plan (404) says the plan was not found, with the way back", async () => {
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) =>
      String(input).includes("get-tts-auth-url")
        ? ok({ url: "/v3/tts/speak" })
        : json(404, { code: 404, message: "学習プランが見つかりません: 7", data: null }),
    );
    renderRun("today");
    expect((await screen.findByTestId("sw-bad-plan")).textContent).toContain("プランが見つかりません");
    expect(screen.getByRole("link", { name: "プラン一覧へ" }).getAttribute("href")).toBe("/study_word/plan");
  });
});
