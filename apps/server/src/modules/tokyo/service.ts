import { scoreTokyo, TOKYO_DIRS, type TokyoAnswer } from "@hibiki/exercises/tokyo";
import type { Queryable } from "../../db/client.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { finishedAttempts } from "./repository.ts";

type Deps = { db: Queryable; content: ContentCatalog };

/**
 * A folder of the speaking test's practice (tokyo-higher/practice-resource/list): the folders with their
 * counts, and this folder's tests or training sets with the student's finished attempts and their
 * scores on the test's 0-100 scale and A-F grades (best and latest).
 * @param deps - database and content
 * @param caller - the student
 * @param dirId - 1 full tests, 2-5 parts A-D
 * @returns the folders and the list
 */
export async function practiceResourceList(deps: Deps, caller: StudentCaller, dirId: number) {
  const { catalog } = await deps.content.load();
  const inDir = (d: (typeof TOKYO_DIRS)[number]) =>
    catalog.tokyo_speaking.filter((r) => r.set === d.set && (d.part === null || r.part === d.part));
  const dir = TOKYO_DIRS.find((d) => d.dir_id === dirId) ?? TOKYO_DIRS[0];
  const resources = inDir(dir);
  const attempts = await finishedAttempts(
    deps.db,
    caller.id,
    resources.map((r) => r.res_code),
  );
  return {
    dir_id: dir.dir_id,
    dirs: TOKYO_DIRS.map((d) => ({
      dir_id: d.dir_id,
      name: d.ja,
      name_en: d.en,
      set: d.set,
      part: d.part,
      count: inDir(d).length,
    })),
    list: resources.map((r) => {
      const mine = attempts.filter((a) => a.res_code === r.res_code);
      const scored = mine.map((a) => ({
        attempt: a,
        result: scoreTokyo(r.items, a.answers as unknown as TokyoAnswer[]),
      }));
      const best = scored.reduce<(typeof scored)[number] | undefined>(
        (b, s) => (!b || s.result.score > b.result.score ? s : b),
        undefined,
      );
      const last = scored[0];
      return {
        res_code: r.res_code,
        title: r.title.ja,
        title_en: r.title.en,
        set: r.set,
        part: r.part,
        parts: r.items.map((i) => i.part),
        learn_count: mine.length,
        best_score: best?.result.score ?? null,
        best_grade: best?.result.grade ?? null,
        last_score: last?.result.score ?? null,
        last_grade: last?.result.grade ?? null,
        last_guid: last?.attempt.guid ?? null,
        last_mode: last?.attempt.mode ?? null,
        last_at: last ? iso(new Date(last.attempt.finished_at)) : null,
      };
    }),
  };
}
