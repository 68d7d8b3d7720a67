import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Db, postgresDb } from "../../db/client.ts";
import { loadEnv } from "../../env.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { accountDataCacheOf } from "./account-data-cache.ts";
import { sessionCacheOf } from "./session-cache.ts";

const onPg = process.env.HIBIKI_TEST_DB === "pg";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Sessions and the homework badge are cached per process (session-cache.ts, account-data-cache.ts). Here
 * process A writes and process B, which has just cached the old state, must see the change on its very
 * next request: two apps on one PostgreSQL database sharing Redis (the api-pg lane), or on the embedded
 * database the one process, whose changes apply in-process (api lane).
 */
describe.skipIf(skipPg)("session cache invalidation across processes", () => {
  let t: TestApp;
  let dbB: Db;
  let appB: FastifyInstance;
  let a: ReturnType<typeof client>;
  let b: ReturnType<typeof client>;
  let teacher: string;
  /** the teacher's class of five students, each with an active card */
  let school: TestSchool;

  beforeAll(async () => {
    t = await buildTestApp(onPg ? { REDIS_URL } : {});
    a = client(t.app);
    if (onPg) {
      const { name } = (await t.db.one<{ name: string }>("SELECT current_database() AS name"))!;
      const url = new URL(process.env.DATABASE_URL as string);
      url.pathname = `/${name}`;
      dbB = postgresDb(new pg.Pool({ connectionString: url.toString(), max: 4 }));
      const env = loadEnv({ LOG_LEVEL: "silent", HIBIKI_WEB_DIST: "/nonexistent-web-dist", REDIS_URL });
      appB = await buildApp({ db: dbB, env, logger: false });
      await appB.ready();
    } else {
      dbB = t.db;
      appB = t.app;
    }
    b = client(appB);
    school = await createTestSchool(t, { students: 5 });
    teacher = await a.login(school.teacher.username, "pass1234", "/v3/teacher/login");
  });
  afterAll(async () => {
    if (onPg) {
      await appB?.close();
      await dbB?.close();
    }
    await t?.close();
  });

  /**
   * Reads the dashboard on B until B holds the token's session in its cache (a change published by A's
   * login may still be arriving during B's first read, which then is not stored).
   */
  const cachedOnB = async (token: string) => {
    const cache = sessionCacheOf(dbB);
    for (let i = 0; ; i++) {
      const res = await b.get("/v3/student/dashboard", token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as {
        cur_card: { is_expired: number } | null;
        unfinished_homework_count: number;
      };
      expect(cache.enabled).toBe(true);
      if (cache.size > 0 && accountDataCacheOf(dbB, "unfinished-homework", "student").size > 0) return data;
      expect(i).toBeLessThan(20);
    }
  };

  it("a login elsewhere on A ends the old token on B at once", async () => {
    const first = await a.login(school.students[0]!.username);
    await cachedOnB(first);
    const second = await a.login(school.students[0]!.username);
    const old = await b.get("/v3/student/dashboard", first);
    expect(old.statusCode).toBe(401);
    expect(old.json().data.error_key).toBe("token_login_elsewhere");
    expect((await b.get("/v3/student/dashboard", second)).statusCode).toBe(200);
  });

  it("a logout on A ends the token on B at once", async () => {
    const token = await a.login(school.students[1]!.username);
    await cachedOnB(token);
    expect((await a.postForm("/v3/student/logout", {}, token)).statusCode).toBe(200);
    const after = await b.get("/v3/student/dashboard", token);
    expect(after.statusCode).toBe(401);
    expect(after.json().data.error_key).toBe("token_invalid");
  });

  it("a teacher's password reset on A ends the student's token on B at once", async () => {
    const token = await a.login(school.students[2]!.username);
    await cachedOnB(token);
    const id = school.students[2]!.id;
    const reset = await a.postJson(
      "/v3/teacher/student-reset-password",
      { student_id: id, password: "newpass12" },
      teacher,
    );
    expect(reset.statusCode).toBe(200);
    expect((await b.get("/v3/student/dashboard", token)).statusCode).toBe(401);
  });

  it("a card withdrawn by the teacher on A is expired on B's next dashboard", async () => {
    const token = await a.login(school.students[3]!.username);
    expect((await cachedOnB(token)).cur_card?.is_expired).toBe(0);
    const revoke = await a.postJson(
      "/v3/teacher/card-revoke",
      { card_id: school.students[3]!.cardId },
      teacher,
    );
    expect(revoke.statusCode).toBe(200);
    const after = await b.get("/v3/student/dashboard", token);
    expect(after.json().data.cur_card.is_expired).toBe(1);
    // and the card gate of the other calls closes too
    expect((await b.get("/v3/homework-for-student/new-notice-total", token)).statusCode).toBe(403);
  });

  it("homework set on A, and the student leaving the class on A, change B's badge at once", async () => {
    const token = await a.login(school.students[4]!.username);
    const before = (await cachedOnB(token)).unfinished_homework_count;
    const classId = school.classId;
    const set = await a.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: classId,
        title: "cache check",
        topics: [{ res_code: "jh1-u1-word-choice" }],
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
      teacher,
    );
    expect(set.statusCode).toBe(200);
    expect((await cachedOnB(token)).unfinished_homework_count).toBe(before + 1);
    expect((await a.postForm("/v3/student/leave-class", {}, token)).statusCode).toBe(200);
    expect((await cachedOnB(token)).unfinished_homework_count).toBe(0);
  });
});
