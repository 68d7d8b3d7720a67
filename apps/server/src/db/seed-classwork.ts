import { JUMP_SCHEMA } from "@hibiki/contracts";
import { ContentCatalog } from "../modules/content/catalog-store.ts";
import { insertHomework, setHomeworkMessage } from "../modules/homework/repository.ts";
import { insertMessage } from "../modules/messages/repository.ts";
import { resPath } from "../modules/textbook/presenter.ts";
import { buildItems, wordsOf } from "../modules/word-tests/items.ts";
import { insertWordTest } from "../modules/word-tests/repository.ts";
import type { Db, Queryable } from "./client.ts";
import { DEMO_SCHOOL } from "./seed-data.ts";

/**
 * Demo classwork for the demo school's class 1年A組 (teacher1): an open homework (word choice and
 * Japanese-to-English writing), an expired one, a teacher message and an open word test. Original text.
 * Runs once: nothing happens when the school has homework already or the demo accounts are missing.
 */

const DAY_MS = 86_400_000;
const WORD_LIST = "jh1-u1-word-choice";

async function studentIds(db: Queryable, classId: number): Promise<number[]> {
  return (
    await db.query<{ id: number }>("SELECT id FROM students WHERE class_id = $1 ORDER BY id", [classId])
  ).map((r) => r.id);
}

async function seedHomework(
  db: Queryable,
  ctx: { schoolId: number; classId: number; teacherId: number; teacherName: string; students: number[] },
  h: {
    title: string;
    comment: string;
    deadlineDays: number;
    topics: Array<{ resCode: string; questionIds: string }>;
  },
) {
  const id = await insertHomework(db, {
    schoolId: ctx.schoolId,
    classId: ctx.classId,
    teacherId: ctx.teacherId,
    title: h.title,
    comment: h.comment,
    releaseAt: null,
    studentIds: null,
    deadline: new Date(Date.now() + h.deadlineDays * DAY_MS).toISOString(),
    requiredTimes: 0,
    hasLimit: 0,
    limitNumber: 0,
    switches: { sample_answer: 1, speech_speed: 1, subtitle: 1, translation: 1, answer_tips: 1 },
    topics: h.topics,
  });
  const msg = await insertMessage(
    db,
    {
      schoolId: ctx.schoolId,
      tab: "system",
      kind: "notice",
      teacherId: ctx.teacherId,
      senderName: ctx.teacherName,
      title: `新しい宿題: ${h.title}`,
      body: h.comment,
      jumpSchema: JUMP_SCHEMA.homeworkDetail,
      homeworkId: id,
      classId: ctx.classId,
    },
    ctx.students,
  );
  await setHomeworkMessage(db, id, msg);
}

/**
 * Seeds the demo classwork.
 * @param db - a migrated, seeded database
 * @param contentDir - the built content folder (content/dist); without it the word test is skipped
 * @returns what was written
 */
export async function seedClasswork(
  db: Db,
  contentDir: string,
): Promise<{ homework: number; wordTests: number }> {
  const ctx = await db.one<{ school_id: number; class_id: number; teacher_id: number; teacher_name: string }>(
    `SELECT s.id AS school_id, c.id AS class_id, t.id AS teacher_id, t.name AS teacher_name
     FROM schools s JOIN teachers t ON t.school_id = s.id AND t.username = 'teacher1'
     JOIN classes c ON c.school_id = s.id AND c.class_code = 'DEMO1A' WHERE s.name = $1`,
    [DEMO_SCHOOL],
  );
  if (!ctx) return { homework: 0, wordTests: 0 };
  if (await db.one("SELECT 1 FROM homework WHERE school_id = $1", [ctx.school_id]))
    return { homework: 0, wordTests: 0 };
  const base = {
    schoolId: ctx.school_id,
    classId: ctx.class_id,
    teacherId: ctx.teacher_id,
    teacherName: ctx.teacher_name,
    students: await studentIds(db, ctx.class_id),
  };
  let words: ReturnType<typeof wordsOf> = [];
  let version = 0;
  try {
    const found = await new ContentCatalog(() => contentDir).resource(WORD_LIST);
    if (found) {
      words = wordsOf(found.resource);
      version = found.entry.res_version;
    }
  } catch {
    // No built content: homework still refers to res_codes; only the word test needs the words now.
    words = [];
  }
  return db.transaction(async (tx) => {
    await seedHomework(tx, base, {
      title: "Unit 1 学校にあるもの",
      comment: "単語を選ぶ問題と英作文です。金曜日までに出してください。",
      deadlineDays: 5,
      topics: [
        { resCode: WORD_LIST, questionIds: "" },
        { resCode: "jh1-u3-ja-to-en-writing", questionIds: "je01,je02" },
      ],
    });
    await seedHomework(tx, base, {
      title: "音読の練習（先週分）",
      comment: "先週の音読です。締め切りは過ぎましたが、まだ提出できます。",
      deadlineDays: -2,
      topics: [{ resCode: "jh1-u1-read-aloud", questionIds: "" }],
    });
    await insertMessage(
      tx,
      {
        schoolId: base.schoolId,
        tab: "teacher",
        kind: "message",
        teacherId: base.teacherId,
        senderName: base.teacherName,
        title: "来週の小テストについて",
        body: "来週の月曜日に Unit 1 の単語テストをします。アプリの単語テストで練習しておきましょう。",
        jumpSchema: JUMP_SCHEMA.newsDetail,
        classId: base.classId,
      },
      base.students,
    );
    if (words.length < 2) return { homework: 2, wordTests: 0 };
    const items = buildItems(words, 2, (file) => resPath(WORD_LIST, version, file));
    await insertWordTest(tx, {
      schoolId: base.schoolId,
      classId: base.classId,
      teacherId: base.teacherId,
      title: "Unit 1 単語テスト",
      testType: 2,
      resCode: WORD_LIST,
      items,
      startAt: new Date(Date.now() - DAY_MS).toISOString(),
      endAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    });
    return { homework: 2, wordTests: 1 };
  });
}
