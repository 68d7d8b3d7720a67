import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import {
  type ArenaClient,
  buildArenaApp,
  correctIndexes,
  listen,
  openArena,
  pairUp,
  playAll,
} from "./test-client.ts";

describe.skipIf(skipPg)("arena: the bot, leaving the queue, and forfeits", () => {
  let t: TestApp;
  let url: string;
  let school: TestSchool;
  let tokens: string[];
  const open: ArenaClient[] = [];
  const connect = async (token: string) => {
    const c = await openArena(url, token);
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    // the bot after 1.5 s (humans joining together pair long before), always right; 0.3 s to come back
    t = await buildArenaApp({
      HIBIKI_ARENA_BOT_MS: "1500",
      HIBIKI_ARENA_BOT_ACCURACY: "1",
      HIBIKI_ARENA_GRACE_MS: "300",
    });
    url = await listen(t.app);
    school = await createTestSchool(t, { students: 6 });
    tokens = await Promise.all(school.students.map((s) => s.signIn()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t?.close();
  });

  it("gives a student alone a clearly labelled bot, which answers and is saved", async () => {
    const s = await connect(tokens[0]!);
    s.send({ type: "join", arena_type: "words" });
    expect(await s.next("queued")).toMatchObject({ bot_after_ms: 1500 });
    const m = await s.next("matched");
    expect(m.opponent).toEqual({ nickname: "ロボ・ヒビキ", is_bot: true });
    const id = m.match_id as number;
    const right = await correctIndexes(t.db, id);
    const finished = await playAll(s, id, 5, (i) => (right[i]! + 1) % 4);
    const botResults = s.all("answer_result").filter((f) => f.player === "opponent");
    expect(botResults).toHaveLength(5);
    expect(botResults.every((f) => f.correct === true)).toBe(true);
    expect(finished).toMatchObject({ outcome: "lose", my_score: 0, points_awarded: 10, forfeit: false });
    const r = await client(t.app).get(`/v3/arena/match-result?match_id=${id}`, tokens[0]);
    expect(r.json().data).toMatchObject({
      opponent: { nickname: "ロボ・ヒビキ", is_bot: true },
      outcome: "lose",
    });
  });

  it("takes a queued student whose socket closed out of the queue", async () => {
    const gone = await connect(tokens[1]!);
    gone.send({ type: "join", arena_type: "grammar" });
    await gone.next("queued");
    await gone.close();
    // poll (no fixed wait): the student can queue again once the server let the closed socket go
    const back = await connect(tokens[1]!);
    for (let tries = 0; ; tries++) {
      back.send({ type: "join", arena_type: "grammar" });
      const f = await Promise.race([back.next("queued"), back.next("error")]);
      if (f.type === "queued") break;
      expect(f.error_key).toBe("arena_already_queued");
      expect(tries).toBeLessThan(500);
    }
    back.send({ type: "cancel" });
    await back.next("cancelled");
    // a classmate joining now waits: nobody left behind in the queue pairs with them
    const mate = await connect(tokens[2]!);
    mate.send({ type: "join", arena_type: "grammar" });
    await mate.next("queued");
    mate.send({ type: "cancel" });
    await mate.next("cancelled");
    expect(mate.all("matched")).toEqual([]);
  });

  it("gives the match to the opponent when a dropped player does not come back in time", async () => {
    const a = await connect(tokens[3]!);
    const b = await connect(tokens[4]!);
    const id = await pairUp(a, b, "listening");
    await Promise.all([a.next("item"), b.next("item")]);
    b.send({ type: "answer", match_id: id, item_index: 0, choice_index: 0 });
    await a.close();
    expect(await b.next("opponent_left")).toMatchObject({ match_id: id, grace_ms: 300 });
    expect(await b.next("finished")).toMatchObject({
      match_id: id,
      outcome: "win",
      forfeit: true,
      points_awarded: 30,
    });
    const row = await t.db.one<Record<string, unknown>>(
      "SELECT status, winner, forfeit, player1_points, player2_points FROM arena_matches WHERE id = $1",
      [id],
    );
    expect(row).toEqual({
      status: "finished",
      winner: 2,
      forfeit: true,
      player1_points: 0,
      player2_points: 30,
    });
    const claims = await t.db.query<{ student_id: number; points: number }>(
      "SELECT student_id, points FROM integral_claims WHERE period_key = $1",
      [`arena:${id}`],
    );
    expect(claims).toEqual([{ student_id: school.students[4]!.id, points: 30 }]);
    const late = await connect(tokens[3]!);
    late.send({ type: "rejoin", match_id: id });
    expect((await late.next("error")).error_key).toBe("arena_rejoin_expired");
    const r = await client(t.app).get(`/v3/arena/match-result?match_id=${id}`, tokens[3]);
    expect(r.json().data).toMatchObject({ outcome: "lose", forfeit: true, points_awarded: 0 });
  });

  it("ends running matches and timers when the app closes", async () => {
    const s = await connect(tokens[5]!);
    s.send({ type: "join", arena_type: "words" });
    await s.next("matched");
    await s.next("item");
    await t.close();
    expect(await s.closed()).toBeGreaterThan(0);
    const row = await t.db.one<{ n: number }>("SELECT 1 AS n").catch(() => null);
    expect(row).toBeNull();
  });
});
