// Kept apart from routes.tsx so the URL builders load with the pages, not with the main bundle.
const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : "";
};

/** URL builders of the word-study screens (the spec's /study_word routes). */
export const studyWordUrls = {
  plans: () => "/study_word/plan",
  addPlan: () => "/study_word/add_plan",
  editPlan: (planId: number) => `/study_word/edit_plan/${planId}`,
  planInfo: (planId: number) => `/study_word/plan_info/${planId}`,
  todayTask: (planId: number) => `/study_word/today_task/${planId}`,
  challenge: (planId: number, mode: "today" | "test" = "today") =>
    `/study_word/challenge/${planId}${q({ mode: mode === "test" ? "test" : undefined })}`,
  list: (planId: number, mastery?: string) => `/study_word/list/${planId}${q({ mastery })}`,
  word: (wordId: number, planId?: number) => `/study_word/word${q({ word_id: wordId, plan_id: planId })}`,
  sentence: (wordId: number, planId?: number) =>
    `/study_word/sentence${q({ word_id: wordId, plan_id: planId })}`,
  result: (planId: number, date?: string) => `/study_word/result/${planId}${q({ date })}`,
  wrong: (planId: number) => `/study_word/wrong_topic${q({ plan_id: planId })}`,
  wrongResult: (planId: number) => `/study_word/wrong_topic/result${q({ plan_id: planId })}`,
};

/**
 * Reads a positive id (plan_id, word_id) from a path segment or query value.
 * @param value - the raw value
 * @returns the id, or null when missing or malformed
 */
export function idOf(value: string | null | undefined): number | null {
  const s = value?.trim() ?? "";
  return /^[1-9]\d{0,11}$/.test(s) ? Number(s) : null;
}
