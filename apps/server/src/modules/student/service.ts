import { LIMITS, type StudentInfo } from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { BadRequest, Unauthorized } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { unfinishedHomeworkCount, unreadTeacherMessageCount } from "../home/counts.ts";
import { authorizeCardActivation } from "./policy.ts";
import { presentCard, presentClass, presentStudentInfo } from "./presenter.ts";
import * as repo from "./repository.ts";

/** Japanese messages of this module's business errors. */
export const STUDENT_MESSAGES = {
  name_required: "ニックネームを入力してください。",
  name_too_long: `ニックネームは${LIMITS.nicknameMax}文字以内で入力してください。`,
  card_not_found: "カード番号が見つかりません。入力内容を確認してください。",
  card_already_used: "このカードはすでに別のアカウントで使用されています。",
  card_already_active: "このカードはすでに有効化されています。",
  class_code_not_found: "クラスコードが見つかりません。先生に確認してください。",
  class_already_joined: "すでにクラスに参加しています。別のクラスに参加するには、先に退出してください。",
  class_not_joined: "参加しているクラスがありません。",
} as const;

const fail = (key: keyof typeof STUDENT_MESSAGES, field?: string) =>
  BadRequest(key, STUDENT_MESSAGES[key], field ? { [field]: STUDENT_MESSAGES[key] } : undefined);

async function ownRow(db: Db, caller: StudentCaller) {
  const row = await repo.findStudent(db, caller.id, caller.schoolId);
  // The session outlived its account (deleted student): treat the token as invalid.
  if (!row) throw Unauthorized();
  return row;
}

/**
 * @param wordsUnfinished - today's unfinished words over the caller's word-study plans (asked only once the
 *   account is known)
 * @returns the caller's "User info" with flags and badge counts
 */
export async function studentInfo(
  db: Db,
  caller: StudentCaller,
  wordsUnfinished: () => Promise<number>,
): Promise<StudentInfo> {
  const row = await ownRow(db, caller);
  const [newMsgNum, unfinished] = await Promise.all([
    unreadTeacherMessageCount(db, caller),
    wordsUnfinished(),
  ]);
  return presentStudentInfo(row, { newMsgNum, unfinished });
}

/** @returns the home dashboard: current card and unfinished homework */
export async function dashboard(db: Db, caller: StudentCaller) {
  return { cur_card: caller.card, unfinished_homework_count: await unfinishedHomeworkCount(db, caller) };
}

/**
 * Changes the nickname (trimmed, 1-20 characters).
 * @throws 400 name_required / name_too_long
 */
export async function changeName(db: Db, caller: StudentCaller, raw: string) {
  const nickname = raw.trim();
  if (!nickname) throw fail("name_required", "nickname");
  if ([...nickname].length > LIMITS.nicknameMax) throw fail("name_too_long", "nickname");
  await repo.setNickname(db, caller.id, caller.schoolId, nickname);
  return { nickname };
}

/** Turns off the password-change tip. */
export async function dismissPasswordRemind(db: Db, caller: StudentCaller): Promise<null> {
  await repo.clearPasswordRemind(db, caller.id, caller.schoolId);
  return null;
}

/** Stores the browser's push token. */
export async function saveFcmToken(db: Db, caller: StudentCaller, token: string): Promise<null> {
  await repo.saveFcmToken(db, caller.id, caller.schoolId, token);
  return null;
}

/**
 * Activates a study card; the use period starts now.
 * @returns the new current card
 * @throws 400 card_not_found / card_already_used / card_already_active
 */
export async function activateCard(db: Db, caller: StudentCaller, cardId: string) {
  return db.transaction(async (tx) => {
    const card = await repo.findCard(tx, cardId, caller.schoolId);
    const decision = authorizeCardActivation(caller, card);
    if (decision === "not_found" || !card) throw fail("card_not_found", "card_id");
    if (decision === "used_by_other") throw fail("card_already_used", "card_id");
    if (decision === "already_active") throw fail("card_already_active", "card_id");
    const activated = await repo.activateCard(tx, card.id, caller.id);
    if (!activated) throw fail("card_already_used", "card_id");
    return { cur_card: presentCard(activated) };
  });
}

async function classInSchool(db: Db, caller: StudentCaller, code: string) {
  const found = await repo.findClassByCode(db, code, caller.schoolId);
  if (!found) throw fail("class_code_not_found", "class_code");
  return found;
}

/**
 * Looks up the class of a join code in the caller's school.
 * @throws 400 class_code_not_found (also for codes of other schools)
 */
export async function classByCode(db: Db, caller: StudentCaller, code: string) {
  return presentClass(await classInSchool(db, caller, code));
}

/**
 * Joins the class of a code; a student is in at most one class.
 * @throws 400 class_code_not_found / class_already_joined
 */
export async function joinClass(db: Db, caller: StudentCaller, code: string) {
  const target = await classInSchool(db, caller, code);
  const me = await ownRow(db, caller);
  if (me.class_id !== null) throw fail("class_already_joined", "class_code");
  await repo.setClass(db, caller.id, caller.schoolId, target.class_id);
  return presentClass(target);
}

/**
 * Leaves the current class.
 * @throws 400 class_not_joined
 */
export async function leaveClass(db: Db, caller: StudentCaller): Promise<null> {
  const me = await ownRow(db, caller);
  if (me.class_id === null) throw fail("class_not_joined");
  await repo.setClass(db, caller.id, caller.schoolId, null);
  return null;
}
