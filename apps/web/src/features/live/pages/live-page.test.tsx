import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSocket, installFakeSockets, lastSocket } from "../exports/fake-socket.ts";
import LivePage from "./LivePage.tsx";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
const T = "2026-11-30T01:00:00.000Z";
const open = { live_id: 5, title: "Unit 3 review", teacher_name: "山田 美咲", item_count: 2, created_at: T };
const past = {
  live_id: 2,
  title: "Greetings",
  teacher_name: "山田 美咲",
  item_count: 3,
  answered: 3,
  correct: 2,
  my_score: 67,
  created_at: T,
  ended_at: T,
};

function serve(live: typeof open | null) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/v3/live/current") return ok({ live });
    if (path === "/v3/live/history") return ok({ items: [past], total: 1, page: 1, limit: 20 });
    return json(404, { code: 404, message: "none", data: null });
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: "*", element: <LivePage /> }], { initialEntries: ["/live"] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const choice = {
  type: "item",
  live_id: 5,
  item_index: 0,
  kind: "choice",
  prompt: "I ___ a student.",
  options: ["am", "is", "are"],
};
const short = { type: "item", live_id: 5, item_index: 1, kind: "short_answer", prompt: "「犬」を英語で" };

describe("student /live", { timeout: 15_000 }, () => {
  beforeEach(() => {
    signIn({ token: "stu-tok", id: 8, username: "student8", isCollege: false });
    installFakeSockets(vi.stubGlobal);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("without an open session: a calm empty state and my past sessions with their score", async () => {
    serve(null);
    renderPage();
    expect(await screen.findByText("いまライブ授業はありません")).toBeTruthy();
    const row = await screen.findByTestId("live-history-row");
    expect(row.textContent).toContain("Greetings");
    expect(row.textContent).toContain("67点");
    expect(FakeSocket.all).toHaveLength(0);
  });

  it("joins, answers a choice and a short answer, sees results, the reveal and the end score", async () => {
    serve(open);
    renderPage();
    await screen.findByTestId("live-session");
    const ws = lastSocket();
    act(() => ws.open());
    expect(ws.sent).toEqual([{ type: "auth", token: "stu-tok" }, { type: "join" }]);
    act(() =>
      ws.frame({
        type: "joined",
        live_id: 5,
        title: open.title,
        teacher_name: open.teacher_name,
        item_count: 2,
        answers: [],
        revealed: [],
      }),
    );
    expect(screen.getByTestId("live-wait")).toBeTruthy();

    act(() => ws.frame(choice));
    expect(screen.getByTestId("live-announce").textContent).toContain("第1問 / 全2問");
    const options = screen.getAllByTestId("live-option");
    expect(options.map((o) => o.textContent)).toEqual(["am", "is", "are"]);
    fireEvent.click(options[0] as HTMLElement);
    expect(ws.sentOf("answer")).toEqual([{ type: "answer", live_id: 5, item_index: 0, choice_index: 0 }]);
    act(() => ws.frame({ type: "answer_ack", live_id: 5, item_index: 0, correct: true, score: 100 }));
    expect(screen.getByTestId("live-my-result").textContent).toBe("正解！ 100点");
    expect(screen.getAllByTestId("live-option").every((o) => (o as HTMLButtonElement).disabled)).toBe(true);
    act(() => ws.frame({ type: "reveal", live_id: 5, item_index: 0, correct_index: 0 }));
    expect(screen.getByTestId("live-reveal").textContent).toBe("正解：am");

    act(() => ws.frame(short));
    fireEvent.click(screen.getByTestId("live-send"));
    expect(screen.getByText("答えを入力してください")).toBeTruthy();
    expect(ws.sentOf("answer")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("あなたの答え"), { target: { value: " Cat " } });
    fireEvent.click(screen.getByTestId("live-send"));
    expect(ws.sentOf("answer")[1]).toEqual({ type: "answer", live_id: 5, item_index: 1, text: "Cat" });
    act(() => ws.frame({ type: "answer_ack", live_id: 5, item_index: 1, correct: false, score: 0 }));
    expect(screen.getByTestId("live-my-result").textContent).toBe("不正解 0点");

    act(() => ws.frame({ type: "ended", live_id: 5, my_score: 50 }));
    expect((await screen.findByTestId("live-my-score")).textContent).toBe("あなたの得点：50点");
    expect(ws.closedByClient).toBe(true);
  });

  it("says when a refused answer was not taken and reconnects after a drop", async () => {
    serve(open);
    renderPage();
    await screen.findByTestId("live-session");
    const ws = lastSocket();
    act(() => ws.open());
    act(() => ws.frame({ ...open, type: "joined", answers: [], revealed: [], current: choice }));
    fireEvent.click(screen.getAllByTestId("live-option")[1] as HTMLElement);
    act(() => ws.frame({ type: "error", error_key: "live_item_closed", message: "closed" }));
    expect(screen.getByTestId("live-error").textContent).toBe("この問題の解答は締め切られました。");
    act(() => ws.drop());
    expect(screen.getByTestId("live-conn").textContent).toContain("もう一度つないでいます");
    await waitFor(() => expect(FakeSocket.all.length).toBe(2), { timeout: 3000 });
    act(() => lastSocket().open());
    expect(lastSocket().sent.map((f) => f.type)).toEqual(["auth", "join"]);
    expect(within(screen.getByTestId("live-session")).getByTestId("live-conn").textContent).toBe("");
  });

  it("is closed to college students", () => {
    expect(deniedForCollege("/live")).toBe(true);
  });
});
