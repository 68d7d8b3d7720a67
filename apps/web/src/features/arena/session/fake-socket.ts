import type { ArenaServerFrame } from "@hibiki/contracts";

/**
 * A stand-in for the browser's WebSocket in the arena's unit tests: records what the client sends and lets
 * the test open it, push server frames and drop it. Every instance is kept in `FakeArenaSocket.all`.
 */
export class FakeArenaSocket {
  static all: FakeArenaSocket[] = [];
  static reset(): void {
    FakeArenaSocket.all = [];
  }
  /** @returns the newest socket */
  static last(): FakeArenaSocket {
    const s = FakeArenaSocket.all.at(-1);
    if (!s) throw new Error("no socket was opened");
    return s;
  }

  readyState = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeArenaSocket.all.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("send before open");
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  /** @param frame - a server frame to deliver */
  receive(frame: ArenaServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** @param code - the close code (1006: the network dropped) */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ code });
  }

  /** @returns the types of the frames sent so far */
  types(): string[] {
    return this.sent.map((f) => String(f.type));
  }
}

/** The fake as the session's socket constructor. */
export const FakeWebSocket = FakeArenaSocket as unknown as typeof WebSocket;
