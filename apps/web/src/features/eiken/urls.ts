import type { EikenWordMode } from "@hibiki/contracts";

// Kept apart from routes.tsx so the URL builders load with the pages, not with the main bundle.
const root = (mode: EikenWordMode) => (mode === "learning" ? "/eiken/wordlearning" : "/eiken/wordtraining");

/** URL builders of the Eiken screens (the spec's /eiken routes). */
export const eikenUrls = {
  list: () => "/eiken/eikenList",
  wordIndex: (mode: EikenWordMode, levelId: number) => `${root(mode)}/index?level_id=${levelId}`,
  wordPractice: (mode: EikenWordMode, levelId: number) => `${root(mode)}/practice?level_id=${levelId}`,
  wordResult: (mode: EikenWordMode, levelId: number, guid: string) =>
    `${root(mode)}/practice/result?level_id=${levelId}&guid=${encodeURIComponent(guid)}`,
};

/**
 * The level_id of a link (1-6), or null when it is missing or malformed.
 * @param raw - the query value
 */
export function levelIdOf(raw: string | null): number | null {
  if (!raw || !/^[1-6]$/.test(raw)) return null;
  return Number(raw);
}
