import { LiveSampleSetSchema } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createTeacher,
  createTestSchool,
  signIn,
  type TestSchool,
} from "../../test/factories.ts";
import { setSharedFanOut } from "../push/service.ts";
import type { PushJob } from "../push/shared-fan-out.ts";

const T = "/v3/teacher/live";

type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type Summary = {
  live_id: number;
  status: string;
  class_id: number;
  item_count: number;
  student_count: number;
};

const ITEMS = [
  { kind: "choice", prompt: "Tom ( ) a student.", options: ["am", "is", "are"], answer_index: 1 },
  { kind: "short_answer", prompt: "「りんご」を英語で", accepted: ["an apple", "apple"] },
  { kind: "read_aloud", prompt: "読みましょう", text: "I like green tea very much." },
];

describe.skipIf(skipPg)(
  "live class sessions: HTTP calls (teacher/live/*, live/current, live/history)",
  () => {
    let t: TestApp;
    let c: ReturnType<typeof client>;
    let school: TestSchool;
    let foreign: TestSchool;
    let teacher: string;
    let foreignTeacher: string;
    const pushes: PushJob[] = [];

    beforeAll(async () => {
      t = await buildTestApp();
      c = client(t.app);
      school = await createTestSchool(t, { students: 2 });
      foreign = await createTestSchool(t, { students: 1 });
      teacher = await school.teacher.signIn();
      foreignTeacher = await foreign.teacher.signIn();
      // Web Push fan-outs of this app's database are captured instead of sent.
      setSharedFanOut(t.db, {
        enqueue: (job) => {
          pushes.push(job);
          return true;
        },
      });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    const ok = <D>(r: Res) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as D;
    };
    const bad = (r: Res, status = 400) => {
      expect(r.statusCode, r.body).toBe(status);
      return (r.json() as { data: { error_key: string; fields?: Record<string, string> } }).data;
    };
    const create = (body: object, token = teacher) =>
      c.postJson(
        `${T}/create`,
        { class_id: school.classId, title: "朝の確認", items: ITEMS, ...body },
        token,
      );

    it("refuses bad bodies with 400 naming the field, and creates nothing", async () => {
      const cases: Array<[object, string]> = [
        [{ items: [] }, "items"],
        [{ items: Array.from({ length: 21 }, () => ITEMS[0]) }, "items"],
        [{ title: "" }, "title"],
        [{ title: "x".repeat(61) }, "title"],
        [{ class_id: "abc" }, "class_id"],
        [{ items: [{ ...ITEMS[0], options: ["only one"], answer_index: 0 }] }, "items.0.options"],
        [{ items: [{ ...ITEMS[0], answer_index: 3 }] }, "items.0.answer_index"],
        [{ items: [{ ...ITEMS[0], options: ["a", "b", "c", "d", "e"] }] }, "items.0.options"],
        [{ items: [{ kind: "short_answer", prompt: "p", accepted: [] }] }, "items.0.accepted"],
        [{ items: [{ kind: "read_aloud", prompt: "", text: "日本語の文です" }] }, "items.0.text"],
        [{ items: [{ kind: "essay", prompt: "p" }] }, "items.0.kind"],
      ];
      for (const [body, field] of cases) {
        const err = bad(await create(body));
        expect(err.error_key, JSON.stringify(body)).toBe("bad_request");
        expect(Object.keys(err.fields ?? {}).join(" "), JSON.stringify(body)).toContain(field.split(".")[0]);
      }
      expect(ok<{ total: number }>(await c.get(`${T}/list`, teacher)).total).toBe(0);
    });

    it("refuses another school's class and another teacher's class (404), and student tokens", async () => {
      expect(bad(await create({ class_id: foreign.classId }), 404).error_key).toBe("not_found");
      const other = await createTeacher(t.db, { schoolId: school.schoolId });
      const otherClass = await createClass(t.db, school.schoolId, "other", `OC${Date.now()}`, other.id);
      expect(bad(await create({ class_id: otherClass }), 404).error_key).toBe("not_found");
      const student = await school.student.signIn();
      expect((await create({}, student)).statusCode).toBe(401);
      expect((await c.get("/v3/live/current", teacher)).statusCode).toBe(401);
    });

    it("creates, lists, shows, ends a session; students see it as current, then in their history", async () => {
      const student = await school.student.signIn();
      expect(ok<{ live: unknown }>(await c.get("/v3/live/current", student)).live).toBeNull();

      const made = ok<{ live_id: number; live: Summary }>(await create({}));
      expect(made.live).toMatchObject({
        live_id: made.live_id,
        status: "open",
        item_count: 3,
        student_count: 2,
      });
      // the class's students get a push that opens /live (jump_schema 7)
      expect(pushes).toHaveLength(1);
      expect(pushes[0]?.studentIds.sort()).toEqual(school.students.map((s) => s.id).sort());
      expect(pushes[0]?.payload).toMatchObject({ jump_schema: 7, homework_id: 0, message_id: 0 });
      expect(pushes[0]?.payload.body).toContain("朝の確認");
      // one open session per class
      expect(bad(await create({})).error_key).toBe("live_already_open");

      const cur = ok<{ live: { live_id: number; title: string; item_count: number } }>(
        await c.get("/v3/live/current", student),
      );
      expect(cur.live).toMatchObject({ live_id: made.live_id, title: "朝の確認", item_count: 3 });
      // another school's student sees nothing of it
      const foreignStudent = await foreign.student.signIn();
      expect(ok<{ live: unknown }>(await c.get("/v3/live/current", foreignStudent)).live).toBeNull();

      const list = ok<{ items: Summary[]; total: number }>(
        await c.get(`${T}/list?class_id=${school.classId}`, teacher),
      );
      expect(list.total).toBe(1);
      expect(list.items[0]?.live_id).toBe(made.live_id);
      expect(bad(await c.get(`${T}/list?class_id=${foreign.classId}`, teacher), 404).error_key).toBe(
        "not_found",
      );
      expect(ok<{ total: number }>(await c.get(`${T}/list`, foreignTeacher)).total).toBe(0);
      expect(bad(await c.get(`${T}/list?page=0`, teacher)).error_key).toBe("bad_request");

      const detail = ok<{ items: Array<{ item: { kind: string } }>; students: unknown[]; totals: object }>(
        await c.get(`${T}/detail?live_id=${made.live_id}`, teacher),
      );
      expect(detail.items.map((i) => i.item.kind)).toEqual(["choice", "short_answer", "read_aloud"]);
      expect(detail.students).toHaveLength(2);
      expect(detail.totals).toMatchObject({ students: 2, participants: 0, answers: 0, correct_rate: null });
      // another school's teacher: the id is not revealed
      const hidden = bad(await c.get(`${T}/detail?live_id=${made.live_id}`, foreignTeacher), 404);
      expect(hidden.error_key).toBe("live_not_found");
      expect(
        bad(await c.postJson(`${T}/end`, { live_id: made.live_id }, foreignTeacher), 404).error_key,
      ).toBe("live_not_found");
      expect(bad(await c.get(`${T}/detail?live_id=x`, teacher)).error_key).toBe("bad_request");

      const ended = ok<{ live: Summary & { ended_at: string } }>(
        await c.postJson(`${T}/end`, { live_id: made.live_id }, teacher),
      );
      expect(ended.live.status).toBe("ended");
      expect(ended.live.ended_at).toBeTruthy();
      expect(bad(await c.postJson(`${T}/end`, { live_id: made.live_id }, teacher)).error_key).toBe(
        "live_ended",
      );
      expect(ok<{ live: unknown }>(await c.get("/v3/live/current", student)).live).toBeNull();

      const history = ok<{
        items: Array<{ live_id: number; my_score: number; answered: number }>;
        total: number;
      }>(await c.get("/v3/live/history", student));
      expect(history.total).toBe(1);
      expect(history.items[0]).toMatchObject({ live_id: made.live_id, my_score: 0, answered: 0 });
      expect(ok<{ total: number }>(await c.get("/v3/live/history", foreignStudent)).total).toBe(0);
      expect(bad(await c.get("/v3/live/history?limit=500", student)).error_key).toBe("bad_request");

      // a new session can start once the last one ended
      ok(await create({ title: "二回目" }));
      const again = ok<{ items: Summary[]; total: number }>(await c.get(`${T}/list?limit=1`, teacher));
      expect(again.total).toBe(2);
      expect(again.items).toHaveLength(1);
    });

    it("lets an administrator of the school reach every class, not another school's", async () => {
      const admin = await createTeacher(t.db, { schoolId: school.schoolId, role: "admin" });
      const token = await signIn(t.app, admin.username, "teacher");
      expect(ok<{ total: number }>(await c.get(`${T}/list`, token)).total).toBe(2);
      expect(bad(await create({ class_id: foreign.classId }, token), 404).error_key).toBe("not_found");
    });

    it("offers ready-made sets that are valid items", async () => {
      const { sets } = ok<{ sets: unknown[] }>(await c.get(`${T}/sample-sets`, teacher));
      expect(sets.length).toBeGreaterThanOrEqual(3);
      for (const s of sets) expect(LiveSampleSetSchema.safeParse(s).success).toBe(true);
    });
  },
);
