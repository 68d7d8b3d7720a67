import { z } from "zod";
import { defineCall, Flag, IsoDate } from "./envelope.ts";
import { KindNameSchema } from "./textbook.ts";

// The type codes live with the constants (no schemas), so the web shell reads them without zod.
export { SKILLUP_TYPE_CODES, type SkillupTypeCode } from "./constants.ts";

/**
 * The skill-up practice calls: the practice types (reading, listening, …) with the student's progress,
 * and one type's resources with learn_count / best_score. Playing a resource, saving answers and the
 * result use the textbook calls with the skill-up res_code (the catalogue indexes both).
 * Scores are percents 0-100, like the textbook unit list (best_score there is a percent too).
 */

/** A skill-up type code as given in a query: lower-case letters, digits and '-'. */
export const SkillupTypeParamSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9-]+$/, "type must be lower-case letters, digits or '-'");

const Percent = z.number().min(0);

/** A type's names as the list and the cards show them. */
export const SkillupTypeRefSchema = z.object({
  type: z.string(),
  title: z.string(),
  title_en: z.string(),
  /** "" when the type has none */
  description: z.string(),
  description_en: z.string(),
});
export type SkillupTypeRef = z.infer<typeof SkillupTypeRefSchema>;

export const SkillupTypeCardSchema = SkillupTypeRefSchema.extend({
  order: z.number().int(),
  resource_count: z.number().int(),
  /** resources of this type the student has finished at least once */
  practised_count: z.number().int(),
  /** practised_count / resource_count, 0-100 */
  progress_percent: Percent,
  /** mean best_score (percent) over the practised resources; 0 when none */
  mean_best_score: Percent,
});
export type SkillupTypeCard = z.infer<typeof SkillupTypeCardSchema>;

export const skillupTypeList = defineCall({
  method: "GET",
  path: "/v3/skillup/type-list",
  auth: "student",
  data: z.object({ items: z.array(SkillupTypeCardSchema) }),
});

export const SkillupResourceSchema = z.object({
  res_code: z.string(),
  res_id: z.number().int(),
  res_title: z.string(),
  res_title_en: z.string(),
  kind: KindNameSchema,
  res_version: z.number().int(),
  /** number of questions */
  item_count: z.number().int(),
  /** finished attempts of this resource by the student */
  learn_count: z.number().int(),
  /** best finished-attempt percent, 0-100 (0 when never finished) */
  best_score: Percent,
  is_completed: Flag,
  /** the student's latest save on any attempt of it; null when never practised */
  last_practised_at: IsoDate.nullable(),
});
export type SkillupResource = z.infer<typeof SkillupResourceSchema>;

/** resource-list query: the type code. */
export const SkillupResourceListQuerySchema = z.object({ type: SkillupTypeParamSchema });

export const skillupResourceList = defineCall({
  method: "GET",
  path: "/v3/skillup/resource-list",
  auth: "student",
  query: SkillupResourceListQuerySchema,
  data: z.object({ type: SkillupTypeRefSchema, resources: z.array(SkillupResourceSchema) }),
});
