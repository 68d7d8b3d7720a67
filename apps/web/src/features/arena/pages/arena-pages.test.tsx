import type { ArenaServerFrame } from "@hibiki/contracts";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { deniedForCollege } from "@web/app/college-routes.ts";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { i18n } from "@web/i18n/index.ts";
import { signIn } from "@web/lib/session.ts";
import { json } from "@web/test/render.tsx";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { arenaRoutes } from "../routes.tsx";
import { ArenaSession } from "../session/arena-session.ts";
import { ArenaSessionProvider } from "../session/context.tsx";
import { FakeArenaSocket, FakeWebSocket } from "../session/fake-socket.ts";
import { ArenaScreens } from "./ArenaApp.tsx";
import { historyPage, INDEX, MATCH_RESULT, TYPES } from "./test-data.ts";

const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

function serve() {
  const paths: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    paths.push(url.pathname + url.search);
    if (url.pathname === "/v3/arena/index") return ok(INDEX);
    if (url.pathname === "/v3/arena/type-list") return ok(TYPES);
    if (url.pathname === "/v3/arena/match-result") return ok(MATCH_RESULT);
    if (url.pathname === "/v3/arena/history")
      return ok(historyPage(Number(url.searchParams.get("page") ?? "1")));
    if (url.pathname === "/v3/xfyun/get-tts-auth-url")
      return ok({ url: "http://localhost/v3/tts/speak?sig=1" });
    return json(404, { code: 404, message: "no", data: null });
  });
  return paths;
}

