import { type CefrSkill, CefrSkillSchema, type CefrStepCode, CefrStepSchema } from "@hibiki/contracts";
import { cefrType } from "@hibiki/exercises/cefr";

/** The skills in display order. */
export const SKILLS: readonly CefrSkill[] = CefrSkillSchema.options;

/**
 * @param raw - a `level` query value
 * @returns the step, or null when it is not one of the ten
 */
export function parseLevel(raw: string | null): CefrStepCode | null {
  const parsed = CefrStepSchema.safeParse(raw ?? "");
  return parsed.success ? parsed.data : null;
}

/**
 * @param raw - a `test_id` query value
 * @returns the positive integer id, or null
 */
export function parseTestId(raw: string | null): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/**
 * @param raw - a `skill` query value
 * @returns the skill, or null for none or an unknown one
 */
export function parseSkill(raw: string | null): CefrSkill | null {
  const parsed = CefrSkillSchema.safeParse(raw ?? "");
  return parsed.success ? parsed.data : null;
}

/**
 * Picks the Japanese or English wording of a step field.
 * @param lang - the UI language
 * @param ja - the Japanese text
 * @param en - the English text (used when the language is English and it is not empty)
 * @returns the text to show
 */
export function byLang(lang: string, ja: string, en: string): string {
  return lang.startsWith("en") && en ? en : ja;
}

/**
 * Where an item's assets live: the folder of its resource.json.
 * @param resourceUrl - e.g. /res/code/3/resource.json?v=3
 * @returns e.g. /res/code/3/
 */
export function assetBaseOf(resourceUrl: string): string {
  const path = resourceUrl.split(/[?#]/)[0] ?? "";
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/**
 * @param score - a percent
 * @returns the percent rounded for display
 */
export function roundScore(score: number): number {
  return Math.round(score);
}

/**
 * @param raw - a `cefr_type` query value
 * @returns the question type 1-17, or null for none or another value
 */
export function parseCefrType(raw: string | null): number | null {
  if (!raw || !/^\d{1,2}$/.test(raw)) return null;
  return cefrType(Number(raw)) ? Number(raw) : null;
}

/**
 * The name of a CEFR question type in the UI language.
 * @param lang - the UI language
 * @param code - the type, 1-17
 * @returns its name ("読解（掲示・案内）"), or the number for an unknown one
 */
export function typeName(lang: string, code: number): string {
  const type = cefrType(code);
  return type ? byLang(lang, type.ja, type.en) : String(code);
}
