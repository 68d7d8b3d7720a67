import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import {
  type ArenaClient,
  buildArenaApp,
  correctIndexes,
  FAST_ENV,
  listen,
  openArena,
  playAll,
  withArenaEnv,
} from "./test-client.ts";

// Two processes are two apps on the same PostgreSQL database and Redis: PostgreSQL lane with REDIS_URL only.
const ready = process.env.HIBIKI_TEST_DB === "pg" && !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
const title = ready
  ? "arena across two processes (PostgreSQL + Redis)"
  : "arena across two processes: skipped, it needs the PostgreSQL lane with DATABASE_URL and REDIS_URL";

describe.skipIf(!ready)(title, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let urls: [string, string];
  let school: TestSchool;
  let tokens: string[];
  const open: ArenaClient[] = [];
  const connect = async (app: 0 | 1, token: string) => {
    const c = await openArena(urls[app], token);
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    const env = { ...FAST_ENV, HIBIKI_ARENA_PREFIX: `hibiki-arena-t-${randomBytes(5).toString("hex")}` };
    t = await buildArenaApp(env, { REDIS_URL: process.env.REDIS_URL as string });
    second = await withArenaEnv(env, () => buildApp({ db: t.db, env: t.app.env, logger: false }));
    urls = [await listen(t.app), await listen(second)];
    school = await createTestSchool(t, { students: 14 });
    tokens = await Promise.all(school.students.map((s) => s.signIn()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await second?.close();
    await t?.close();
  });

  it("plays a match between a student on each process to the end for both, saved once", async () => {
    const a = await connect(0, tokens[0]!);
    const b = await connect(1, tokens[1]!);
    a.send({ type: "join", arena_type: "words" });
    await a.next("queued");
    b.send({ type: "join", arena_type: "words" });
    const [ma, mb] = await Promise.all([a.next("matched"), b.next("matched")]);
    expect(ma.match_id).toBe(mb.match_id);
    const id = ma.match_id as number;
    const right = await correctIndexes(t.db, id);
    const [fa, fb] = await Promise.all([
      playAll(a, id, 5, (i) => right[i]!),
      playAll(b, id, 5, (i) => (right[i]! + 1) % 4),
    ]);
    expect(fa).toMatchObject({ outcome: "win", points_awarded: 30 });
    expect(fb).toMatchObject({ outcome: "lose", points_awarded: 10 });
    // b saw a's answers live, and its own
    expect(b.all("answer_result").filter((f) => f.player === "opponent")).toHaveLength(5);
    const rows = await t.db.query<{ status: string }>("SELECT status FROM arena_matches WHERE id = $1", [id]);
    expect(rows).toEqual([{ status: "finished" }]);
    const claims = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM integral_claims WHERE period_key = $1",
      [`arena:${id}`],
    );
    expect(claims[0]?.n).toBe(2);
    const answers = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM arena_answers WHERE match_id = $1",
      [id],
    );
    expect(answers?.n).toBe(10);
  });

  it("lets a player drop on one process and rejoin on the other", async () => {
    const a = await connect(0, tokens[2]!);
    const b = await connect(1, tokens[3]!);
    a.send({ type: "join", arena_type: "grammar" });
    await a.next("queued");
    b.send({ type: "join", arena_type: "grammar" });
    const id = (await a.next("matched")).match_id as number;
    await Promise.all([a.next("item"), b.next("item")]);
    await b.close();
    expect(await a.next("opponent_left")).toMatchObject({ match_id: id });
    const back = await connect(0, tokens[3]!);
    back.send({ type: "rejoin", match_id: id });
    expect(await back.next("resumed")).toMatchObject({ match_id: id, item_index: 0 });
    expect(await a.next("opponent_back")).toMatchObject({ match_id: id });
    const right = await correctIndexes(t.db, id);
    back.send({ type: "answer", match_id: id, item_index: 0, choice_index: right[0] });
    expect(await a.next("answer_result")).toMatchObject({ player: "opponent", correct: true, item_index: 0 });
  });

  it("pairs 10 students joining at once on two processes into 5 matches, nobody twice", async () => {
    const cs = await Promise.all(tokens.slice(4, 14).map((tk, i) => connect((i % 2) as 0 | 1, tk)));
    for (const c of cs) c.send({ type: "join", arena_type: "listening" });
    const matched = await Promise.all(cs.map((c) => c.next("matched")));
    const ids = matched.map((m) => m.match_id as number);
    expect(new Set(ids).size).toBe(5);
    for (const id of new Set(ids)) expect(ids.filter((x) => x === id)).toHaveLength(2);
    const rows = await t.db.query<{ p1: number; p2: number }>(
      "SELECT player1_id AS p1, player2_id AS p2 FROM arena_matches WHERE id = ANY($1::int[])",
      [[...new Set(ids)]],
    );
    expect(new Set(rows.flatMap((r) => [r.p1, r.p2])).size).toBe(10);
    // nobody was matched a second time, on either process
    for (const c of cs) expect(c.all("matched")).toHaveLength(1);
  });
});
