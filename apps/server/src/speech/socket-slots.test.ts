import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signSpeechUrl } from "../lib/signed-url.ts";
import { type RedisProcess, redisServerAvailable, startRedis } from "../regression/redis-process.ts";
import { speechPlugin } from "./plugin.ts";
import type { SpeechPool } from "./pool.ts";
import { redisSocketSlots } from "./socket-slots.ts";

/** A pool stand-in: these tests only open and close sockets. */
const idlePool = {
  hasIdleWorker: false,
  align: () => Promise.reject(new Error("no engine in this test")),
  recognize: () => Promise.reject(new Error("no engine in this test")),
} as unknown as SpeechPool;

const SECRET = "slots-secret";
const TTL_MS = 500;

describe.skipIf(!redisServerAvailable())("speech sockets counted across processes (Redis)", () => {
  let redis: RedisProcess;
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];

  /** One "process": its own Redis client and app, sharing the Redis. */
  async function instance(): Promise<string> {
    const client = new Redis(redis.url);
    clients.push(client);
    const app = Fastify();
    await app.register(websocket);
    await app.register(speechPlugin, {
      pool: idlePool,
      secret: SECRET,
      socketSlots: redisSocketSlots(client, { max: 2, ttlMs: TTL_MS }),
      loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    apps.push(app);
    const { port } = app.server.address() as { port: number };
    return `ws://127.0.0.1:${port}/v3/speech`;
  }

  beforeAll(async () => {
    redis = await startRedis();
    bases.push(await instance(), await instance());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const c of clients) c.disconnect();
    await redis?.kill9();
  });

  const url = (base: string, student: string, path = "evaluate") =>
    signSpeechUrl(`${base}/${path}`, { studentId: student, ttlSeconds: 60 }, SECRET);

  /** Opens a socket; resolves once it is open, or with the HTTP refusal's message. */
  function open(u: string): Promise<{ ws: WebSocket; closed: Promise<void> } | string> {
    return new Promise((resolve) => {
      const ws = new WebSocket(u);
      const closed = new Promise<void>((r) => ws.on("close", () => r()));
      ws.on("open", () => resolve({ ws, closed }));
      ws.on("error", (err) => resolve(err.message));
    });
  }

  /** Opens until the server lets the socket in (a slot is given back asynchronously). */
  async function openOnceFree(u: string, tries = 200) {
    for (let i = 0; i < tries; i++) {
      const s = await open(u);
      if (typeof s !== "string") return s;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("the slot never came back");
  }

  it("refuses a third socket of a student on either process, and lets one in once one closes", async () => {
    const [a, b] = bases as [string, string];
    const onA = await open(url(a, "s1"));
    const onB = await open(url(b, "s1", "recognize"));
    if (typeof onA === "string" || typeof onB === "string") throw new Error("first sockets refused");
    expect(await open(url(a, "s1"))).toMatch(/429/);
    expect(await open(url(b, "s1"))).toMatch(/429/);
    // another student is counted apart
    const other = await open(url(b, "s2"));
    expect(typeof other).not.toBe("string");
    if (typeof other !== "string") other.ws.close();
    onA.ws.close();
    await onA.closed;
    const again = await openOnceFree(url(b, "s1"));
    expect(await open(url(a, "s1"))).toMatch(/429/);
    again.ws.close();
    onB.ws.close();
    await Promise.all([again.closed, onB.closed]);
  });

  it("keeps an open socket counted past the slot's lifetime (its process refreshes it)", async () => {
    const [a, b] = bases as [string, string];
    const one = await open(url(a, "s3"));
    const two = await open(url(a, "s3"));
    if (typeof one === "string" || typeof two === "string") throw new Error("first sockets refused");
    // Several lifetimes later the two are still held.
    const key = "hibiki:speech-sockets:s3";
    const probe = clients[0] as Redis;
    const until = Date.now() + 3 * TTL_MS;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, TTL_MS / 5));
      expect(await probe.zcount(key, Date.now(), "+inf")).toBe(2);
    }
    expect(await open(url(b, "s3"))).toMatch(/429/);
    one.ws.close();
    two.ws.close();
    await Promise.all([one.closed, two.closed]);
  });

  it("frees the slots of a process that died without closing its sockets", async () => {
    const [, b] = bases as [string, string];
    // A "process" takes both slots of s4, then dies: its client is gone, nothing refreshes or releases.
    const dying = new Redis(redis.url);
    const slots = redisSocketSlots(dying, { max: 2, ttlMs: TTL_MS });
    const taken = [await slots.acquire("s4"), await slots.acquire("s4")];
    for (const s of taken) s?.hold();
    expect(taken.every(Boolean)).toBe(true);
    expect(await open(url(b, "s4"))).toMatch(/429/);
    dying.disconnect();
    const back = await openOnceFree(url(b, "s4"));
    back.ws.close();
    await back.closed;
  });
});
