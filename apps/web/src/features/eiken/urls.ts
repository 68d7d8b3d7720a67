import type { EikenWordMode } from "@hibiki/contracts";

// Kept apart from routes.tsx so the URL builders load with the pages, not with the main bundle.
const root = (mode: EikenWordMode) => (mode === "learning" ? "/eiken/wordlearning" : "/eiken/wordtraining");

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  return `?${s.toString()}`;
};

/** URL builders of the Eiken screens (the spec's /eiken routes). */
export const eikenUrls = {
  rwl: (levelId: number) => `/eiken/rwl/index${q({ level_id: levelId })}`,
  rwlPractice: (levelId: number, resCode: string) =>
    `/eiken/rwl/practice${q({ level_id: levelId, res_code: resCode, mode: "paper" })}`,
  rwlResult: (levelId: number, resCode: string, guid: string) =>
    `/eiken/rwl/practice/result${q({ level_id: levelId, res_code: resCode, guid })}`,
  reviewStartup: (levelId: number) => `/eiken/rwl/review/startup${q({ level_id: levelId })}`,
  reviewDetails: (levelId: number, resCode: string, questionIds: readonly string[]) =>
    `/eiken/rwl/review/details${q({ level_id: levelId, res_code: resCode, mode: "review", question_ids: questionIds.join(",") })}`,
  reviewResult: (levelId: number, resCode: string, guid: string) =>
    `/eiken/rwl/review/result${q({ level_id: levelId, res_code: resCode, guid })}`,
  examParts: (levelId: number) => `/eiken/practice${q({ level_id: levelId })}`,
  examPart: (levelId: number, resCode: string) =>
    `/eiken/practice/detail${q({ level_id: levelId, res_code: resCode, mode: "exam" })}`,
  examPartResult: (levelId: number, resCode: string, guid: string) =>
    `/eiken/practice/result${q({ level_id: levelId, res_code: resCode, guid })}`,
  challenge: (levelId: number) => `/eiken/challenge${q({ level_id: levelId })}`,
  challengePart: (levelId: number, challengeId: number, resCode: string) =>
    `/eiken/challenge${q({ level_id: levelId, challenge_id: challengeId, res_code: resCode, mode: "exam" })}`,
  challengePartDone: (levelId: number, challengeId: number, resCode: string, guid: string) =>
    `/eiken/challenge${q({ level_id: levelId, challenge_id: challengeId, done: resCode, guid })}`,
  interviewIndex: (levelId: number) => `/eiken/interview/index${q({ level_id: levelId })}`,
  interview: (levelId: number, resCode: string) =>
    `/eiken/interview/dialog${q({ level_id: levelId, res_code: resCode })}`,
  interviewResult: (levelId: number, resCode: string, guid: string) =>
    `/eiken/interview/dialog/result${q({ level_id: levelId, res_code: resCode, guid })}`,
  challengeResult: (challengeId: number) => `/eiken/challengeResult${q({ challenge_id: challengeId })}`,
  list: () => "/eiken/eikenList",
  wordIndex: (mode: EikenWordMode, levelId: number) => `${root(mode)}/index?level_id=${levelId}`,
  wordPractice: (mode: EikenWordMode, levelId: number) => `${root(mode)}/practice?level_id=${levelId}`,
  wordResult: (mode: EikenWordMode, levelId: number, guid: string) =>
    `${root(mode)}/practice/result?level_id=${levelId}&guid=${encodeURIComponent(guid)}`,
};

/**
 * A positive id from a query value, or null.
 * @param raw - the query value
 */
export function idOf(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The level_id of a link (1-6), or null when it is missing or malformed.
 * @param raw - the query value
 */
export function levelIdOf(raw: string | null): number | null {
  if (!raw || !/^[1-6]$/.test(raw)) return null;
  return Number(raw);
}
