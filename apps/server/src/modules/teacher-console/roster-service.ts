import { randomInt } from "node:crypto";
import type { ImportRow } from "@hibiki/contracts";
import { LIMITS, PASSWORD_PATTERN } from "@hibiki/contracts";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { hashPassword } from "../../lib/password.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { logTeacherChange } from "./change-log.ts";
import { parseCsv } from "./csv.ts";
import { classInScope, openClassInScope, studentInScope } from "./policy.ts";
import { presentClass, presentStudent } from "./presenter.ts";
import {
  cardIdTaken,
  classCodeTaken,
  classNumbersTaken,
  findCard,
  findClass,
  findSchoolTeacher,
  insertCard,
  insertClass,
  insertStudent,
  listClasses,
  remindPasswordChange,
  revokeCard,
  rosterOfClass,
  rosterStudent,
  setClassArchived,
  setStudentActiveRow,
  setStudentClass,
  setStudentPassword,
  setStudentProfile,
  studentsWithoutCard,
  takenUsernames,
  updateClass,
} from "./repository.ts";

const CODE_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const ACCOUNT = /^[A-Za-z0-9_.-]{3,64}$/;
/** Most rows a CSV import takes. */
export const IMPORT_MAX_ROWS = 500;

async function uniqueCode(taken: (code: string) => Promise<boolean>, prefix: string, length: number) {
  for (let i = 0; i < 20; i++) {
    const code = prefix + Array.from({ length }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join("");
    if (!(await taken(code))) return code;
  }
  throw new Error("could not find a free code after 20 tries");
}

/** @returns the classes in the caller's scope */
export async function classes(db: Queryable, caller: TeacherCaller) {
  const rows = await listClasses(db, caller.schoolId, caller.role === "admin" ? null : caller.id);
  return { items: rows.map(presentClass) };
}

async function classDto(db: Queryable, caller: TeacherCaller, id: number) {
  const row = await findClass(db, caller.schoolId, id);
  if (!row) throw NotFound(`クラスが見つかりません: ${id}`);
  return presentClass(row);
}

/**
 * Creates a class with a fresh join code, owned by the caller (an admin may name another teacher).
 * @throws AppError 400 when teacher_id is not a teacher of the school
 */
export async function createClass(db: Queryable, caller: TeacherCaller, name: string, teacherId?: number) {
  let owner = caller.id;
  if (teacherId !== undefined && teacherId !== caller.id && caller.role === "admin") {
    if (!(await findSchoolTeacher(db, caller.schoolId, teacherId))) {
      throw BadRequest("bad_request", `先生が見つかりません: ${teacherId}`, { "body.teacher_id": "unknown" });
    }
    owner = teacherId;
  }
  const code = await uniqueCode((c) => classCodeTaken(db, c), "", 6);
  const id = await insertClass(db, { schoolId: caller.schoolId, name, code, teacherId: owner });
  return classDto(db, caller, id);
}

/** Renames a class. @throws AppError 404 out of scope */
export async function renameClass(db: Queryable, caller: TeacherCaller, classId: number, name: string) {
  await classInScope(db, caller, classId);
  await updateClass(db, classId, { name });
  return classDto(db, caller, classId);
}

/** Gives a class a new join code. @throws AppError 404 out of scope */
export async function regenerateCode(db: Queryable, caller: TeacherCaller, classId: number) {
  await classInScope(db, caller, classId);
  await updateClass(db, classId, { code: await uniqueCode((c) => classCodeTaken(db, c), "", 6) });
  return classDto(db, caller, classId);
}

/** @returns the class and its students. @throws AppError 404 out of scope */
export async function classStudents(db: Queryable, caller: TeacherCaller, classId: number) {
  await classInScope(db, caller, classId);
  return {
    class: await classDto(db, caller, classId),
    items: (await rosterOfClass(db, caller.schoolId, classId)).map(presentStudent),
  };
}

/**
 * Creates one student in a class.
 * @throws AppError 404 class out of scope, 400 username taken
 */
export async function createStudent(
  db: Queryable,
  caller: TeacherCaller,
  b: {
    class_id: number;
    username: string;
    password: string;
    nickname: string;
    class_number?: number | undefined;
  },
) {
  await openClassInScope(db, caller, b.class_id);
  if ((await takenUsernames(db, [b.username])).size > 0) {
    throw BadRequest("bad_request", `このアカウントIDは使われています: ${b.username}`, {
      "body.username": "taken",
    });
  }
  if (b.class_number !== undefined && (await classNumbersTaken(db, b.class_id)).has(b.class_number)) {
    throw BadRequest("bad_request", `出席番号 ${b.class_number} はこのクラスで使われています。`, {
      "body.class_number": "taken",
    });
  }
  const id = await insertStudent(db, {
    schoolId: caller.schoolId,
    classId: b.class_id,
    username: b.username,
    hash: await hashPassword(b.password),
    nickname: b.nickname,
    classNumber: b.class_number,
  });
  return presentStudent((await rosterStudent(db, caller.schoolId, id))!);
}

type ParsedRow = ImportRow;

/** The columns of a roster file, each with the header names it may have (English or Japanese). */
const COLUMNS = {
  username: ["username", "account", "アカウント", "アカウントid", "ユーザー名", "id"],
  password: ["password", "パスワード", "初期パスワード"],
  nickname: ["nickname", "name", "名前", "氏名", "ニックネーム"],
  class_number: ["class_number", "number", "出席番号", "番号", "no", "no."],
} as const;

/** The header the error message asks for. */
export const EXPECTED_HEADER =
  "username,password,nickname,class_number（または アカウント,パスワード,名前,出席番号）";

/** A character a decoded text file never holds: U+FFFD (bytes the console could not read) and control codes. */
const garbled = (field: string) => field.includes("\uFFFD") || /\p{Cc}/u.test(field.replace(/[\t\r\n]/g, ""));

/** @returns the index of each column in the header, -1 when absent */
function headerColumns(header: string[]) {
  const names = header.map((h) =>
    h
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
  const find = (aliases: readonly string[]) => names.findIndex((n) => aliases.includes(n));
  return {
    username: find(COLUMNS.username),
    password: find(COLUMNS.password),
    nickname: find(COLUMNS.nickname),
    class_number: find(COLUMNS.class_number),
  };
}

/**
 * Checks every CSV row (header username,password[,nickname][,class_number], or the Japanese names):
 * garbled text (a file read in the wrong encoding), account format, password rule, nickname length,
 * 出席番号 1-999, duplicates in the file, accounts that exist already and numbers taken in the class.
 * @param db - the database
 * @param csv - the file's text
 * @param classId - the class the students join (its taken 出席番号 are checked)
 * @returns one entry per data row with its errors (empty when fine)
 * @throws AppError 400 when the header is wrong or there are too many rows
 */
export async function checkImport(db: Queryable, csv: string, classId: number): Promise<ParsedRow[]> {
  const rows = parseCsv(csv);
  const cols = headerColumns(rows[0] ?? []);
  if (cols.username < 0 || cols.password < 0) {
    throw BadRequest("bad_request", `1行目（見出し）は ${EXPECTED_HEADER}にしてください。`, {
      "body.csv": "bad header",
    });
  }
  const data = rows
    .slice(1)
    .map((r, i) => ({ r, line: i + 2 }))
    .filter(({ r }) => r.some((f) => f.trim() !== ""));
  if (data.length === 0) throw BadRequest("bad_request", "CSV に生徒がいません。", { "body.csv": "no rows" });
  if (data.length > IMPORT_MAX_ROWS) {
    throw BadRequest("bad_request", `一度に取り込めるのは ${IMPORT_MAX_ROWS} 人までです。`, {
      "body.csv": "too many rows",
    });
  }
  const get = (r: string[], i: number) => (i >= 0 ? (r[i] ?? "").trim() : "");
  const taken = await takenUsernames(db, data.map(({ r }) => get(r, cols.username)).filter(Boolean));
  const numbersTaken = await classNumbersTaken(db, classId);
  const seen = new Map<string, number>();
  const seenNumbers = new Map<number, number>();
  return data.map(({ r, line }) => {
    const username = get(r, cols.username);
    const password = get(r, cols.password);
    const nickname = get(r, cols.nickname);
    const numberText = get(r, cols.class_number).normalize("NFKC");
    const errors: string[] = [];
    if (r.some(garbled)) {
      errors.push("文字化けしています。ファイルの文字コード（Shift_JIS・UTF-8・UTF-16）を確認してください");
      return { line, class_number: null, username, nickname, password, errors };
    }
    if (!ACCOUNT.test(username))
      errors.push("アカウントIDは3〜64文字の半角英数字と _ . - で入力してください");
    else if (taken.has(username.toLowerCase())) errors.push("このアカウントIDは使われています");
    const dup = seen.get(username.toLowerCase());
    if (username && dup !== undefined) errors.push(`${dup}行目と同じアカウントIDです`);
    if (username) seen.set(username.toLowerCase(), dup ?? line);
    if (!PASSWORD_PATTERN.test(password)) errors.push("パスワードは6〜10文字の半角英数字で入力してください");
    if (nickname.length > LIMITS.nicknameMax)
      errors.push(`名前は${LIMITS.nicknameMax}文字以内で入力してください`);
    let classNumber: number | null = null;
    if (numberText !== "") {
      classNumber = /^\d{1,3}$/.test(numberText) && Number(numberText) >= 1 ? Number(numberText) : null;
      if (classNumber === null) errors.push("出席番号は1〜999の数字で入力してください");
      else if (numbersTaken.has(classNumber)) errors.push("この出席番号はクラスで使われています");
      else {
        const first = seenNumbers.get(classNumber);
        if (first !== undefined) errors.push(`${first}行目と同じ出席番号です`);
        else seenNumbers.set(classNumber, line);
      }
    }
    return { line, class_number: classNumber, username, nickname, password, errors };
  });
}

/** Preview: the checked rows, nothing stored. @throws AppError 404 class out of scope */
export async function importPreview(db: Queryable, caller: TeacherCaller, classId: number, csv: string) {
  await openClassInScope(db, caller, classId);
  const rows = await checkImport(db, csv, classId);
  const bad = rows.filter((r) => r.errors.length > 0).length;
  return {
    rows,
    valid_count: rows.length - bad,
    error_count: bad,
  };
}

/**
 * Creates every student of the CSV in one transaction, or none when any row is bad.
 * @throws AppError 400 with `fields` "line N" → first error of that row
 */
export async function importCommit(db: Db, caller: TeacherCaller, classId: number, csv: string) {
  await openClassInScope(db, caller, classId);
  const rows = await checkImport(db, csv, classId);
  const bad = rows.filter((r) => r.errors.length > 0);
  if (bad.length > 0) {
    const fields = Object.fromEntries(bad.map((r) => [`line ${r.line}`, r.errors[0] as string]));
    throw BadRequest(
      "bad_request",
      `${bad.length} 行にエラーがあります。取り込みは行われませんでした。`,
      fields,
    );
  }
  const hashed: Array<ParsedRow & { hash: string }> = [];
  for (const r of rows) hashed.push({ ...r, hash: await hashPassword(r.password) });
  const ids = await db.transaction(async (tx) => {
    const out: number[] = [];
    for (const r of hashed) {
      out.push(
        await insertStudent(tx, {
          schoolId: caller.schoolId,
          classId,
          username: r.username,
          hash: r.hash,
          nickname: r.nickname,
          classNumber: r.class_number,
        }),
      );
    }
    return out;
  });
  const roster = await rosterOfClass(db, caller.schoolId, classId);
  return { created: ids.length, items: roster.filter((s) => ids.includes(s.id)).map(presentStudent) };
}

/** Sets a student's password and signs them out. @throws AppError 404 out of scope */
export async function resetPassword(
  db: Queryable,
  caller: TeacherCaller,
  studentId: number,
  password: string,
) {
  const s = await studentInScope(db, caller, studentId);
  await setStudentPassword(db, s.id, await hashPassword(password));
  return null;
}

/** Moves a student to another class in scope. @throws AppError 404 out of scope */
export async function moveStudent(db: Queryable, caller: TeacherCaller, studentId: number, classId: number) {
  const s = await studentInScope(db, caller, studentId);
  await openClassInScope(db, caller, classId);
  await setStudentClass(db, s.id, classId);
  return presentStudent((await rosterStudent(db, caller.schoolId, s.id))!);
}

/**
 * Edits a student's name and 出席番号 (unique in the class; null clears it); logged with the old values.
 * @throws AppError 404 when the student is out of scope, 400 when the number is taken in the class
 */
export async function updateStudent(
  db: Db,
  caller: TeacherCaller,
  b: { student_id: number; nickname?: string | undefined; class_number?: number | null | undefined },
) {
  await studentInScope(db, caller, b.student_id);
  const before = (await rosterStudent(db, caller.schoolId, b.student_id))!;
  const nickname = b.nickname ?? before.nickname;
  const classNumber = b.class_number === undefined ? before.class_number : b.class_number;
  if (classNumber !== null && classNumber !== before.class_number && before.class_id !== null) {
    if ((await classNumbersTaken(db, before.class_id)).has(classNumber)) {
      throw BadRequest("bad_request", `出席番号 ${classNumber} はこのクラスで使われています。`, {
        "body.class_number": "taken",
      });
    }
  }
  await db.transaction(async (tx) => {
    await setStudentProfile(tx, before.id, nickname, classNumber);
    await logTeacherChange(tx, caller, "student.update", before.id, {
      nickname_before: before.nickname,
      class_number_before: before.class_number,
    });
  });
  return presentStudent((await rosterStudent(db, caller.schoolId, before.id))!);
}

/**
 * Issues study cards (not activated) to the listed students or to the class's students without an
 * unexpired card.
 * @throws AppError 404 when a student or the class is out of scope
 */
export async function issueCards(
  db: Queryable,
  caller: TeacherCaller,
  b: { class_id?: number | undefined; student_ids?: number[] | undefined; duration_days: number },
) {
  let ids: number[] = [];
  if (b.student_ids?.length) {
    for (const id of b.student_ids) ids.push((await studentInScope(db, caller, id)).id);
  } else if (b.class_id !== undefined) {
    await classInScope(db, caller, b.class_id);
    ids = await studentsWithoutCard(db, caller.schoolId, b.class_id);
  }
  const items = [];
  for (const studentId of [...new Set(ids)]) {
    const cardId = await uniqueCode((c) => cardIdTaken(db, c), "HB", 10);
    await insertCard(db, { schoolId: caller.schoolId, cardId, studentId, days: b.duration_days });
    items.push({ card_id: cardId, student_id: studentId, duration_days: b.duration_days, active_status: 0 });
  }
  return { items };
}

/**
 * Revokes a card of a student in scope (admins: any card of the school).
 * @throws AppError 404 unknown or out of scope
 */
export async function revokeStudyCard(db: Queryable, caller: TeacherCaller, cardId: string) {
  const card = await findCard(db, caller.schoolId, cardId);
  if (!card) throw NotFound(`カードが見つかりません: ${cardId}`);
  if (card.student_id !== null) {
    await studentInScope(db, caller, card.student_id).catch(() => {
      throw NotFound(`カードが見つかりません: ${cardId}`);
    });
  } else if (caller.role !== "admin") throw NotFound(`カードが見つかりません: ${cardId}`);
  await revokeCard(db, card.id, card.active_status === 1);
  return null;
}

/**
 * Archives a class (archived 1: read-only, no new work, messages or students) or brings it back; logged.
 * @throws AppError 404 out of scope
 */
export async function archiveClass(db: Db, caller: TeacherCaller, classId: number, archived: boolean) {
  const cls = await classInScope(db, caller, classId);
  await db.transaction(async (tx) => {
    await setClassArchived(tx, cls.id, archived);
    await logTeacherChange(tx, caller, archived ? "class.archive" : "class.unarchive", cls.id, {
      name: cls.name,
    });
  });
  return classDto(db, caller, cls.id);
}

/**
 * Deactivates a student (cannot sign in, signed out at once, left out of class lists and figures; the data
 * stays) or reactivates them; logged.
 * @throws AppError 404 out of scope
 */
export async function setStudentActive(db: Db, caller: TeacherCaller, studentId: number, active: boolean) {
  const s = await studentInScope(db, caller, studentId);
  await db.transaction(async (tx) => {
    await setStudentActiveRow(tx, s.id, active);
    await logTeacherChange(tx, caller, active ? "student.reactivate" : "student.deactivate", s.id, {
      username: s.username,
    });
  });
  return presentStudent((await rosterStudent(db, caller.schoolId, s.id))!);
}

/** Letters and digits a slip's password uses: none that print alike (0/O, 1/l/I). */
const SLIP_CHARS = "abcdefghjkmnpqrstuvwxyz23456789";

/** @returns a new initial password: 8 characters, at least one letter and one digit */
export function slipPassword(): string {
  for (;;) {
    const p = Array.from({ length: 8 }, () => SLIP_CHARS[randomInt(SLIP_CHARS.length)]).join("");
    if (/[a-z]/.test(p) && /\d/.test(p)) return p;
  }
}

/**
 * Login slips: new initial passwords for chosen students of a class (all its active students when none
 * are chosen), each signed out and asked to change it at the next sign-in; logged (without passwords).
 * @throws AppError 404 class or a student out of scope or not in the class
 */
export async function loginSlips(db: Db, caller: TeacherCaller, classId: number, studentIds: number[]) {
  const cls = await classInScope(db, caller, classId);
  const roster = (await rosterOfClass(db, caller.schoolId, classId)).filter((s) => !s.deactivated_at);
  const chosen = studentIds.length ? roster.filter((s) => studentIds.includes(s.id)) : roster;
  if (chosen.length !== (studentIds.length ? new Set(studentIds).size : roster.length)) {
    throw NotFound("このクラスの生徒ではない生徒が含まれています。");
  }
  const items = chosen.map((s) => ({ s, password: slipPassword() }));
  const hashes = await Promise.all(items.map((i) => hashPassword(i.password)));
  await db.transaction(async (tx) => {
    for (const [n, i] of items.entries()) {
      await setStudentPassword(tx, i.s.id, hashes[n] as string);
      await remindPasswordChange(tx, i.s.id);
    }
    await logTeacherChange(tx, caller, "student.login_slips", cls.id, {
      student_ids: items.map((i) => i.s.id),
    });
  });
  return {
    class_name: cls.name,
    items: items.map(({ s, password }) => ({
      student_id: s.id,
      username: s.username,
      nickname: s.nickname,
      class_number: s.class_number,
      password,
    })),
  };
}
