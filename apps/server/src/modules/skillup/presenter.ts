import type { CatalogResource, CatalogSkillupType } from "@hibiki/content";
import type { SkillupResource, SkillupTypeCard, SkillupTypeRef } from "@hibiki/contracts";
import { type ExerciseKind, floor2 } from "@hibiki/exercises";
import type { SkillupStatRow } from "./repository.ts";

/**
 * The names of a skill-up type.
 * @param type - the catalogue entry
 * @returns the DTO (descriptions "" when the type has none)
 */
export function presentTypeRef(type: CatalogSkillupType): SkillupTypeRef {
  return {
    type: type.type,
    title: type.title.ja,
    title_en: type.title.en,
    description: type.description?.ja ?? "",
    description_en: type.description?.en ?? "",
  };
}

/**
 * A type card with the student's progress over its resources.
 * @param type - the catalogue entry
 * @param stats - the student's totals by res_code
 * @returns the DTO: practised = finished at least once; mean best over the practised ones
 */
export function presentTypeCard(
  type: CatalogSkillupType,
  stats: ReadonlyMap<string, SkillupStatRow>,
): SkillupTypeCard {
  const bests = type.resources.flatMap((r) => {
    const s = stats.get(r.res_code);
    return s?.completed ? [s.best_score] : [];
  });
  const count = type.resources.length;
  return {
    ...presentTypeRef(type),
    order: type.order,
    resource_count: count,
    practised_count: bests.length,
    progress_percent: count === 0 ? 0 : floor2((bests.length / count) * 100),
    mean_best_score: bests.length === 0 ? 0 : floor2(bests.reduce((a, b) => a + b, 0) / bests.length),
  };
}

/**
 * One resource of a type's list with the student's totals.
 * @param res - the catalogue entry
 * @param stat - the student's totals (undefined when never practised)
 * @returns the DTO
 */
export function presentSkillupResource(
  res: CatalogResource,
  stat: SkillupStatRow | undefined,
): SkillupResource {
  return {
    res_code: res.res_code,
    res_id: res.res_id,
    res_title: res.title.ja,
    res_title_en: res.title.en,
    kind: res.kind as ExerciseKind,
    res_version: res.res_version,
    item_count: res.item_count,
    learn_count: stat?.learn_count ?? 0,
    best_score: stat?.best_score ?? 0,
    is_completed: stat?.completed ? 1 : 0,
    last_practised_at: stat ? new Date(stat.last_practised_at).toISOString() : null,
  };
}
