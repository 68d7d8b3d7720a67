/**
 * An in-memory WebSocket for recognition tests: records what the client sent and lets a test open it,
 * answer, or drop it. `fakeSocketClass()` gives a class with its own list of instances.
 */
export type FakeSocket = {
  url: string;
  readyState: number;
  /** the JSON frames the client sent, parsed */
  sent: Array<{ data: { status: number; audio?: string }; common?: { app_id: string }; business?: object }>;
  closedWith: number | null;
  onopen: ((e: Event) => void) | null;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: Event) => void) | null;
  onclose: ((e: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number): void;
  /** the server accepts the connection */
  open(): void;
  /** the server sends a frame */
  reply(frame: unknown): void;
  /** the connection drops without an answer */
  drop(code?: number): void;
};

/**
 * A fresh fake WebSocket class and the sockets it created.
 * @returns the class (pass as WebSocketImpl) and its instances
 */
export function fakeSocketClass() {
  const instances: FakeSocket[] = [];
  class Fake implements FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    sent: FakeSocket["sent"] = [];
    closedWith: number | null = null;
    onopen: FakeSocket["onopen"] = null;
    onmessage: FakeSocket["onmessage"] = null;
    onerror: FakeSocket["onerror"] = null;
    onclose: FakeSocket["onclose"] = null;
    constructor(readonly url: string) {
      instances.push(this);
    }
    send(data: string) {
      if (this.readyState !== 1) throw new Error("send on a socket that is not open");
      this.sent.push(JSON.parse(data));
    }
    close(code = 1000) {
      this.readyState = 3;
      this.closedWith = code;
    }
    open() {
      this.readyState = 1;
      this.onopen?.(new Event("open"));
    }
    reply(frame: unknown) {
      this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
    }
    drop(code = 1006) {
      this.readyState = 3;
      this.onclose?.({ code, reason: "" } as CloseEvent);
    }
  }
  return { Impl: Fake as unknown as typeof WebSocket, instances };
}

/**
 * The offline engine's answer frame (contract RecognizeResultFrameSchema) for a text.
 * @param text - the recognised words, space-separated
 * @returns the frame
 */
export function offlineAnswer(text: string) {
  const words = text.split(/\s+/).filter(Boolean);
  return {
    code: 0,
    message: "success",
    sid: "hbk-test",
    data: {
      status: 2,
      result: { sn: 1, ls: true, ws: words.map((w, i) => ({ bg: i * 20, cw: [{ w, sc: 0 }] })) },
      text: words.join(" "),
    },
  };
}
