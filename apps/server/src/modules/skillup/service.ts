import type { SkillupResource, SkillupTypeCard, SkillupTypeRef } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { presentSkillupResource, presentTypeCard, presentTypeRef } from "./presenter.ts";
import { type SkillupStatRow, skillupStats } from "./repository.ts";

async function statsByCode(
  db: Queryable,
  studentId: number,
  codes: readonly string[],
): Promise<Map<string, SkillupStatRow>> {
  return new Map((await skillupStats(db, studentId, codes)).map((r) => [r.res_code, r]));
}

/**
 * Every skill-up type in catalogue order with its resource count and the student's progress.
 * @param studentId - the caller
 * @returns the type cards
 */
export async function typeList(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
): Promise<SkillupTypeCard[]> {
  const { catalog } = await content.load();
  const types = [...catalog.skillup].sort((a, b) => a.order - b.order);
  const stats = await statsByCode(
    db,
    studentId,
    types.flatMap((t) => t.resources.map((r) => r.res_code)),
  );
  return types.map((t) => presentTypeCard(t, stats));
}

/**
 * One skill-up type's resources in order, each with the student's learn_count, best_score and last practice.
 * @param studentId - the caller
 * @param type - the type code (e.g. "reading")
 * @returns the type's names and its resources
 * @throws AppError 404 when no skill-up type has this code
 */
export async function resourceList(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  type: string,
): Promise<{ type: SkillupTypeRef; resources: SkillupResource[] }> {
  const { catalog } = await content.load();
  const found = catalog.skillup.find((t) => t.type === type);
  if (!found) throw NotFound(`スキルアップの種類が見つかりません: ${type}`);
  const stats = await statsByCode(
    db,
    studentId,
    found.resources.map((r) => r.res_code),
  );
  return {
    type: presentTypeRef(found),
    resources: found.resources.map((r) => presentSkillupResource(r, stats.get(r.res_code))),
  };
}
