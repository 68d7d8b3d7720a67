import type { AiHomeworkProgress } from "@hibiki/contracts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { linkOf, presentAssignment } from "./presenter.ts";
import { progressOf } from "./progress.ts";
import * as repo from "./repository.ts";
import { type Deps, todayOf } from "./service.ts";
import { targetsOf } from "./targets.ts";

/**
 * The student's open AI homework: their current class's assignments due today or later (soonest first),
 * each with the student's own progress and where to study it. A student without a class has none.
 * @param deps - db and content
 * @param caller - the student
 * @returns the items
 */
export async function list(deps: Deps, caller: StudentCaller) {
  const me = await repo.studentOf(deps.db, caller.id, caller.schoolId);
  if (!me?.class_id) return { items: [] };
  const today = todayOf(deps);
  const rows = await repo.openAssignmentsOfClass(deps.db, me.class_id, today);
  if (rows.length === 0) return { items: [] };
  const targets = await targetsOf(deps.content);
  const progress = await progressOf(deps.db, targets, rows, [{ id: caller.id, ai_chat: me.ai_chat }], today);
  return {
    items: rows.map((a) => ({
      ...presentAssignment(a, targets, today),
      ...(progress.get(a.id)?.get(caller.id) as AiHomeworkProgress),
      link: linkOf(a),
    })),
  };
}
