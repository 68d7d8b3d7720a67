import { EIKEN_LEVELS } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { homeworkOfStudent, topicStats, topicsOf } from "../homework/repository.ts";

/**
 * The Eiken practice assigned to the student's class (eiken-training/get-resource-list): each homework
 * topic that is an Eiken set, mock part or interview, with the student's finished attempts and best
 * score. Only the caller's own class: another class id is not found.
 */
export async function trainingResourceList(
  deps: { db: Queryable; content: ContentCatalog },
  caller: StudentCaller,
  classId: number,
) {
  const own = await deps.db.one<{ class_id: number | null }>(
    "SELECT class_id FROM students WHERE id = $1 AND school_id = $2",
    [caller.id, caller.schoolId],
  );
  if (!own || own.class_id !== classId) throw NotFound("このクラスは見つかりません。");
  const { index } = await deps.content.load();
  const homework = (await homeworkOfStudent(deps.db, caller.id)).filter((h) => h.class_id === classId);
  const ids = homework.map((h) => h.id);
  const topics = ids.length ? await topicsOf(deps.db, ids) : [];
  const eiken = topics.filter((t) => index.byCode.get(t.res_code)?.module === "eiken");
  const stats = eiken.length ? await topicStats(deps.db, ids, [caller.id]) : [];
  const list = eiken.map((t) => {
    const placed = index.byCode.get(t.res_code);
    const h = homework.find((x) => x.id === t.homework_id);
    const s = stats.find((x) => x.topic_id === t.id);
    const [, grade = "", set = ""] = (placed?.book_code ?? "").split(":");
    return {
      homework_id: t.homework_id,
      homework_title: h?.title ?? "",
      deadline: iso(h?.deadline ?? new Date()),
      res_code: t.res_code,
      title: placed?.title.ja ?? t.res_code,
      level_id: EIKEN_LEVELS.find((l) => l.grade === grade)?.level_id ?? 0,
      set,
      section: placed?.section_code ?? "",
      done_count: s?.used ?? 0,
      best_score: Math.round(s?.best ?? 0),
    };
  });
  return { class_id: classId, list };
}
