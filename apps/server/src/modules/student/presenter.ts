import type { ClassSummary, CurCard, StudentInfo } from "@hibiki/contracts";
import type { CardRow, ClassRow, StudentRow } from "./repository.ts";

const flag = (v: number | boolean): 0 | 1 => (v === 1 || v === true ? 1 : 0);

/**
 * Maps a student row to the spec's "User info" DTO.
 * @param counts - badge numbers computed elsewhere (unread teacher messages, unfinished word study)
 */
export function presentStudentInfo(
  row: StudentRow,
  counts: { newMsgNum: number; unfinished: number },
): StudentInfo {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    is_college_student: flag(row.is_college_student),
    speaking_test: flag(row.speaking_test),
    free_recitation: flag(row.free_recitation),
    ai_writing: flag(row.ai_writing),
    ai_chat: flag(row.ai_chat),
    student_flag: row.student_flag,
    new_msg_num: counts.newMsgNum,
    unfinished_count: counts.unfinished,
    logo: row.logo,
    show_full_screen: flag(row.show_full_screen),
    change_password_remind: flag(row.change_password_remind),
    school_id: row.school_id,
    school_name: row.school_name,
    class_id: row.class_id,
    class_name: row.class_name,
    protocols_agreed: flag(row.protocols_agreed),
  };
}

/** Maps a card row to the dashboard's cur_card. */
export function presentCard(row: CardRow, now = new Date()): NonNullable<CurCard> {
  return {
    card_id: row.card_id,
    active_status: flag(row.active_status),
    is_expired: row.expires_at !== null && row.expires_at <= now ? 1 : 0,
    activated_at: row.activated_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** Maps a class row to the join-class summary. */
export function presentClass(row: ClassRow): ClassSummary {
  return {
    class_id: row.class_id,
    class_name: row.class_name,
    school_name: row.school_name,
    teacher_name: row.teacher_name,
  };
}
