import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { FakeSocket, installFakeSockets, lastSocket } from "@web/features/live/exports/fake-socket.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { teacherSignIn } from "../shell/session.ts";
import LiveConsolePage from "./LiveConsolePage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const T = "2026-11-30T01:00:00.000Z";
const items = [
  { kind: "choice", prompt: "I ___ a student.", options: ["am", "is"], answer_index: 0 },
  { kind: "short_answer", prompt: "「犬」を英語で", accepted: ["dog"] },
];
const summary = (status: "open" | "ended") => ({
  live_id: 7,
  class_id: 1,
  class_name: "1年A組",
  teacher_name: "山田 美咲",
  title: "Unit 3 review",
  status,
  item_count: 2,
  pushed_count: 0,
  student_count: 2,
  participant_count: 2,
  average_score: 50,
  created_at: T,
  ended_at: status === "ended" ? T : null,
});
const stats = (i: number, answered: number, correct: number) => ({
  item_index: i,
  answered,
  correct,
  correct_rate: answered ? correct / answered : null,
  average_score: answered ? (correct / answered) * 100 : null,
});
const answer = (i: number, sid: number, correct: boolean, extra: object) => ({
  item_index: i,
  student_id: sid,
  choice_index: null,
  text: null,
  correct,
  score: correct ? 100 : 0,
  answered_at: T,
  ...extra,
});
function detail(status: "open" | "ended", withAnswers: boolean) {
  return {
    live: summary(status),
    items: items.map((item, i) => ({
      item_index: i,
      item,
      pushed_at: T,
      revealed_at: null,
      stats: withAnswers ? stats(i, 2, 1) : stats(i, 0, 0),
    })),
    students: [
      {
        student_id: 8,
        name: "生徒 八",
        class_number: 8,
        correct_count: 1,
        score: withAnswers ? 100 : 0,
        answers: withAnswers
          ? [answer(0, 8, true, { choice_index: 0 }), answer(1, 8, true, { text: "dog" })]
          : [],
      },
      {
        student_id: 9,
        name: "生徒 九",
        class_number: 9,
        correct_count: 0,
        score: 0,
        answers: withAnswers
          ? [answer(0, 9, false, { choice_index: 1 }), answer(1, 9, false, { text: "cat" })]
          : [],
      },
    ],
    totals: {
      students: 2,
      participants: withAnswers ? 2 : 0,
      answers: withAnswers ? 4 : 0,
      correct: withAnswers ? 2 : 0,
      correct_rate: withAnswers ? 0.5 : null,
      average_score: withAnswers ? 50 : null,
    },
  };
}

