import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSocket, lastSocket } from "./fake-socket.ts";
import { CLOSE_AUTH, type LiveSocketState, openLiveSocket } from "./live-socket.ts";

function start() {
  FakeSocket.all = [];
  const frames: unknown[] = [];
  const states: LiveSocketState[] = [];
  const client = openLiveSocket({
    token: () => "tok-1",
    hello: () => [{ type: "join" }],
    onFrame: (f) => frames.push(f),
    onState: (s) => states.push(s),
    connect: () => new FakeSocket(),
    delays: [1000, 2000],
  });
  return { client, frames, states };
}

describe("live socket client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the token as the first frame, then the hello frames, and passes frames on", () => {
    const { client, frames, states } = start();
    expect(client.send({ type: "answer" })).toBe(false); // not connected yet: the caller says so
    lastSocket().open();
    expect(lastSocket().sent).toEqual([{ type: "auth", token: "tok-1" }, { type: "join" }]);
    expect(lastSocket().url).not.toContain("tok-1");
    lastSocket().frame({ type: "item", item_index: 0 });
    lastSocket().onmessage?.({ data: "not json" });
    expect(frames).toEqual([{ type: "item", item_index: 0 }]);
    expect(client.send({ type: "answer", item_index: 0 })).toBe(true);
    expect(states).toEqual(["connecting", "open"]);
  });

  it("comes back after a drop and joins again", () => {
    const { states } = start();
    const first = lastSocket();
    first.open();
    first.drop();
    expect(states.at(-1)).toBe("reconnecting");
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    lastSocket().open();
    expect(lastSocket().sent.map((f) => f.type)).toEqual(["auth", "join"]);
    expect(states.at(-1)).toBe("open");
  });

  it("waits longer after repeated failures", () => {
    start();
    lastSocket().drop();
    vi.advanceTimersByTime(1000);
    lastSocket().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it("stops for good when the server closes for the token (4401) or the page closes it", () => {
    const a = start();
    lastSocket().open();
    lastSocket().drop(CLOSE_AUTH);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(a.states.at(-1)).toBe("closed");

    const b = start();
    lastSocket().open();
    b.client.close();
    expect(lastSocket().closedByClient).toBe(true);
    lastSocket().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
