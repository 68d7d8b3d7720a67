import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

export type Frame = Record<string, unknown> & { type: string };

/** Short timings for tests (the bot and the grace as long as a test wants them). */
export const FAST_ENV: Record<string, string> = {
  HIBIKI_ARENA_BOT_MS: "60000",
  HIBIKI_ARENA_BOT_DELAY_MS: "5-20",
  HIBIKI_ARENA_ITEM_MS: "20000",
  HIBIKI_ARENA_GRACE_MS: "20000",
  HIBIKI_ARENA_START_MS: "10",
  HIBIKI_ARENA_GAP_MS: "10",
};

/**
 * Runs fn with the arena's HIBIKI_ARENA_* variables set (the module reads them when an app registers it),
 * then puts the environment back.
 */
export async function withArenaEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Builds a test app with the arena variables. */
export const buildArenaApp = (
  env: Record<string, string>,
  overrides: Record<string, string> = {},
): Promise<TestApp> => withArenaEnv({ ...FAST_ENV, ...env }, () => buildTestApp(overrides));

/** Listens on a free local port; returns the arena socket URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address() as { port: number };
  return `ws://127.0.0.1:${addr.port}/v3/arena/ws`;
}

/** A socket client that keeps every frame and waits for frames (and the close) by event, never by time. */
export type ArenaClient = Awaited<ReturnType<typeof openArena>>;

/**
 * Opens the arena socket and, with a token, signs in.
 * @param url - ws://…/v3/arena/ws
 * @param token - a student's bearer token (sent as the auth frame)
 */
export async function openArena(url: string, token?: string) {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const used = new Set<Frame>();
  const waiters: Array<() => void> = [];
  let closed: number | undefined;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  ws.on("message", (d) => {
    frames.push(JSON.parse(String(d)) as Frame);
    wake();
  });
  ws.on("close", (code) => {
    closed = code;
    wake();
  });
  const until = async (ok: () => boolean) => {
    while (!ok()) await new Promise<void>((r) => waiters.push(r));
  };
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const send = (f: unknown) => ws.send(typeof f === "string" ? f : JSON.stringify(f));
  if (token) send({ type: "auth", token });
  const unused = (type: string, where?: (f: Frame) => boolean) =>
    frames.find((f) => f.type === type && !used.has(f) && (!where || where(f)));
  return {
    ws,
    frames,
    send,
    /** the next frame of the type (and matching `where`) not returned before; throws when the socket closed first */
    next: async <F extends Frame = Frame>(type: string, where?: (f: Frame) => boolean): Promise<F> => {
      for (;;) {
        const f = unused(type, where);
        if (f) {
          used.add(f);
          return f as F;
        }
        if (closed !== undefined)
          throw new Error(`socket closed (${closed}) before a ${type} frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((r) => waiters.push(r));
      }
    },
    /** every frame of the type so far */
    all: (type: string) => frames.filter((f) => f.type === type),
    closed: async () => {
      await until(() => closed !== undefined);
      return closed as number;
    },
    close: async () => {
      if (closed === undefined) {
        ws.close();
        await until(() => closed !== undefined);
      }
    },
  };
}

/** Plays a match to its end from one side: answers every item with `pick(item)` (or not when null). */
export async function playAll(
  c: ArenaClient,
  matchId: number,
  count: number,
  pick: (i: number, item: Frame) => number | null,
  from = 0,
): Promise<Frame> {
  for (let i = from; i < count; i++) {
    const item = await c.next("item");
    const choice = pick(i, item);
    if (choice !== null) c.send({ type: "answer", match_id: matchId, item_index: i, choice_index: choice });
    await c.next("item_end");
  }
  return c.next("finished");
}

/** Both clients join the type; resolves with the match id once both have `matched` (with each other). */
export async function pairUp(a: ArenaClient, b: ArenaClient, type = "words"): Promise<number> {
  a.send({ type: "join", arena_type: type });
  await a.next("queued");
  b.send({ type: "join", arena_type: type });
  const [ma, mb] = await Promise.all([a.next("matched"), b.next("matched")]);
  if (ma.match_id !== mb.match_id) throw new Error(`paired apart: ${JSON.stringify([ma, mb])}`);
  return ma.match_id as number;
}

/** The right option of an item frame, read from the saved match (tests only). */
export async function correctIndexes(
  db: { one<T>(q: string, p?: unknown[]): Promise<T | undefined> },
  matchId: number,
) {
  const row = await db.one<{ items: Array<{ correct_index: number }> }>(
    "SELECT items FROM arena_matches WHERE id = $1",
    [matchId],
  );
  return (row?.items ?? []).map((i) => i.correct_index);
}
