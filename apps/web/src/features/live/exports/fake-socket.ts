import type { SocketLike } from "./live-socket.ts";

/**
 * Lent to the live class's tests (the student's page and the teacher's console): a fake browser WebSocket
 * that records what the client sends, lets the test open it, push server frames and drop it. Installed as the global WebSocket by {@link installFakeSockets}.
 */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedByClient = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url = "ws://test/v3/live/ws") {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }
  /** the server accepts the connection */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** the server sends a frame */
  frame(f: object): void {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  /** the connection drops (code 1006) or the server closes it with a code */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** @returns the frames of a type the client sent */
  sentOf(type: string): Array<Record<string, unknown>> {
    return this.sent.filter((f) => f.type === type);
  }
}

/** @returns the newest fake socket (throws when none was opened) */
export function lastSocket(): FakeSocket {
  const s = FakeSocket.all[FakeSocket.all.length - 1];
  if (!s) throw new Error("no socket was opened");
  return s;
}

/**
 * Makes `new WebSocket(url)` create fake sockets (vi.stubGlobal; undone by vi.unstubAllGlobals).
 * @param stub - vi.stubGlobal
 */
export function installFakeSockets(stub: (name: string, value: unknown) => void): void {
  FakeSocket.all = [];
  stub("WebSocket", FakeSocket);
}
