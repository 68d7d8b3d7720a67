import type { ArenaAnswer, ArenaMatchSummary } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { buildArenaApp, correctIndexes, listen, openArena, pairUp, playAll } from "./test-client.ts";

type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
const P = "/v3/arena";

describe.skipIf(skipPg)("arena calls (arena/*) and the socket's refusals", () => {
  let t: TestApp;
  let url: string;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let other: TestSchool;
  let tokens: string[];
  let otherToken: string;
  let matchId: number;

  beforeAll(async () => {
    t = await buildArenaApp({});
    url = await listen(t.app);
    c = client(t.app);
    school = await createTestSchool(t, { students: 4 });
    other = await createTestSchool(t);
    tokens = await Promise.all(school.students.map((s) => s.signIn()));
    otherToken = await other.student.signIn();
    // one finished match: student 0 answers everything right, student 1 everything wrong
    const [a, b] = await Promise.all([openArena(url, tokens[0]), openArena(url, tokens[1])]);
    matchId = await pairUp(a, b, "grammar");
    const right = await correctIndexes(t.db, matchId);
    await Promise.all([
      playAll(a, matchId, 5, (i) => right[i]!),
      playAll(b, matchId, 5, (i) => (right[i]! + 1) % 4),
    ]);
    await Promise.all([a.close(), b.close()]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status: number) => {
    expect(r.statusCode, r.body).toBe(status);
    return r.json().data as { error_key: string; fields?: Record<string, string> };
  };

  it("lists the three types with their item count and time", async () => {
    const { items } = ok<{ items: Array<Record<string, unknown>> }>(await c.get(`${P}/type-list`, tokens[0]));
    expect(items.map((i) => i.arena_type)).toEqual(["words", "listening", "grammar"]);
    expect(items[0]).toMatchObject({ title_ja: "単語", item_count: 5, item_seconds: 20 });
  });

  it("shows each player's totals and recent matches from their own side", async () => {
    const me = ok<{ matches: number; wins: number; arena_points: number; recent: ArenaMatchSummary[] }>(
      await c.get(`${P}/index`, tokens[0]),
    );
    expect(me).toMatchObject({ matches: 1, wins: 1, draws: 0, losses: 0, arena_points: 30 });
    expect(me.recent[0]).toMatchObject({
      match_id: matchId,
      outcome: "win",
      arena_type: "grammar",
      opponent_is_bot: false,
    });
    expect(me.recent[0]!.my_score).toBeGreaterThanOrEqual(50);
    const them = ok<{ losses: number; arena_points: number; recent: ArenaMatchSummary[] }>(
      await c.get(`${P}/index`, tokens[1]),
    );
    expect(them).toMatchObject({ losses: 1, arena_points: 10 });
    expect(them.recent[0]).toMatchObject({
      outcome: "lose",
      opponent_score: me.recent[0]!.my_score,
      my_score: 0,
    });
    const none = ok<{ matches: number; recent: unknown[] }>(await c.get(`${P}/index`, tokens[2]));
    expect(none).toMatchObject({ matches: 0, recent: [] });
  });

  it("pages the history and refuses bad paging", async () => {
    const h = ok<{ total: number; items: ArenaMatchSummary[] }>(
      await c.get(`${P}/history?limit=10&page=1`, tokens[0]),
    );
    expect(h.total).toBe(1);
    expect(h.items[0]?.match_id).toBe(matchId);
    expect(ok<{ items: unknown[] }>(await c.get(`${P}/history?page=2`, tokens[0])).items).toEqual([]);
    expect(Object.keys(bad(await c.get(`${P}/history?limit=0`, tokens[0]), 400).fields ?? {})).toEqual([
      "querystring.limit",
    ]);
    expect(Object.keys(bad(await c.get(`${P}/history?page=x`, tokens[0]), 400).fields ?? {})).toEqual([
      "querystring.page",
    ]);
  });

  it("shows a match's every item with both answers, only to its players", async () => {
    const r = ok<{
      items: Array<{
        options: string[];
        correct_index: number;
        my_answer: ArenaAnswer;
        opponent_answer: ArenaAnswer;
      }>;
      me: object;
      opponent: object;
      outcome: string;
      points_awarded: number;
    }>(await c.get(`${P}/match-result?match_id=${matchId}`, tokens[1]));
    expect(r).toMatchObject({
      outcome: "lose",
      points_awarded: 10,
      forfeit: false,
      opponent: { is_bot: false },
    });
    expect(r.items).toHaveLength(5);
    for (const item of r.items) {
      expect(item.options).toHaveLength(4);
      expect(item.opponent_answer).toMatchObject({ choice_index: item.correct_index, correct: true });
      expect(item.my_answer.correct).toBe(false);
      expect(item.my_answer.time_ms).toBeGreaterThanOrEqual(0);
    }
    // a classmate who did not play it, another school's student, an unknown id, bad ids
    expect(bad(await c.get(`${P}/match-result?match_id=${matchId}`, tokens[2]), 404).error_key).toBe(
      "arena_match_not_found",
    );
    expect(bad(await c.get(`${P}/match-result?match_id=${matchId}`, otherToken), 404).error_key).toBe(
      "arena_match_not_found",
    );
    expect(bad(await c.get(`${P}/match-result?match_id=999999`, tokens[0]), 404).error_key).toBe(
      "arena_match_not_found",
    );
    expect(
      Object.keys(bad(await c.get(`${P}/match-result?match_id=abc`, tokens[0]), 400).fields ?? {}),
    ).toEqual(["querystring.match_id"]);
    expect(bad(await c.get(`${P}/match-result`, tokens[0]), 400).fields).toHaveProperty([
      "querystring.match_id",
    ]);
    expect(bad(await c.get(`${P}/match-result?match_id=${matchId}`), 401).error_key).toBe("token_missing");
  });

  it("puts the points in the integral balance and logs as 対戦", async () => {
    const logs = ok<{ items: Array<{ title_ja: string; points: number }> }>(
      await c.get("/v3/integral/mission-logs", tokens[0]),
    );
    expect(logs.items[0]).toMatchObject({ title_ja: "対戦", points: 30 });
    expect(ok<{ points: number }>(await c.get("/v3/integral/student-index", tokens[0])).points).toBe(30);
  });

  it("refuses college students", async () => {
    await updateStudentProfile(t.db, school.students[3]!.id, { college: true });
    expect(bad(await c.get(`${P}/index`, tokens[3]), 403).error_key).toBeTruthy();
  });

  it("socket: refuses a plain request, a first frame that is not auth and a bad token", async () => {
    const plain = await c.get("/v3/arena/ws", tokens[0]);
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
    const noAuth = await openArena(url);
    noAuth.send({ type: "join", arena_type: "words" });
    expect((await noAuth.next("error")).error_key).toBe("token_missing");
    expect(await noAuth.closed()).toBe(4401);
    const wrong = await openArena(url, "not-a-token");
    expect((await wrong.next("error")).error_key).toBe("token_invalid");
    expect(await wrong.closed()).toBe(4401);
  });

  it("socket: answers bad frames with an error and stays open", async () => {
    const s = await openArena(url, tokens[2]);
    // signed in once a frame is answered (a broken frame before that closes the socket)
    s.send({ type: "answer", match_id: matchId, item_index: 0, choice_index: 1 });
    expect((await s.next("error")).error_key).toBe("arena_not_in_match");
    for (const f of [
      "{oops",
      { type: "dance" },
      { type: "join", arena_type: "music" },
      { type: "answer", match_id: 1 },
      [1, 2],
    ])
      s.send(f);
    const errors = await Promise.all([1, 2, 3, 4, 5].map(() => s.next("error")));
    expect(errors.map((e) => e.error_key)).toEqual(Array(5).fill("bad_frame"));
    s.send({ type: "answer", match_id: matchId, item_index: 0, choice_index: 1 });
    expect((await s.next("error")).error_key).toBe("arena_not_in_match");
    s.send({ type: "rejoin", match_id: matchId });
    expect((await s.next("error")).error_key).toBe("arena_match_not_found");
    s.send({ type: "join", arena_type: "words" });
    await s.next("queued");
    s.send({ type: "join", arena_type: "listening" });
    expect((await s.next("error")).error_key).toBe("arena_already_queued");
    s.send({ type: "cancel" });
    expect((await s.next("cancelled")).arena_type).toBe("words");
    await s.close();
    // a player of a finished match cannot rejoin it
    const p = await openArena(url, tokens[0]);
    p.send({ type: "rejoin", match_id: matchId });
    expect((await p.next("error")).error_key).toBe("arena_rejoin_expired");
    await p.close();
  });
});
