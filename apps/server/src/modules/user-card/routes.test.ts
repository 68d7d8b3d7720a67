import type { AchievePhoto, AchieveRankRow, AchieveTitle, UserCard, UserCardStats } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

const P = "/v3/user-card";
type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
type ErrorData = { error_key: string; fields?: Record<string, string> };
type Titles = { list: AchieveTitle[]; total: number; earned_count: number };
type Photos = { list: AchievePhoto[]; total: number };
type Info = { card: UserCard; is_me: 0 | 1; stats: UserCardStats | null };
type Ranking = { scope: string; list: AchieveRankRow[]; total: number };

describe.skipIf(skipPg)("user cards and achievements (user-card/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let other: TestSchool;
  let me: string;
  let mate: string;
  let stranger: string;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    other = await createTestSchool(t, { students: 1 });
    const [a, b, d] = school.students;
    await t.db.query("UPDATE students SET nickname = $2 WHERE id = $1", [a!.id, "Sora"]);
    await t.db.query("UPDATE students SET nickname = $2 WHERE id = $1", [b!.id, "Hana"]);
    await t.db.query("UPDATE students SET nickname = $2 WHERE id = $1", [d!.id, "Riku"]);
    me = await a!.signIn();
    mate = await b!.signIn();
    stranger = await other.student.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().code).toBe(status);
    return r.json().data as ErrorData;
  };
  const change = (change_type: string, achieve_id: number, token = me) =>
    c.postForm(`${P}/change-achieve`, { change_type, achieve_id: String(achieve_id) }, token);

  /** Real rows of the module tables: finished practices (one a day), answers, a read e-book, conversations. */
  async function practise(studentId: number) {
    const { catalog } = await t.app.content.load();
    const unit = catalog.books[0]!.units[0]!;
    const unitCodes = unit.sections.flatMap((s) => s.resources.map((r) => r.res_code));
    // the first unit done over 10 different days (the codes repeat when the unit is short), all at 100%
    const codes = Array.from(
      { length: Math.max(10, unitCodes.length) },
      (_, i) => unitCodes[i % unitCodes.length]!,
    );
    const ids: number[] = [];
    for (const [i, code] of codes.entries()) {
      const row = await t.db.one<{ id: number }>(
        `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, is_completed,
           percent_score, total_score, answered, finished_at, updated_at)
         VALUES ($1, $2, $3, $4, 1, 'practice', 1, 100, 5, 1, now() - make_interval(days => $5), now())
         RETURNING id`,
        [`uc-${studentId}-${i}`, studentId, school.schoolId, code, Math.min(i, 9)],
      );
      ids.push(row!.id);
    }
    await t.db.query(
      `INSERT INTO practice_answers (attempt_id, question_id, payload, score)
       SELECT $1, 'q' || g, '{}'::jsonb, 5 FROM generate_series(1, 120) g`,
      [ids[0]],
    );
    await t.db.query(
      "INSERT INTO ebook_states (student_id, school_id, book_id, is_read, read_at) VALUES ($1, $2, 'eb-01', true, now())",
      [studentId, school.schoolId],
    );
    await t.db.query(
      `INSERT INTO ai_speaking_sessions (student_id, school_id, scenario_id, title, title_ja, level, min_turns, status)
       SELECT $1, $2, 'as-01-first-day', 'First Day', '初日', 'A1', 3, 'finished' FROM generate_series(1, 3)`,
      [studentId, school.schoolId],
    );
  }

  it("a new student: nothing earned yet, every achievement with how to earn it, the standard frame", async () => {
    const earned = ok<Titles>(await c.get(`${P}/achieve-title-list`, me));
    expect(earned).toMatchObject({ list: [], total: 0, earned_count: 0 });
    const all = ok<Titles>(await c.get(`${P}/achieve-title-list?is_all=1&limit=50`, me));
    expect(all.total).toBe(16);
    expect(all.list[0]).toMatchObject({ code: "first-practice", earned: 0, progress: 0, target: 1 });
    expect(all.list.every((x) => x.how_ja.length > 0 && x.how_en.length > 0)).toBe(true);
    const photos = ok<Photos>(await c.get(`${P}/achieve-photo-list`, me));
    expect(photos.list.map((p) => p.code)).toEqual(["standard"]);
    const { card } = ok<{ card: UserCard }>(await c.get(`${P}/my-selected`, me));
    expect(card).toMatchObject({
      nickname: "Sora",
      title: null,
      badges: [],
      achieve_count: 0,
      achieve_total: 16,
    });
    expect(card.frame.code).toBe("standard");
  });

  it("earns achievements from real milestones when the card is opened, with progress towards the rest", async () => {
    await practise(school.students[0]!.id);
    const earned = ok<Titles>(await c.get(`${P}/achieve-title-list?limit=50`, me));
    expect(earned.list.map((x) => x.code)).toEqual([
      "first-practice",
      "answers-100",
      "perfect-practice",
      "unit-complete",
      "first-book",
      "conversation-pro",
      "ten-days",
    ]);
    expect(earned.list.every((x) => x.earned === 1 && x.earned_at !== null)).toBe(true);
    const all = ok<Titles>(await c.get(`${P}/achieve-title-list?is_all=1&limit=5&page=1`, me));
    expect(all).toMatchObject({ total: 16, earned_count: 7 });
    expect(all.list).toHaveLength(5);
    expect(all.list.find((x) => x.code === "answers-500")).toMatchObject({
      earned: 0,
      progress: 120,
      target: 500,
    });
    const frames = ok<Photos>(await c.get(`${P}/achieve-photo-list?is_all=1&photo_type=1`, me));
    expect(frames.list.map((f) => [f.code, f.earned])).toEqual([
      ["standard", 1],
      ["sakura", 1],
      ["wave", 0],
      ["library", 0],
      ["star", 0],
      ["gold", 0],
    ]);
    expect(frames.list.find((f) => f.code === "gold")).toMatchObject({ progress: 7, target: 10 });
    const badges = ok<Photos>(await c.get(`${P}/achieve-photo-list?photo_type=2&limit=3&page=3`, me));
    expect(badges).toMatchObject({ total: 7 });
    expect(badges.list.map((b) => b.code)).toEqual(["ten-days"]);
  });

  it("chooses only earned titles, frames and badges (at most 3 badges)", async () => {
    expect(ok<{ card: UserCard }>(await change("title", 5)).card.title?.title_ja).toBe("パーフェクト");
    expect(bad(await change("title", 4)).error_key).toBe("user_card_not_earned");
    expect(bad(await change("frame", 105)).error_key).toBe("user_card_not_earned");
    expect(ok<{ card: UserCard }>(await change("frame", 102)).card.frame.code).toBe("sakura");
    for (const id of [1, 7, 12]) await change("badge_add", id);
    expect(ok<{ card: UserCard }>(await change("badge_add", 7)).card.badges.map((b) => b.photo_id)).toEqual([
      1, 7, 12,
    ]);
    expect(bad(await change("badge_add", 16)).error_key).toBe("user_card_badges_full");
    expect(bad(await change("badge_add", 3)).error_key).toBe("user_card_not_earned");
    expect(
      ok<{ card: UserCard }>(await change("badge_remove", 7)).card.badges.map((b) => b.photo_id),
    ).toEqual([1, 12]);
    expect(bad(await change("title", 99), 404).error_key).toBe("user_card_achieve_not_found");
    expect(bad(await change("frame", 7), 404).error_key).toBe("user_card_achieve_not_found");
    expect(Object.keys(bad(await change("crown", 1)).fields ?? {})).toEqual(["body.change_type"]);
    expect(Object.keys(bad(await change("title", -1)).fields ?? {})).toEqual(["body.achieve_id"]);
    // another student cannot show what only Sora earned
    expect(bad(await change("badge_add", 1, mate)).error_key).toBe("user_card_not_earned");
    const photos = ok<Photos>(await c.get(`${P}/achieve-photo-list`, me));
    expect(photos.list.filter((p) => p.is_selected === 1).map((p) => p.code)).toEqual([
      "sakura",
      "first-practice",
      "conversation-pro",
    ]);
  });

  it("shows a schoolmate's card with only what they chose, figures only when shown; other schools' cards are refused", async () => {
    const sora = school.students[0]!.id;
    const hidden = ok<Info>(await c.get(`${P}/get-student-info?card_student_id=${sora}`, mate));
    expect(hidden).toMatchObject({ is_me: 0, stats: null });
    expect(hidden.card).toMatchObject({ nickname: "Sora", achieve_count: 7, show_stats: 0 });
    expect(hidden.card.badges.map((b) => b.code)).toEqual(["first-practice", "conversation-pro"]);
    expect(hidden.card.title?.title_en).toBe("Perfect Score");
    expect(hidden.card.frame.code).toBe("sakura");
    expect(JSON.stringify(hidden)).not.toContain(school.students[0]!.username);
    ok(await change("show_stats", 0));
    const week = ok<Info>(await c.get(`${P}/get-student-info?card_student_id=${sora}&range_type=1`, mate));
    expect(week.stats).toMatchObject({ range_type: 1, practice_count: 7, study_days: 7, average_score: 100 });
    const allTime = ok<Info>(await c.get(`${P}/get-student-info?card_student_id=${sora}&range_type=3`, mate));
    expect(allTime.stats).toMatchObject({ from_day: null, study_days: 10, answer_count: 120 });
    const own = ok<Info>(
      await c.get(`${P}/get-student-info?card_student_id=${school.students[1]!.id}`, mate),
    );
    expect(own.is_me).toBe(1);
    expect(own.stats).toMatchObject({ range_type: 2, practice_count: 0, average_score: null });
    const foreign = bad(await c.get(`${P}/get-student-info?card_student_id=${sora}`, stranger), 404);
    expect(foreign.error_key).toBe("user_card_student_not_found");
    expect(
      bad(await c.get(`${P}/get-student-info?card_student_id=${other.student.id}`, me), 404).error_key,
    ).toBe("user_card_student_not_found");
    expect(
      Object.keys(
        bad(await c.get(`${P}/get-student-info?card_student_id=x&range_type=5`, me)).fields ?? {},
      ).sort(),
    ).toEqual(["querystring.card_student_id", "querystring.range_type"]);
    expect((await c.get(`${P}/my-selected`)).statusCode).toBe(401);
  });

  it("ranks the class and the school by achievements, with nicknames only", async () => {
    const cls = ok<Ranking>(await c.get(`${P}/report/achieve-ranking`, mate));
    expect(cls.scope).toBe("class");
    expect(cls.list.map((r) => [r.rank, r.nickname, r.achieve_count, r.is_me])).toEqual([
      [1, "Sora", 7, 0],
      [2, "Hana", 0, 1],
      [2, "Riku", 0, 0],
    ]);
    expect(cls.list[0]).toMatchObject({ title_ja: "パーフェクト", frame_code: "sakura" });
    for (const s of school.students) expect(JSON.stringify(cls)).not.toContain(s.username);
    const mine = ok<Record<string, number>>(await c.get(`${P}/report/my-achieve-ranking`, me));
    expect(mine).toEqual({
      achieve_count: 7,
      achieve_total: 16,
      class_rank: 1,
      class_size: 3,
      school_rank: 1,
      school_size: 3,
    });
    const theirs = ok<Ranking>(await c.get(`${P}/report/achieve-ranking?scope=school&limit=10`, stranger));
    expect(theirs.list.map((r) => r.card_student_id)).toEqual([other.student.id]);
    expect(bad(await c.get(`${P}/report/achieve-ranking?scope=world`, me)).fields).toHaveProperty([
      "querystring.scope",
    ]);
    expect(ok<Ranking>(await c.get(`${P}/report/achieve-ranking?page=9`, me))).toMatchObject({
      list: [],
      total: 3,
    });
  });
});
