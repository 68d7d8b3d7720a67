import { RecognizeClientFrameSchema, RecognizeResultFrameSchema } from "@hibiki/contracts/ws/speech";
import { afterEach, describe, expect, it, vi } from "vitest";
import { base64ToPcm } from "../recorder/pcm.ts";
import {
  type OpenRecognitionOptions,
  openRecognition,
  RECOGNITION_OPEN_TIMEOUT_MS,
  RECOGNITION_RESULT_TIMEOUT_MS,
  RecognitionError,
  recognitionSocketUrl,
} from "./recognize.ts";
import { type FakeSocket, fakeSocketClass, offlineAnswer } from "./recognize-fake-socket.ts";
import { startRecognitionFeed } from "./recognize-feed.ts";
import { RecognizedTranscript } from "./recognize-frames.ts";

const URL_OK = "ws://127.0.0.1:1/v3/speech/recognize?signature=t";

afterEach(() => vi.useRealTimers());

/** Lets pending promise callbacks run. */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Opens a recognition against a fake socket class and accepts the connection. */
async function openWith(opts: OpenRecognitionOptions & { appId?: string } = {}) {
  const { Impl, instances } = fakeSocketClass();
  const pending = openRecognition({
    loadAuth: async () => ({ url: URL_OK, ...(opts.appId ? { app_id: opts.appId } : {}) }),
    WebSocketImpl: Impl,
    ...opts,
  });
  await settle();
  const socket = instances[0] as FakeSocket;
  socket.open();
  const session = await pending;
  return { session, socket, instances };
}

const samples = (n: number, value = 100) => new Int16Array(n).fill(value);
const statuses = (s: FakeSocket) => s.sent.map((f) => f.data.status);

/** Expects a promise to reject with a RecognitionError of this kind; returns the error. */
async function failure(p: Promise<unknown>, kind: RecognitionError["kind"]): Promise<RecognitionError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecognitionError);
  expect((error as RecognitionError).kind).toBe(kind);
  return error as RecognitionError;
}

describe("openRecognition", () => {
  it("streams contract frames in 3200-sample chunks and resolves with the recognised text", async () => {
    const { session, socket } = await openWith();
    session.send(samples(8000, 7));
    const finished = session.finish();
    expect(statuses(socket)).toEqual([0, 1, 1, 2]);
    for (const frame of socket.sent) expect(RecognizeClientFrameSchema.safeParse(frame).success).toBe(true);
    expect(socket.sent[0]).toMatchObject({
      common: { app_id: "hibiki" },
      business: { language: "en_us" },
      data: { encoding: "raw", format: "audio/L16;rate=16000" },
    });
    const lengths = socket.sent.slice(0, 3).map((f) => base64ToPcm(f.data.audio ?? "").length);
    expect(lengths).toEqual([3200, 3200, 1600]);
    expect(base64ToPcm(socket.sent[0]?.data.audio ?? "")[0]).toBe(7);
    const answer = offlineAnswer("I like tennis");
    expect(RecognizeResultFrameSchema.safeParse(answer).success).toBe(true);
    socket.reply(answer);
    await expect(finished).resolves.toBe("I like tennis");
    expect(socket.closedWith).toBe(1000);
  });

  it("opens the session with an empty first frame when no audio was sent", async () => {
    const { session, socket } = await openWith({ appId: "app42" });
    const finished = session.finish();
    expect(statuses(socket)).toEqual([0, 2]);
    expect(socket.sent[0]?.common?.app_id).toBe("app42");
    socket.reply(offlineAnswer("hello"));
    await expect(finished).resolves.toBe("Hello");
  });

  it("fails with `empty` when no word was recognised", async () => {
    const { session, socket } = await openWith();
    session.send(samples(3200));
    const finished = session.finish();
    socket.reply(offlineAnswer(""));
    await failure(finished, "empty");
  });

  it("fails with `timeout` when no answer comes after the last frame", async () => {
    const { session } = await openWith();
    vi.useFakeTimers();
    session.send(samples(3200));
    const finished = session.finish();
    vi.advanceTimersByTime(RECOGNITION_RESULT_TIMEOUT_MS - 1);
    await settle();
    let done = false;
    finished.then(
      () => (done = true),
      () => (done = true),
    );
    await settle();
    expect(done).toBe(false);
    vi.advanceTimersByTime(1);
    await failure(finished, "timeout");
  });

  it("fails with `connection` when the socket drops before the answer", async () => {
    const { session, socket } = await openWith();
    session.send(samples(3200));
    socket.drop();
    const error = await failure(session.finish(), "connection");
    expect(error.toastKey).toBe("network_error");
  });

  it("fails with `connection` when the URL cannot be loaded or the socket never opens", async () => {
    await failure(
      openRecognition({
        loadAuth: async () => {
          throw new Error("offline");
        },
      }),
      "connection",
    );
    await failure(openRecognition({ loadAuth: async () => ({ url: "" }) }), "connection");
    vi.useFakeTimers();
    const { Impl } = fakeSocketClass();
    const pending = openRecognition({ loadAuth: async () => ({ url: URL_OK }), WebSocketImpl: Impl });
    pending.catch(() => undefined);
    await settle();
    vi.advanceTimersByTime(RECOGNITION_OPEN_TIMEOUT_MS);
    await failure(pending, "connection");
  });

  it("passes the engine's error code through as `server` with its speech toast", async () => {
    const { session, socket } = await openWith();
    session.send(samples(3200));
    const finished = session.finish();
    socket.reply({ code: 10002, message: "engine busy", sid: "s1", data: null });
    const error = await failure(finished, "server");
    expect([error.code, error.toastKey, error.sid]).toEqual([10002, "thread_not_enough", "s1"]);
  });

  it("reports iFlytek's interim results as partial text, with replaced ranges", async () => {
    const partials: string[] = [];
    const { session, socket, instances } = await openWith({
      appId: "app42",
      onPartial: (t) => partials.push(t),
    });
    session.send(samples(64_000));
    const interim = (sn: number, words: string[], extra: object = {}) => ({
      code: 0,
      message: "success",
      sid: "x",
      data: { status: 1, result: { sn, ls: false, ws: words.map((w) => ({ cw: [{ w }] })), ...extra } },
    });
    socket.reply(interim(1, ["I", "like"]));
    socket.reply(interim(2, ["ten"]));
    socket.reply(interim(3, ["tennis", "."], { pgs: "rpl", rg: [2, 2] }));
    expect(partials).toEqual(["I like", "I like ten", "I like tennis."]);
    // iFlytek streams by itself: no snapshot sockets
    expect(instances).toHaveLength(1);
    const finished = session.finish();
    socket.reply({
      code: 0,
      message: "success",
      sid: "x",
      data: { status: 2, result: { sn: 4, ls: true, ws: [] } },
    });
    await expect(finished).resolves.toBe("I like tennis.");
  });

  it("asks Hibiki's server for partial results on the one socket and shows them as live text", async () => {
    const partials: string[] = [];
    const { session, socket, instances } = await openWith({ onPartial: (t) => partials.push(t) });
    session.send(samples(48_000));
    // the audio goes out once: no second socket
    expect(instances).toHaveLength(1);
    expect(socket.sent[0]?.business).toMatchObject({ dwa: "wpgs" });
    const word = (w: string, bg: number) => ({ bg, cw: [{ w, sc: 0 }] });
    const partial = (result: object) => ({
      code: 0,
      message: "success",
      sid: "s",
      data: { status: 1, result },
    });
    socket.reply(partial({ sn: 1, ls: false, pgs: "apd", ws: [word("i", 10), word("like", 40)] }));
    socket.reply(partial({ sn: 2, ls: false, pgs: "apd", ws: [word("ten", 80)] }));
    socket.reply(partial({ sn: 3, ls: false, pgs: "rpl", rg: [2, 2], ws: [word("tennis", 80)] }));
    expect(partials).toEqual(["I like", "I like ten", "I like tennis"]);
    for (const f of socket.sent.slice(1)) expect(f.business).toBeUndefined();
    const finished = session.finish();
    socket.reply(offlineAnswer("i like tennis"));
    await expect(finished).resolves.toBe("I like tennis");
    expect(partials).toHaveLength(3);
  });

  it("does not ask for partial results when nobody shows them", async () => {
    const { session, socket } = await openWith();
    session.send(samples(3200));
    expect(socket.sent[0]?.business).not.toHaveProperty("dwa");
  });

  it("cancels: a pending finish rejects with `cancelled` and the socket closes", async () => {
    const { session, socket } = await openWith();
    session.send(samples(3200));
    const finished = session.finish();
    session.cancel();
    await failure(finished, "cancelled");
    expect(socket.closedWith).toBe(1000);
  });
});

