import type { FastifyInstance } from "fastify";
import WebSocket from "ws";

/** A frame as tests read it. */
export type Frame = Record<string, unknown> & { type: string };

/** How long a test waits for a frame before failing (generous: a busy 2-core machine). */
const DEADLINE_MS = 20_000;

/** A socket client that collects frames and waits for them (and for the close) by event, never by time. */
export type TestSocket = {
  ws: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  /** waits for the n-th frame (1-based) of the type that passes the filter, and returns it */
  next(type: string, filter?: (f: Frame) => boolean, n?: number): Promise<Frame>;
  /** every frame of the type received so far */
  all(type: string): Frame[];
  closed(): Promise<number>;
  close(): void;
};

/**
 * Listens on a free local port (once per app) and returns its ws:// base URL.
 * @param app - a built test app
 */
export async function wsBase(app: FastifyInstance): Promise<string> {
  const addr = app.server.address();
  if (addr && typeof addr === "object") return `ws://127.0.0.1:${addr.port}`;
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return url.replace(/^http/, "ws");
}

/**
 * Opens a socket and, when a token is given, sends the auth frame first.
 * @param url - ws://…/v3/live/ws or /v3/teacher/live/ws
 * @param token - the bearer token, or undefined to send nothing yet
 */
export async function openSocket(url: string, token?: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let closedCode: number | undefined;
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  ws.on("message", (d) => {
    frames.push(JSON.parse(String(d)) as Frame);
    wake();
  });
  ws.on("close", (code) => {
    closedCode = code;
    wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const until = (ok: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (ok()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        const got = frames.map((f) => f.type).join(",");
        reject(new Error(`no ${what} within ${DEADLINE_MS} ms (got: ${got}; closed: ${closedCode})`));
      }, DEADLINE_MS);
      const check = () => {
        if (!ok()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  const matching = (type: string, filter?: (f: Frame) => boolean) =>
    frames.filter((f) => f.type === type && (!filter || filter(f)));
  const s: TestSocket = {
    ws,
    frames,
    send: (f) => ws.send(typeof f === "string" ? f : JSON.stringify(f)),
    next: async (type, filter, n = 1) => {
      await until(() => matching(type, filter).length >= n, `${type} frame #${n}`);
      return matching(type, filter)[n - 1] as Frame;
    },
    all: (type) => matching(type),
    closed: async () => {
      await until(() => closedCode !== undefined, "close");
      return closedCode as number;
    },
    close: () => ws.close(),
  };
  if (token) s.send({ type: "auth", token });
  return s;
}
