import type { ArenaServerFrame } from "@hibiki/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ArenaSession, arenaSocketUrl } from "./arena-session.ts";
import { FakeArenaSocket, FakeWebSocket } from "./fake-socket.ts";

const MATCHED: ArenaServerFrame = {
  type: "matched",
  match_id: 7,
  arena_type: "words",
  opponent: { nickname: "鈴木 はると", is_bot: false },
  my_nickname: "佐藤 ひなた",
  item_count: 5,
  starts_at: "2026-11-30T05:00:03Z",
  starts_in_ms: 3000,
};
const item = (i: number, remaining = 15_000): ArenaServerFrame => ({
  type: "item",
  match_id: 7,
  item_index: i,
  item_count: 5,
  prompt: "apple",
  options: ["りんご", "みかん", "ぶどう", "もも"],
  ends_at: "2026-11-30T05:00:18Z",
  remaining_ms: remaining,
  duration_ms: 15_000,
});

let clock = 1_000_000;
function makeSession() {
  return new ArenaSession({
    url: "ws://x/v3/arena/ws",
    token: () => "tok-1",
    WebSocketImpl: FakeWebSocket,
    now: () => clock,
    openTimeoutMs: 5000,
    retryDelaysMs: [100],
  });
}

/** Joins, opens the socket and answers with queued + matched + the first item. */
function playing(session: ArenaSession) {
  session.join("words");
  const s = FakeArenaSocket.last();
  s.open();
  s.receive({ type: "queued", arena_type: "words", bot_after_ms: 10_000 });
  s.receive(MATCHED);
  s.receive(item(0));
  return s;
}

