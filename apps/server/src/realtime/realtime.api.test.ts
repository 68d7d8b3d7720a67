import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildTestApp, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../test/factories.ts";
import { busChannel, memoryBus, redisBus } from "./bus.ts";
import { acceptSocket, sendFrame } from "./socket-auth.ts";

type Frame = Record<string, unknown>;

/** A socket client that collects frames and waits for them (and for the close) by event. */
function open(url: string) {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  let closed: { code: number } | undefined;
  ws.on("message", (d) => {
    frames.push(JSON.parse(String(d)) as Frame);
    wake();
  });
  ws.on("close", (code) => {
    closed = { code };
    wake();
  });
  const until = async (ok: () => boolean) => {
    while (!ok()) await new Promise<void>((r) => waiters.push(r));
  };
  return {
    ws,
    frames,
    ready: new Promise<void>((r, j) => {
      ws.once("open", () => r());
      ws.once("error", j);
    }),
    send: (f: unknown) => ws.send(typeof f === "string" ? f : JSON.stringify(f)),
    frame: async (type: string) => {
      await until(() => frames.some((f) => f.type === type) || closed !== undefined);
      return frames.find((f) => f.type === type);
    },
    /** waits for the n-th frame of the type (or the close) */
    count: async (type: string, n: number) => {
      await until(() => frames.filter((f) => f.type === type).length >= n || closed !== undefined);
      return frames.filter((f) => f.type === type);
    },
    closed: async () => {
      await until(() => closed !== undefined);
      return closed!.code;
    },
  };
}

describe.skipIf(skipPg)("realtime sockets: the auth frame", () => {
  let t: TestApp;
  let echo: FastifyInstance;
  let url: string;
  let school: TestSchool;

  beforeAll(async () => {
    t = await buildTestApp();
    school = await createTestSchool(t);
    // A bare server whose one socket echoes what the student sends after signing in.
    echo = Fastify();
    await echo.register(websocket);
    echo.get("/echo", { websocket: true }, (socket) => {
      void acceptSocket(t.app, socket, "student", { recheckMs: 200 }).then((s) => {
        if (!s) return;
        sendFrame(socket, { type: "hello", student_id: s.caller.id });
        s.onFrame((frame) => sendFrame(socket, { type: "echo", frame }));
      });
    });
    await echo.listen({ port: 0, host: "127.0.0.1" });
    const addr = echo.server.address() as { port: number };
    url = `ws://127.0.0.1:${addr.port}/echo`;
  });
  afterAll(async () => {
    await echo?.close();
    await t?.close();
  });

  it("signs a student in by the first frame and hands over frames sent before the answer, in order", async () => {
    const token = await school.student.signIn();
    const c = open(url);
    await c.ready;
    c.send({ type: "auth", token });
    c.send({ type: "ping", n: 1 });
    c.send({ type: "ping", n: 2 });
    expect((await c.frame("hello"))?.student_id).toBe(school.student.id);
    const echoed = await c.count("echo", 2);
    expect(echoed.map((f) => (f.frame as Frame).n)).toEqual([1, 2]);
    // A broken frame after sign-in is answered, and the socket stays open.
    c.send("{not json");
    expect((await c.frame("error"))?.error_key).toBe("bad_frame");
    c.send({ type: "ping", n: 3 });
    expect((await c.count("echo", 3))[2]?.frame).toEqual({ type: "ping", n: 3 });
    c.ws.close();
  });

  it("refuses a first frame that is not auth, a wrong token and a teacher's token", async () => {
    const notAuth = open(url);
    await notAuth.ready;
    notAuth.send({ type: "join" });
    expect((await notAuth.frame("error"))?.error_key).toBe("token_missing");
    expect(await notAuth.closed()).toBe(4401);

    const wrong = open(url);
    await wrong.ready;
    wrong.send({ type: "auth", token: "not-a-token" });
    expect((await wrong.frame("error"))?.error_key).toBe("token_invalid");
    expect(await wrong.closed()).toBe(4401);

    const teacher = open(url);
    await teacher.ready;
    teacher.send({ type: "auth", token: await school.teacher.signIn() });
    expect((await teacher.frame("error"))?.error_key).toBe("token_invalid");
    expect(await teacher.closed()).toBe(4401);
  });

  it("closes a frame over 16 kB and a socket whose student signed in elsewhere", async () => {
    const big = open(url);
    await big.ready;
    big.send({ type: "auth", token: "x".repeat(20_000) });
    expect((await big.frame("error"))?.error_key).toBe("frame_too_large");
    expect(await big.closed()).toBe(4400);

    const c = open(url);
    await c.ready;
    c.send({ type: "auth", token: await school.student.signIn() });
    await c.frame("hello");
    await school.student.signIn();
    expect((await c.frame("error"))?.error_key).toBe("token_login_elsewhere");
    expect(await c.closed()).toBe(4401);
  });
});

describe("realtime bus", () => {
  const log = Fastify({ logger: false }).log;

  it("delivers in memory to every subscriber of the channel, not to others, and not after unsubscribe", async () => {
    const bus = memoryBus(log);
    const got: unknown[] = [];
    const other: unknown[] = [];
    const off = await bus.subscribe(busChannel("t", 1), (m) => got.push(m));
    await bus.subscribe(busChannel("t", 2), (m) => other.push(m));
    await bus.publish(busChannel("t", 1), { n: 1 });
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([{ n: 1 }]);
    expect(other).toEqual([]);
    await off();
    await bus.publish(busChannel("t", 1), { n: 2 });
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([{ n: 1 }]);
    await bus.close();
  });

  it.skipIf(!process.env.REDIS_URL)("carries messages between two processes' buses over Redis", async () => {
    const { connectRedis } = await import("../plugins/rate-limit.ts");
    const a = connectRedis(process.env.REDIS_URL as string);
    const b = connectRedis(process.env.REDIS_URL as string);
    const busA = redisBus(a, log);
    const busB = redisBus(b, log);
    const channel = busChannel("test", Math.random().toString(36).slice(2));
    const got: unknown[] = [];
    let arrived: () => void = () => {};
    const done = new Promise<void>((r) => {
      arrived = r;
    });
    await busB.subscribe(channel, (m) => {
      got.push(m);
      if (got.length === 2) arrived();
    });
    await busA.publish(channel, { n: 1 });
    await busA.publish(channel, { n: 2 });
    await done;
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
    await busA.close();
    await busB.close();
    await a.quit();
    await b.quit();
  });
});