function renderArena(url: string) {
  const session = new ArenaSession({
    url: "ws://localhost/v3/arena/ws",
    token: () => "tok",
    WebSocketImpl: FakeWebSocket,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/arena/*",
        element: (
          <ArenaSessionProvider create={() => session}>
            <ArenaScreens />
          </ArenaSessionProvider>
        ),
      },
      { path: "/integral", element: <p>points</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, session };
}

const push = (frame: ArenaServerFrame) => act(() => FakeArenaSocket.last().receive(frame));
const item = (i: number, over: Record<string, unknown> = {}): ArenaServerFrame => ({
  type: "item",
  match_id: 41,
  item_index: i,
  item_count: 5,
  prompt: "library",
  options: ["図書館", "病院", "公園", "駅"],
  ends_at: "2026-11-30T05:00:18Z",
  remaining_ms: 15_000,
  duration_ms: 15_000,
  ...over,
});

describe("arena screens", () => {
  beforeEach(() => {
    signIn({ token: "tok", id: 3, username: "student1", isCollege: false });
    FakeArenaSocket.reset();
    sessionStorage.clear();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage("ja");
  });

  it("are routes of the app (the default and unknown children open index), closed to college students", async () => {
    expect(arenaRoutes.map((r) => r.path)).toEqual(["arena/*"]);
    expect(deniedForCollege("/arena/index")).toBe(true);
    serve();
    const { router } = renderArena("/arena");
    await waitFor(() => expect(router.state.location.pathname).toBe("/arena/index"));
    expect(await screen.findByTestId("arena-index-page")).toBeTruthy();
    expect(FakeArenaSocket.all).toHaveLength(0); // no socket before a type is chosen
  });

  it("index: my totals, the recent matches linking to their result (the bot labelled), the start button", async () => {
    serve();
    renderArena("/arena/index");
    expect((await screen.findByTestId("arena-wins")).textContent).toBe("3");
    expect(screen.getByTestId("arena-points").textContent).toBe("110 pt");
    const rows = screen.getAllByTestId("arena-recent");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute("href")).toBe("/arena/pkresult?match_id=41");
    expect(within(rows[1] as HTMLElement).getByTestId("arena-bot-label").textContent).toBe(
      "ロボット対戦相手",
    );
    expect(screen.getByTestId("arena-start").getAttribute("href")).toBe("/arena/type");
  });

  it("index: every match on request, ten a page, with previous and next", async () => {
    const paths = serve();
    renderArena("/arena/index");
    expect((await screen.findByRole("heading", { level: 2, name: "すべての対戦（5回）" })).id).toBe(
      "arena-all",
    );
    expect(paths.some((p) => p.startsWith("/v3/arena/history"))).toBe(false);
    fireEvent.click(screen.getByTestId("arena-history-open"));
    await waitFor(() => expect(screen.getAllByTestId("arena-history-row")).toHaveLength(10));
    const asked = paths.filter((p) => p.startsWith("/v3/arena/history?"));
    expect(asked.map((p) => new URLSearchParams(p.split("?")[1]).get("page"))).toEqual(["1"]);
    expect(screen.getByTestId("arena-history-page").textContent).toBe("1 / 2 ページ");
    expect((screen.getByTestId("arena-history-prev") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId("arena-history-next"));
    await waitFor(() => expect(screen.getAllByTestId("arena-history-row")).toHaveLength(2));
    const rows = screen.getAllByTestId("arena-history-row");
    expect(rows[0]?.getAttribute("href")).toBe("/arena/pkresult?match_id=102");
    expect(within(rows[1] as HTMLElement).queryByTestId("arena-bot-label")).toBeNull();
    expect(screen.getByTestId("arena-history-page").textContent).toBe("2 / 2 ページ");
    expect((screen.getByTestId("arena-history-next") as HTMLButtonElement).disabled).toBe(true);
  });

  it("a whole match: type → wait → paired → items with live results → the result page", async () => {
    const paths = serve();
    const { router } = renderArena("/arena/type");
    fireEvent.click(await screen.findByTestId("arena-type-words"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/arena/pkwait"));
    expect(screen.getByTestId("arena-connecting")).toBeTruthy();
    act(() => FakeArenaSocket.last().open());
    expect(FakeArenaSocket.last().types()).toEqual(["auth", "join"]);
    push({ type: "queued", arena_type: "words", bot_after_ms: 10_000 });
    expect(screen.getByTestId("arena-waiting")).toBeTruthy();
    expect(screen.getByTestId("arena-elapsed").textContent).toBe("0秒経過");
    push({
      type: "matched",
      match_id: 41,
      arena_type: "words",
      opponent: { nickname: "鈴木 はると", is_bot: false },
      my_nickname: "佐藤 ひなた",
      item_count: 5,
      starts_at: "2026-11-30T05:00:03Z",
      starts_in_ms: 3000,
    });
    const players = screen.getByTestId("arena-players");
    expect(players.textContent).toContain("鈴木 はると");
    expect(within(players).queryByTestId("arena-bot-label")).toBeNull();

    push(item(0));
    await waitFor(() => expect(router.state.location.pathname).toBe("/arena/pkansweresult"));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("1問目（全5問）");
    expect(screen.getByTestId("arena-prompt").textContent).toContain("library");
    // the number keys pick an option; a second choice is ignored
    fireEvent.keyDown(document.body, { key: "1" });
    fireEvent.keyDown(document.body, { key: "3" });
    expect(FakeArenaSocket.last().sent.filter((f) => f.type === "answer")).toEqual([
      { type: "answer", match_id: 41, item_index: 0, choice_index: 0 },
    ]);
    expect(screen.getByTestId("arena-option-0").getAttribute("aria-pressed")).toBe("true");
    push({
      type: "answer_result",
      match_id: 41,
      item_index: 0,
      player: "me",
      correct: true,
      points: 14,
      my_score: 14,
      opponent_score: 0,
    });
    expect(screen.getByTestId("arena-my-result").textContent).toBe("正解！ +14 点");
    expect(screen.getByTestId("arena-feedback").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByTestId("arena-my-score").textContent).toBe("14 点");
    push({
      type: "answer_result",
      match_id: 41,
      item_index: 0,
      player: "opponent",
      correct: false,
      points: 0,
      my_score: 14,
      opponent_score: 0,
    });
    expect(screen.getByTestId("arena-opp-result").textContent).toBe("相手: 不正解");
    push({
      type: "item_end",
      match_id: 41,
      item_index: 0,
      correct_index: 0,
      my_choice: 0,
      opponent_choice: 2,
      my_score: 14,
      opponent_score: 0,
    });
    expect(screen.getByTestId("arena-correct").textContent).toBe("正解は 1. 図書館");
    expect(screen.getByTestId("arena-option-0").className).toContain("is-correct");

    push({ type: "opponent_left", match_id: 41, grace_ms: 15_000 });
    expect(screen.getByTestId("arena-opponent-left").textContent).toContain("15秒");
    push({ type: "opponent_back", match_id: 41 });
    expect(screen.queryByTestId("arena-opponent-left")).toBeNull();
    expect(screen.getByTestId("arena-opponent-back")).toBeTruthy();

    push({
      type: "finished",
      match_id: 41,
      outcome: "win",
      my_score: 14,
      opponent_score: 0,
      points_awarded: 30,
      forfeit: false,
    });
    await waitFor(() => expect(router.state.location.search).toBe("?match_id=41"));
    const verdict = await screen.findByTestId("arena-outcome");
    expect(verdict.textContent).toBe("勝ち！");
    expect(screen.getByTestId("arena-points-awarded").textContent).toBe("ポイント +30");
    expect(screen.getByTestId("arena-to-integral").getAttribute("href")).toBe("/integral");
    const items = screen.getAllByTestId("arena-result-item");
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByTestId("arena-result-correct").textContent).toBe("2. went");
    expect(within(items[1] as HTMLElement).getByTestId("arena-result-mine").textContent).toContain(
      "回答なし",
    );
    expect(paths.some((p) => p.startsWith("/v3/arena/match-result?") && p.includes("match_id=41"))).toBe(
      true,
    );
  });

  it("a listening item plays its sentence with the TTS endpoint and has a replay button", async () => {
    serve();
    const { session } = renderArena("/arena/pkansweresult");
    act(() => session.join("listening"));
    act(() => FakeArenaSocket.last().open());
    push({
      type: "matched",
      match_id: 41,
      arena_type: "listening",
      opponent: { nickname: "ロボ・ヒビキ", is_bot: true },
      my_nickname: "佐藤 ひなた",
      item_count: 5,
      starts_at: "2026-11-30T05:00:03Z",
      starts_in_ms: 0,
    });
    push(item(0, { prompt: "聞こえた文に合う答えを選びましょう。", audio_text: "Where is the station?" }));
    expect(screen.getByTestId("arena-bot-label").textContent).toBe("ロボット対戦相手");
    const listen = await screen.findByTestId("arena-listen");
    expect(listen.textContent).toContain("もう一度聞く");
  });

  it("says clearly when the socket fails, and the opponent's drop while reconnecting, in English too", async () => {
    serve();
    await i18n.changeLanguage("en");
    const { router } = renderArena("/arena/type");
    fireEvent.click(await screen.findByTestId("arena-type-grammar"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/arena/pkwait"));
    act(() => FakeArenaSocket.last().drop());
    const alert = screen.getByTestId("arena-failure");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain("Could not connect to the match server");
    fireEvent.click(screen.getByTestId("arena-retry"));
    expect(FakeArenaSocket.all).toHaveLength(2);
    expect(screen.getByTestId("arena-connecting").textContent).toBe("Connecting…");
  });

  it("shows the reconnecting state when the socket drops mid-match", async () => {
    serve();
    const { session } = renderArena("/arena/pkansweresult");
    act(() => session.join("words"));
    act(() => FakeArenaSocket.last().open());
    push({
      type: "matched",
      match_id: 41,
      arena_type: "words",
      opponent: { nickname: "鈴木 はると", is_bot: false },
      my_nickname: "佐藤 ひなた",
      item_count: 5,
      starts_at: "2026-11-30T05:00:03Z",
      starts_in_ms: 0,
    });
    push(item(1));
    act(() => FakeArenaSocket.last().drop());
    expect(screen.getByTestId("arena-reconnecting").textContent).toContain("対戦に戻っています");
    act(() => session.close());
  });
});