describe("startRecognitionFeed", () => {
  it("keeps audio sent while connecting and sends it once the socket opens", async () => {
    const { Impl, instances } = fakeSocketClass();
    const feed = startRecognitionFeed(openRecognition, {
      loadAuth: async () => ({ url: URL_OK }),
      WebSocketImpl: Impl,
    } as OpenRecognitionOptions);
    feed.send(samples(3200, 1));
    feed.send(samples(3200, 2));
    await settle();
    const socket = instances[0] as FakeSocket;
    socket.open();
    await settle();
    feed.send(samples(3200, 3));
    const finished = feed.finish();
    await settle();
    expect(statuses(socket)).toEqual([0, 1, 1, 2]);
    expect(socket.sent.slice(0, 3).map((f) => base64ToPcm(f.data.audio ?? "")[0])).toEqual([1, 2, 3]);
    socket.reply(offlineAnswer("good morning"));
    await expect(finished).resolves.toBe("Good morning");
  });

  it("reports a failed connection from finish()", async () => {
    const feed = startRecognitionFeed(async () => {
      throw new RecognitionError("connection", "down");
    });
    feed.send(samples(3200));
    await failure(feed.finish(), "connection");
  });
});

describe("recognition helpers", () => {
  it("turns the server's URL into a websocket URL", () => {
    expect(recognitionSocketUrl("wss://a.example/v3/speech/recognize?x=1")).toBe(
      "wss://a.example/v3/speech/recognize?x=1",
    );
    expect(recognitionSocketUrl("https://a.example/r")).toBe("wss://a.example/r");
    expect(recognitionSocketUrl("/v3/speech/recognize?s=1", "http://localhost:5173")).toBe(
      "ws://localhost:5173/v3/speech/recognize?s=1",
    );
    expect(recognitionSocketUrl("javascript:alert(1)")).toBeNull();
    expect(recognitionSocketUrl("//evil.example/x", "https://a.example")).toBeNull();
    expect(recognitionSocketUrl(42)).toBeNull();
  });

  it("orders results by sn and tidies punctuation spacing", () => {
    const t = new RecognizedTranscript();
    t.apply({ status: 1, result: { sn: 2, ws: [{ cw: [{ w: "you" }] }, { cw: [{ w: "?" }] }] } });
    t.apply({ status: 1, result: { sn: 1, ws: [{ cw: [{ w: "How" }] }, { cw: [{ w: "are" }] }] } });
    expect(t.text()).toBe("How are you?");
  });

  it("restores the capitals a lower-case engine leaves out", () => {
    const t = new RecognizedTranscript();
    t.apply({ status: 2, text: "yes i think i'm ready  ." });
    expect(t.text()).toBe("Yes I think I'm ready.");
  });
});
