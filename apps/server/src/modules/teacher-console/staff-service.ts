import { EIKEN_LEVELS } from "@hibiki/contracts";
import type { ExerciseKind } from "@hibiki/exercises";
import { EIKEN_SECTIONS, type EikenSection } from "@hibiki/exercises/eiken";
import { listeningRegion } from "@hibiki/exercises/listening-exam";
import { TOKYO_FORMAT } from "@hibiki/exercises/tokyo";
import type { Queryable } from "../../db/client.ts";
import { BadRequest } from "../../errors.ts";
import { hashPassword } from "../../lib/password.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { wordsOf } from "../word-tests/items.ts";
import { requireAdmin } from "./policy.ts";
import { insertTeacher, listTeachers, type TeacherAccountRow, takenUsernames } from "./repository.ts";

const present = (t: TeacherAccountRow) => ({
  teacher_id: t.id,
  username: t.username,
  name: t.name,
  email: t.email,
  role: t.role,
  class_count: t.class_count,
});

/** @returns the school's teachers. @throws AppError 403 for a plain teacher */
export async function teachers(db: Queryable, caller: TeacherCaller) {
  requireAdmin(caller);
  return { items: (await listTeachers(db, caller.schoolId)).map(present) };
}

/**
 * Creates a teacher or administrator account in the caller's school.
 * @throws AppError 403 for a plain teacher, 400 when the account ID is taken
 */
export async function createTeacher(
  db: Queryable,
  caller: TeacherCaller,
  b: { username: string; password: string; name: string; email: string; role: "teacher" | "admin" },
) {
  requireAdmin(caller);
  if ((await takenUsernames(db, [b.username])).size > 0) {
    throw BadRequest("bad_request", `このアカウントIDは使われています: ${b.username}`, {
      "body.username": "taken",
    });
  }
  const id = await insertTeacher(db, {
    ...b,
    schoolId: caller.schoolId,
    hash: await hashPassword(b.password),
  });
  const row = (await listTeachers(db, caller.schoolId)).find((t) => t.id === id);
  return present(row as TeacherAccountRow);
}

/** A label for an item: its prompt text, else its question id. */
function itemLabel(item: Record<string, unknown>): string {
  for (const k of ["screen_text", "screen_en_text", "screen_jp_text", "screen_title", "title"]) {
    const v = item[k];
    if (typeof v === "string" && v.trim()) return v.trim().slice(0, 80);
  }
  return String(item.question_id ?? "");
}

/**
 * Every resource of the catalogue that homework can use, with its items (for question_ids) and whether
 * it works as a word list.
 * @returns resources in book order
 */
export async function assignableResources(content: ContentCatalog) {
  const { catalog } = await content.load();
  const items = [];
  const entry = async (
    r: { res_code: string; title: { ja: string }; kind: string },
    where: { book: string; unit: string; section: string },
  ) => {
    const found = await content.resource(r.res_code);
    const raw = (found?.resource.items ?? []) as Array<Record<string, unknown>>;
    return {
      res_code: r.res_code,
      title: r.title.ja,
      kind: r.kind as ExerciseKind,
      book_title: where.book,
      unit_title: where.unit,
      section_title: where.section,
      items: raw
        .filter((i) => typeof i.question_id === "string")
        .map((i) => ({ question_id: String(i.question_id), label: itemLabel(i) })),
      is_word_list: (r.kind === "word-choice" && found && wordsOf(found.resource).length >= 2 ? 1 : 0) as
        | 0
        | 1,
    };
  };
  for (const book of catalog.books) {
    for (const unit of book.units) {
      for (const section of unit.sections) {
        for (const r of section.resources)
          items.push(await entry(r, { book: book.title.ja, unit: unit.title.ja, section: section.title.ja }));
      }
    }
  }
  // Eiken practice sets and mock parts, by grade: a mock test is assigned as its parts (one topic each).
  for (const e of catalog.eiken_practice) {
    const grade = EIKEN_LEVELS.find((l) => l.grade === e.grade)?.name ?? e.grade;
    items.push(
      await entry(e, {
        book: `英検 ${grade}`,
        unit: e.set === "mock" ? "模擬テスト" : "分野別練習",
        section: EIKEN_SECTIONS[e.section as EikenSection]?.ja ?? e.section,
      }),
    );
  }
  // The Tokyo speaking test: full tests (a timed ESAT-J practice for the class) and part training sets.
  for (const t of catalog.tokyo_speaking)
    items.push(
      await entry(t, {
        book: "都立スピーキングテスト",
        unit: t.set === "test" ? "本番形式テスト" : "パート別練習",
        section: t.part ? TOKYO_FORMAT[t.part].ja : "パートA〜D",
      }),
    );
  // Listening exams: the Common Test's mock tests and part practice, the entrance-exam styles' sets.
  for (const l of catalog.listening_exams) {
    const region = listeningRegion(l.region_id);
    const part = region?.parts.find((p) => p.part === l.part);
    items.push(
      await entry(l, {
        book: region?.exam === "common_test" ? "共通テスト リスニング" : "高校入試リスニング",
        unit:
          region?.exam === "common_test"
            ? l.set === "mock"
              ? "模擬テスト"
              : "パート別練習"
            : (region?.ja ?? ""),
        section: part?.ja ?? (l.set === "mock" ? "第1問〜第6問" : "練習セット"),
      }),
    );
  }
  return { items };
}
