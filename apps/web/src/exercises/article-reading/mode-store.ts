import type { BaseAnswer } from "@hibiki/exercises";
import type { ArticleMode } from "./article-answer.ts";

/**
 * Client-only state of an article attempt that outlives one item's player: the chosen mode and, in
 * whole-text mode, the stored whole-text answer the later items copy. Keyed by res_code (one attempt of a
 * resource is open at a time); never server data beyond the answer the shell already returned.
 */
const state = new Map<string, { mode: ArticleMode; whole?: BaseAnswer }>();

/**
 * The mode chosen for a resource in this page session, if any.
 * @param resCode - the resource
 * @returns the mode and the whole-text answer
 */
export function articleState(resCode: string) {
  return state.get(resCode);
}

/**
 * Remembers the chosen mode (and, once recorded, the whole-text answer).
 * @param resCode - the resource
 * @param mode - the mode
 * @param whole - the stored whole-text answer
 */
export function rememberArticle(resCode: string, mode: ArticleMode, whole?: BaseAnswer): void {
  state.set(resCode, whole ? { mode, whole } : { mode });
}

/**
 * Forgets a resource's mode (a new attempt starts with the mode choice).
 * @param resCode - the resource
 */
export function forgetArticle(resCode: string): void {
  state.delete(resCode);
}
