import { z } from "zod";
import { assetUrl } from "../resource.ts";
import { TabSchema } from "../schemas/common.ts";

/**
 * The grammar lesson index (`{assets}/index.json?v={res_version}`): the tab list of a grammar
 * introduce resource. Training tabs name the training resource's res_code in `path`.
 */
export const GrammarLessonIndexSchema = z.object({
  res_code: z.string().min(1).max(100),
  res_version: z.number().int().positive(),
  tabs: z.array(TabSchema).min(1).max(20),
});

/** A parsed grammar lesson index. */
export type GrammarLessonIndex = z.output<typeof GrammarLessonIndexSchema>;

/**
 * URL of the lesson index with cache-busting.
 * @param assetBase - the resource's asset folder
 * @param resVersion - res_version
 * @returns `${assetBase}/index.json?v=${resVersion}`
 */
export function lessonIndexUrl(assetBase: string, resVersion: number): string {
  return assetUrl(assetBase, "index.json", resVersion);
}

/** Where a training tab leads: a named route, its type parameter and the exercise kind. */
export interface TrainingTarget {
  routeName: "textbookDetails" | "textbookGrammarBlankfill";
  type: "choose" | "blank_filling";
  kind: "grammar-choice" | "grammar-blank-fill";
}

/**
 * Training tab target (spec §2): choose → textbookDetails, blank_filling → textbookGrammarBlankfill,
 * each with the current query plus `type`.
 * @param trainingType - the tab's training_type
 * @returns the target, or null when the tab has no training type
 */
export function trainingTarget(trainingType: "choose" | "blank_filling" | undefined): TrainingTarget | null {
  if (trainingType === "choose")
    return { routeName: "textbookDetails", type: "choose", kind: "grammar-choice" };
  if (trainingType === "blank_filling")
    return { routeName: "textbookGrammarBlankfill", type: "blank_filling", kind: "grammar-blank-fill" };
  return null;
}
