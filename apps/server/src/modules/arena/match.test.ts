import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import {
  type ArenaClient,
  buildArenaApp,
  correctIndexes,
  type Frame,
  listen,
  openArena,
  pairUp,
  playAll,
} from "./test-client.ts";

describe.skipIf(skipPg)("arena matches over the socket", () => {
  let t: TestApp;
  let url: string;
  let school: TestSchool;
  let other: TestSchool;
  let tokens: string[];
  let next = 0;
  const open: ArenaClient[] = [];
  /** a signed-in socket of a student not used before */
  const fresh = async () => {
    const c = await openArena(url, tokens[next++]);
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await buildArenaApp({});
    url = await listen(t.app);
    school = await createTestSchool(t, { students: 20 });
    other = await createTestSchool(t, { students: 2 });
    tokens = await Promise.all(school.students.map((s) => s.signIn()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t?.close();
  });

  it("plays a whole match: both see each answer live, the right option when the item closes, and the end", async () => {
    const [a, b] = [await fresh(), await fresh()];
    a.send({ type: "join", arena_type: "listening" });
    const queued = await a.next("queued");
    expect(queued).toMatchObject({ arena_type: "listening", bot_after_ms: 60000 });
    b.send({ type: "join", arena_type: "listening" });
    const [ma, mb] = await Promise.all([a.next("matched"), b.next("matched")]);
    expect(ma).toMatchObject({ arena_type: "listening", item_count: 5, opponent: { is_bot: false } });
    expect(ma.opponent).toEqual({ nickname: mb.my_nickname, is_bot: false });
    const id = ma.match_id as number;
    const right = await correctIndexes(t.db, id);
    for (let i = 0; i < 5; i++) {
      const [ia, ib] = await Promise.all([a.next("item"), b.next("item")]);
      expect(ia).toEqual({ ...ib, remaining_ms: ia.remaining_ms });
      expect(ia).toMatchObject({ item_index: i, duration_ms: 20000 });
      expect(ia.audio_text).toBeTruthy();
      expect((ia.options as string[]).length).toBe(4);
      // a answers right first; b sees it live, then answers wrong (or draws level on the last item)
      a.send({ type: "answer", match_id: id, item_index: i, choice_index: right[i] });
      const at = (who: string) => (f: Frame) => f.player === who && f.item_index === i;
      const mine = await a.next("answer_result", at("me"));
      expect(mine).toMatchObject({ player: "me", correct: true, item_index: i });
      expect(mine.points as number).toBeGreaterThanOrEqual(10);
      expect(mine).not.toHaveProperty("correct_index");
      expect(await b.next("answer_result", at("opponent"))).toMatchObject({
        player: "opponent",
        correct: true,
        points: mine.points,
      });
      a.send({ type: "answer", match_id: id, item_index: i, choice_index: right[i] });
      expect((await a.next("error")).error_key).toBe("arena_already_answered");
      b.send({ type: "answer", match_id: id, item_index: i, choice_index: (right[i]! + 1) % 4 });
      const closing = await b.next("answer_result", at("me"));
      expect(closing).toMatchObject({ player: "me", correct: false, points: 0, correct_index: right[i] });
      const [ea, eb] = await Promise.all([a.next("item_end"), b.next("item_end")]);
      expect(ea).toMatchObject({
        correct_index: right[i],
        my_choice: right[i],
        opponent_choice: (right[i]! + 1) % 4,
      });
      expect(eb).toMatchObject({ my_choice: (right[i]! + 1) % 4, opponent_score: ea.my_score, my_score: 0 });
    }
    // an answer to a closed item
    const [fa, fb] = await Promise.all([a.next("finished"), b.next("finished")]);
    expect(fa).toMatchObject({
      match_id: id,
      outcome: "win",
      points_awarded: 30,
      forfeit: false,
      opponent_score: 0,
    });
    expect(fb).toMatchObject({
      outcome: "lose",
      points_awarded: 10,
      my_score: 0,
      opponent_score: fa.my_score,
    });
    a.send({ type: "answer", match_id: id, item_index: 4, choice_index: 0 });
    expect((await a.next("error")).error_key).toBe("arena_not_in_match");
    const saved = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM arena_answers WHERE match_id = $1",
      [id],
    );
    expect(saved[0]?.n).toBe(10);
    // free again: a can queue for another match
    a.send({ type: "join", arena_type: "words" });
    await a.next("queued");
    a.send({ type: "cancel" });
    await a.next("cancelled");
  });

  it("pairs students of the same school, or of another school with the same level, and no one else", async () => {
    const outsider = await openArena(url, await other.students[0]!.signIn());
    open.push(outsider);
    outsider.send({ type: "join", arena_type: "grammar" });
    await outsider.next("queued");
    const [x, y] = [await fresh(), await fresh()];
    const id = await pairUp(x, y, "grammar");
    expect(id).toBeGreaterThan(0);
    // the outsider was still waiting: cancelling takes them out of the queue
    outsider.send({ type: "cancel" });
    expect((await outsider.next("cancelled")).arena_type).toBe("grammar");
    // the same CEFR-J level pairs across schools
    const z = await fresh();
    for (const sid of [other.students[0]!.id, school.students[next - 1]!.id])
      await t.db.query(
        "INSERT INTO cefr_student_levels (student_id, school_id, level) SELECT id, school_id, 'A1.2' FROM students WHERE id = $1",
        [sid],
      );
    const mid = await pairUp(outsider, z, "grammar");
    const row = await t.db.one<{ p1: number; p2: number }>(
      "SELECT player1_id AS p1, player2_id AS p2 FROM arena_matches WHERE id = $1",
      [mid],
    );
    expect(row).toEqual({ p1: other.students[0]!.id, p2: school.students[next - 1]!.id });
  });

  it("pairs 10 students joining at once into 5 matches, nobody twice", async () => {
    const cs = await Promise.all(Array.from({ length: 10 }, () => fresh()));
    for (const c of cs) c.send({ type: "join", arena_type: "words" });
    const matched = await Promise.all(cs.map((c) => c.next("matched")));
    const ids = matched.map((m) => m.match_id as number);
    expect(new Set(ids).size).toBe(5);
    for (const id of new Set(ids)) expect(ids.filter((x) => x === id)).toHaveLength(2);
    const rows = await t.db.query<{ p1: number; p2: number }>(
      `SELECT player1_id AS p1, player2_id AS p2 FROM arena_matches WHERE id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    const players = rows.flatMap((r) => [r.p1, r.p2]);
    expect(new Set(players).size).toBe(10);
    // a student in a match cannot queue again
    cs[0]!.send({ type: "join", arena_type: "grammar" });
    expect((await cs[0]!.next("error")).error_key).toBe("arena_already_in_match");
  });

  it("tells the opponent when a player drops, and lets the player rejoin in time and go on", async () => {
    const a = await fresh();
    const aToken = tokens[next - 1]!;
    const b = await fresh();
    const id = await pairUp(a, b, "words");
    const right = await correctIndexes(t.db, id);
    await Promise.all([a.next("item"), b.next("item")]);
    await a.close();
    expect(await b.next("opponent_left")).toMatchObject({ match_id: id, grace_ms: 20000 });
    const again = await openArena(url, aToken);
    open.push(again);
    again.send({ type: "join", arena_type: "words" });
    expect((await again.next("error")).error_key).toBe("arena_already_in_match");
    again.send({ type: "rejoin", match_id: id });
    expect(await again.next("resumed")).toMatchObject({
      match_id: id,
      item_index: 0,
      answered: false,
      item_count: 5,
    });
    expect(await again.next("item")).toMatchObject({ item_index: 0 });
    expect(await b.next("opponent_back")).toMatchObject({ match_id: id });
    // both answer every item right: a draw, 20 points each
    again.send({ type: "answer", match_id: id, item_index: 0, choice_index: right[0] });
    b.send({ type: "answer", match_id: id, item_index: 0, choice_index: right[0] });
    await Promise.all([again.next("item_end"), b.next("item_end")]);
    const [fa, fb] = await Promise.all([
      playAll(again, id, 5, (i) => right[i]!, 1),
      playAll(b, id, 5, (i) => right[i]!, 1),
    ]);
    expect(fa).toMatchObject({ forfeit: false });
    expect(fa.my_score).toBe(fb.opponent_score);
    const expected =
      fa.my_score === fa.opponent_score
        ? "draw"
        : (fa.my_score as number) > (fb.my_score as number)
          ? "win"
          : "lose";
    expect(fa.outcome).toBe(expected);
  });
});