function renderConsole(first: "open" | "ended") {
  let state = { status: first, answers: first === "ended" };
  const posts: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : null;
    const path = new URL(req ? req.url : String(input), "http://localhost").pathname;
    if (path === "/v3/teacher/info")
      return ok({
        id: 1,
        username: "teacher1",
        name: "山田 美咲",
        email: "",
        role: "teacher",
        school_id: 1,
        school_name: "響",
      });
    if (path === "/v3/teacher/live/detail") return ok(detail(state.status, state.answers));
    if (path === "/v3/teacher/live/end") {
      posts.push(req ? await req.text() : String(init?.body));
      state = { status: "ended", answers: true };
      return ok({ live: summary("ended") });
    }
    return json(404, { code: 404, message: "none", data: null });
  });
  const router = createMemoryRouter([{ path: "/teacher/live/:liveId", element: <LiveConsolePage /> }], {
    initialEntries: ["/teacher/live/7"],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { posts, setAnswered: () => (state = { ...state, answers: true }) };
}

describe("teacher live console", { timeout: 20_000 }, () => {
  beforeEach(() => {
    teacherSignIn("teacher-tok", "teacher1");
    installFakeSockets(vi.stubGlobal);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens the session, pushes, sees answers arrive with the chart, reveals and ends it", async () => {
    const page = renderConsole("open");
    await screen.findByTestId("tl-console");
    const ws = lastSocket();
    act(() => ws.open());
    expect(ws.sent).toEqual([
      { type: "auth", token: "teacher-tok" },
      { type: "open", live_id: 7 },
    ]);
    act(() => {
      ws.frame({
        type: "opened",
        live_id: 7,
        title: "Unit 3 review",
        status: "open",
        class_id: 1,
        class_name: "1年A組",
        items,
        current: null,
        pushed: [],
        revealed: [],
      });
      ws.frame({
        type: "roster",
        live_id: 7,
        students: [
          { student_id: 8, name: "生徒 八", online: true },
          { student_id: 9, name: "生徒 九", online: false },
        ],
      });
    });
    expect(screen.getByTestId("tl-roster").querySelector("h2")?.textContent).toBe(
      "生徒（オンライン 1 / 2人）",
    );
    const pushes = screen.getAllByTestId("tl-push");
    expect(pushes).toHaveLength(2);
    fireEvent.click(pushes[0] as HTMLElement);
    expect(ws.sentOf("push_item")).toEqual([{ type: "push_item", item_index: 0 }]);
    act(() =>
      ws.frame({
        type: "item",
        live_id: 7,
        item_index: 0,
        kind: "choice",
        prompt: "I ___ a student.",
        options: ["am", "is"],
      }),
    );
    expect(screen.getByTestId("tl-answers").textContent).toContain("まだ解答はありません");

    page.setAnswered();
    act(() => {
      ws.frame({
        type: "answer",
        live_id: 7,
        item_index: 0,
        student_id: 8,
        name: "生徒 八",
        correct: true,
        score: 100,
        answered_at: T,
      });
      ws.frame({
        type: "answer",
        live_id: 7,
        item_index: 0,
        student_id: 9,
        name: "生徒 九",
        correct: false,
        score: 0,
        answered_at: T,
      });
      ws.frame({
        type: "answer",
        live_id: 7,
        item_index: 0,
        student_id: 9,
        name: "生徒 九",
        correct: false,
        score: 0,
        answered_at: T,
      });
      ws.frame({ type: "item_stats", live_id: 7, item_index: 0, answered: 2, correct: 1, average_score: 50 });
    });
    const rows = screen.getAllByTestId("tl-answer-row");
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain("×");
    // what each student chose comes from the saved detail, read again after the answers
    await waitFor(() => expect(rows[0]?.textContent).toContain("am"), { timeout: 5000 });
    expect(rows[1]?.textContent).toContain("is");
    const bar = screen.getByTestId("tl-chart-row");
    expect([bar.getAttribute("data-answered"), bar.getAttribute("data-correct")]).toEqual(["2", "1"]);
    expect(within(screen.getByTestId("tl-chart-table")).getByText("50%")).toBeTruthy();

    fireEvent.click(screen.getByTestId("tl-reveal"));
    expect(ws.sentOf("reveal")).toEqual([{ type: "reveal", item_index: 0 }]);

    fireEvent.click(screen.getByTestId("tl-end"));
    expect((await screen.findByTestId("msgbox-text")).textContent).toContain("Unit 3 review");
    fireEvent.click(screen.getByTestId("msgbox-ok"));
    await screen.findByTestId("tl-ended", {}, { timeout: 5000 });
    expect(page.posts).toEqual(["live_id=7"]);
    expect(screen.getByTestId("tl-totals").textContent).toContain("参加 2 / 2人");
    expect(FakeSocket.all.every((s) => s.closedByClient)).toBe(true);
  });

  it("shows an ended session's saved results without a socket", async () => {
    renderConsole("ended");
    await screen.findByTestId("tl-results");
    const rows = screen.getAllByTestId("tl-result-row");
    expect(rows.map((r) => r.getAttribute("data-score"))).toEqual(["100", "0"]);
    expect(rows[1]?.textContent).toContain("cat");
    expect(FakeSocket.all).toHaveLength(0);
  });
});
