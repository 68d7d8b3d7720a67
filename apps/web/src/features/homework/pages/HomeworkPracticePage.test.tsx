import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { grammarChoiceResource } from "@web/exercises/shell/test-fixtures.ts";
import { currentBox, dismissBox } from "@web/lib/message-box.ts";
import { signIn } from "@web/lib/session.ts";
import { json, scriptedFetch } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeworkUrls } from "../routes.tsx";
import HomeworkPracticePage from "./HomeworkPracticePage.tsx";

const plain = grammarChoiceResource();
// Items with a Japanese translation, so the translation switch is worth showing unless homework turns it off.
const resource = grammarChoiceResource({
  items: plain.items.map((it) => ({ ...(it as Record<string, unknown>), screen_jp_text: "日本語訳" })),
});
const config = {
  sample_answer: 1,
  speech_speed: 1,
  subtitle: 1,
  translation: 0,
  answer_tips: 1,
  required_times: 0,
  has_limit: 1,
  limit_number: 2,
};
const info = (over: Record<string, unknown> = {}) => ({
  res_code: "test-gc",
  res_id: 7,
  res_title: "Test grammar choice",
  res_type: "grammar-choice",
  res_version: 1,
  res_zip_url: "",
  res_level: "",
  root_path: "",
  part_title: "",
  question_ids: ["q1", "q2", "q3"],
  kind: "grammar-choice",
  resource_url: "/res/test-gc/1/resource.json?v=1",
  asset_base: "/res/test-gc/1/",
  item_stats: [],
  answer_data: null,
  homework_id: 11,
  topic_id: 21,
  config,
  is_expired: 0,
  attempts_used: 0,
  remaining_attempts: 2,
  can_answer: 1,
  returned: null,
  ...over,
});
const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const saved = () =>
  ok({
    item: { question_id: "q1", answer_result: 0, score: 5, total_score: 5, percent_score: 100 },
    answer_data: { current_index: 1, guid: "g", is_completed: 0, items: [] },
    stats: { question_id: "q1", learn_count: 1, best_score: 100 },
    attempts_used: 0,
    remaining_attempts: 2,
  });

function renderPage(responses: Parameters<typeof scriptedFetch>[0]) {
  const fetch = scriptedFetch(responses);
  vi.stubGlobal("fetch", fetch.fn);
  const router = createMemoryRouter(
    [
      { path: "/homework/practice/:topicType", element: <HomeworkPracticePage /> },
      { path: "/homework/detail", element: <p>homework detail</p> },
    ],
    { initialEntries: [homeworkUrls.practice("grammar-choice", 11, 21)] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetch.requests;
}

const option = (text: string) => screen.findByRole("button", { name: new RegExp(`^${text}`) });

describe("homework practice page", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    while (currentBox()) dismissBox();
  });

  it("runs the player in homework mode and saves through homework/topic-answer-record", async () => {
    const requests = renderPage([() => ok(info()), () => json(200, resource), () => saved()]);
    const shell = await screen.findByTestId("player-shell");
    expect(shell.dataset.mode).toBe("homework");
    // The homework switched translation off: its switch is not offered.
    expect(screen.queryByTestId("switch-translation")).toBeNull();
    fireEvent.click(await option("is"));
    await waitFor(() =>
      expect(requests.map((r) => new URL(r.url).pathname)).toContain("/v3/homework/topic-answer-record"),
    );
    const post = requests.find((r) => new URL(r.url).pathname === "/v3/homework/topic-answer-record");
    const body = new URLSearchParams(await post?.text());
    expect(body.get("homework_id")).toBe("11");
    expect(body.get("topic_id")).toBe("21");
    expect(JSON.parse(body.get("item") ?? "{}")).toMatchObject({ question_id: "q1", answer_result: 0 });
    // The sidebar is not clickable in homework mode.
    for (const b of screen.queryAllByTestId(/^sidebar-item/))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it("runs an assigned Tokyo speaking test in its timed runner, straight through", async () => {
    const test = {
      res_code: "tokyo-y3-test-1",
      res_id: 9950,
      res_title: "本番形式テスト 1",
      res_version: 1,
      kind: "mixed",
      tokyo_set: "test",
      tokyo_year: 3,
      option_random: 0,
      items: [
        {
          kind: "single-reading",
          index: 0,
          question_id: "a1",
          item_type: "A",
          screen_en_text: "Hello, everyone. Welcome to our school.",
          category: "read_chapter",
          record_max_time: 30,
        },
      ],
    };
    renderPage([
      () => ok(info({ res_code: "tokyo-y3-test-1", kind: "mixed", question_ids: ["a1"] })),
      () => json(200, test),
    ]);
    // the runner loads on demand
    expect((await screen.findByTestId("tk-run-intro", {}, { timeout: 5000 })).textContent).toContain(
      "本番形式では、途中で止めたり、やり直したりできません。",
    );
    expect(screen.queryByTestId("player-shell")).toBeNull();
  });

  it("shows the teacher's reason and notes beside the player of a returned topic", async () => {
    const returned = {
      guid: "g0",
      returned_at: "2026-11-27T09:00:00Z",
      teacher_name: "Sato",
      reason: "もう一度よく読んでから答えましょう。",
      notes: [{ note_id: 1, question_id: "q1", comments: "時制に注意。", teacher: "Sato", quote: null }],
      answers: [],
    };
    renderPage([() => ok(info({ returned })), () => json(200, resource)]);
    await screen.findByTestId("player-shell");
    const notice = screen.getByTestId("returned-work");
    expect(notice.textContent).toContain("もう一度よく読んでから答えましょう。");
    expect(notice.textContent).toContain("時制に注意。");
    expect(notice.closest(".hw-rewrite")).toBeTruthy();
  });

  it("offers the translation switch when the homework leaves it on", async () => {
    renderPage([() => ok(info({ config: { ...config, translation: 1 } })), () => json(200, resource)]);
    expect(await screen.findByTestId("switch-translation")).toBeTruthy();
  });

  it("does not start when no attempt is left", async () => {
    renderPage([() => ok(info({ can_answer: 0, remaining_attempts: 0 })), () => json(200, resource)]);
    expect((await screen.findByTestId("homework-closed")).textContent).toContain(
      "回答できる回数が残っていません",
    );
    expect(screen.queryByTestId("player-shell")).toBeNull();
  });

  it("a 423 on an answer alerts and returns to the homework", async () => {
    renderPage([
      () => ok(info()),
      () => json(200, resource),
      () =>
        json(423, {
          code: 423,
          message: "この宿題は締め切られました",
          data: { error_key: "homework_closed" },
        }),
    ]);
    fireEvent.click(await option("is"));
    expect((await screen.findByTestId("msgbox-text")).textContent).toBe("この宿題は締め切られました");
    fireEvent.click(screen.getByTestId("msgbox-ok"));
    expect(await screen.findByText("homework detail")).toBeTruthy();
  });
});