describe("arena session (the client's socket state machine)", () => {
  beforeEach(() => {
    FakeArenaSocket.reset();
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("builds the socket URL of the page's own server", () => {
    expect(arenaSocketUrl("https://hibiki.example")).toBe("wss://hibiki.example/v3/arena/ws");
    expect(arenaSocketUrl("http://127.0.0.1:8080")).toBe("ws://127.0.0.1:8080/v3/arena/ws");
  });

  it("authenticates first, joins, waits, is paired and plays an item with both answers", () => {
    const session = makeSession();
    session.join("words");
    expect(session.getState().phase).toBe("connecting");
    const s = FakeArenaSocket.last();
    expect(s.url).not.toContain("tok-1"); // never in the URL
    s.open();
    expect(s.sent).toEqual([
      { type: "auth", token: "tok-1" },
      { type: "join", arena_type: "words" },
    ]);
    s.receive({ type: "queued", arena_type: "words", bot_after_ms: 10_000 });
    expect(session.getState()).toMatchObject({ phase: "queued", connection: "open", botAfterMs: 10_000 });
    s.receive(MATCHED);
    expect(session.getState().match).toMatchObject({ match_id: 7, startsAt: clock + 3000 });
    s.receive(item(0));
    expect(session.getState().phase).toBe("playing");

    session.answer(2);
    session.answer(1); // one answer per item
    expect(s.sent.filter((f) => f.type === "answer")).toEqual([
      { type: "answer", match_id: 7, item_index: 0, choice_index: 2 },
    ]);
    s.receive({
      type: "answer_result",
      match_id: 7,
      item_index: 0,
      player: "me",
      correct: false,
      points: 0,
      my_score: 0,
      opponent_score: 0,
    });
    expect(session.getState().item?.mine).toEqual({ correct: false, points: 0 });
    s.receive({
      type: "answer_result",
      match_id: 7,
      item_index: 0,
      player: "opponent",
      correct: true,
      points: 14,
      my_score: 0,
      opponent_score: 14,
      correct_index: 0,
    });
    s.receive({
      type: "item_end",
      match_id: 7,
      item_index: 0,
      correct_index: 0,
      my_choice: 2,
      opponent_choice: 0,
      my_score: 0,
      opponent_score: 14,
    });
    const st = session.getState();
    expect(st.item).toMatchObject({ closed: true, correctIndex: 0, theirs: { correct: true, points: 14 } });
    expect(st.opponentScore).toBe(14);
    session.answer(0); // closed: ignored
    expect(s.types().filter((x) => x === "answer")).toHaveLength(1);

    s.receive({
      type: "finished",
      match_id: 7,
      outcome: "lose",
      my_score: 0,
      opponent_score: 14,
      points_awarded: 10,
      forfeit: false,
    });
    expect(session.getState()).toMatchObject({ phase: "finished", connection: "closed" });
    expect(s.closedByClient).toBe(true);
  });

  it("tells the opponent left and came back", () => {
    const session = makeSession();
    const s = playing(session);
    s.receive({ type: "opponent_left", match_id: 7, grace_ms: 15_000 });
    expect(session.getState().opponentAway).toEqual({ since: clock, graceMs: 15_000 });
    s.receive({ type: "opponent_back", match_id: 7 });
    expect(session.getState()).toMatchObject({ opponentAway: null, notice: "opponent_back" });
    session.clearNotice();
    expect(session.getState().notice).toBeNull();
  });

  it("reconnects after a drop mid-match and sends rejoin; an answer the server missed can be given again", () => {
    const session = makeSession();
    const first = playing(session);
    first.drop();
    expect(session.getState().connection).toBe("reconnecting");
    session.answer(1); // the socket is down: kept locally, not sent
    vi.advanceTimersByTime(100);
    expect(FakeArenaSocket.all).toHaveLength(2);
    const second = FakeArenaSocket.last();
    second.open();
    expect(second.sent).toEqual([
      { type: "auth", token: "tok-1" },
      { type: "rejoin", match_id: 7 },
    ]);
    second.receive({
      type: "resumed",
      match_id: 7,
      arena_type: "words",
      opponent: { nickname: "鈴木 はると", is_bot: false },
      my_nickname: "佐藤 ひなた",
      item_count: 5,
      item_index: 0,
      answered: false,
      my_score: 0,
      opponent_score: 0,
    });
    second.receive(item(0, 9000));
    const st = session.getState();
    expect(st).toMatchObject({ connection: "open", notice: "reconnected", phase: "playing" });
    expect(st.item?.myChoice).toBeNull();
    session.answer(1);
    expect(second.sent.at(-1)).toEqual({ type: "answer", match_id: 7, item_index: 0, choice_index: 1 });
  });

  it("keeps trying until the grace is over, then says the connection was lost", () => {
    const session = makeSession();
    playing(session).drop();
    for (let i = 0; i < 40 && session.getState().phase !== "failed"; i++) {
      vi.advanceTimersByTime(100);
      clock += 1000;
      FakeArenaSocket.last().drop();
    }
    expect(session.getState()).toMatchObject({ phase: "failed", failure: "connection_lost" });
  });

  it("a socket that cannot open, or stays silent, is a clear failure", () => {
    const session = makeSession();
    session.join("grammar");
    FakeArenaSocket.last().drop();
    expect(session.getState()).toMatchObject({ phase: "failed", failure: "socket_failed" });

    session.join("grammar");
    FakeArenaSocket.last().open();
    vi.advanceTimersByTime(5000);
    expect(session.getState()).toMatchObject({ phase: "failed", failure: "socket_failed" });
  });

  it("a refusal stops the flow with the server's key; an auth close does not reconnect", () => {
    const session = makeSession();
    session.join("words");
    const s = FakeArenaSocket.last();
    s.open();
    s.receive({ type: "error", error_key: "token_invalid", message: "ログインし直してください。" });
    s.drop(4401);
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toMatchObject({ phase: "failed", failure: "refused" });
    expect(session.getState().error?.key).toBe("token_invalid");
    expect(FakeArenaSocket.all).toHaveLength(1);
  });

  it("a server close (4403: not for this account) mid-match is not retried", () => {
    const session = makeSession();
    const s = playing(session);
    s.receive({ type: "error", error_key: "forbidden", message: "この機能は利用できません。" });
    s.drop(4403);
    vi.advanceTimersByTime(5000);
    expect(session.getState()).toMatchObject({ phase: "failed", failure: "refused", connection: "closed" });
    expect(FakeArenaSocket.all).toHaveLength(1);
  });

  it("a late answer's error is shown but the match goes on", () => {
    const session = makeSession();
    const s = playing(session);
    s.receive({ type: "error", error_key: "arena_item_closed", message: "時間切れ" });
    expect(session.getState()).toMatchObject({ phase: "playing", error: { key: "arena_item_closed" } });
  });

  it("after a reload mid-match, the refused join becomes a rejoin of the stored match", () => {
    const first = makeSession();
    playing(first);
    first.close(); // the page went away
    const again = makeSession();
    again.join("words");
    const s = FakeArenaSocket.last();
    s.open();
    s.receive({ type: "error", error_key: "arena_already_in_match", message: "すでに対戦中です。" });
    expect(s.sent.at(-1)).toEqual({ type: "rejoin", match_id: 7 });
    expect(again.getState().phase).toBe("connecting");
  });

  it("cancel leaves the queue and closes the socket; a drop while queued is a lost connection", () => {
    const session = makeSession();
    session.join("listening");
    const s = FakeArenaSocket.last();
    s.open();
    s.receive({ type: "queued", arena_type: "listening", bot_after_ms: 10_000 });
    session.cancel();
    expect(s.sent.at(-1)).toEqual({ type: "cancel" });
    expect(s.closedByClient).toBe(true);
    expect(session.getState().phase).toBe("idle");

    session.join("listening");
    const t = FakeArenaSocket.last();
    t.open();
    t.receive({ type: "queued", arena_type: "listening", bot_after_ms: 10_000 });
    t.drop();
    expect(session.getState()).toMatchObject({ phase: "failed", failure: "connection_lost" });
  });

  it("close() ends everything: no reconnect after leaving the arena", () => {
    const session = makeSession();
    const s = playing(session);
    session.close();
    expect(s.closedByClient).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(FakeArenaSocket.all).toHaveLength(1);
  });
});
