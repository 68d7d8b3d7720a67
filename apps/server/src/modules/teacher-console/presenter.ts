import type { RosterStudent, TeacherClass } from "@hibiki/contracts";
import { isoOrNull as iso } from "../../lib/present.ts";
import type { ClassRow, RosterRow } from "./repository.ts";

/** @returns the class DTO */
export function presentClass(c: ClassRow): TeacherClass {
  return {
    class_id: c.id,
    name: c.name,
    class_code: c.class_code,
    teacher_id: c.teacher_id,
    teacher_name: c.teacher_name,
    student_count: c.student_count,
    created_at: new Date(c.created_at).toISOString(),
    archived_at: iso(c.archived_at),
  };
}

/** @returns the roster DTO */
export function presentStudent(s: RosterRow): RosterStudent {
  return {
    student_id: s.id,
    username: s.username,
    nickname: s.nickname,
    class_number: s.class_number,
    card_id: s.card_id,
    card_active_status: s.active_status,
    card_expires_at: iso(s.expires_at),
    created_at: new Date(s.created_at).toISOString(),
    is_active: s.deactivated_at ? 0 : 1,
  };
}
