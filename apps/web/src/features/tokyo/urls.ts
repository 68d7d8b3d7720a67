// Kept apart from routes.tsx so the URL builders load with the pages, not with the main bundle.
const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  return `?${s.toString()}`;
};

/** URL builders of the Tokyo speaking test screens (the spec's /tokyo routes). */
export const tokyoUrls = {
  index: () => "/tokyo/index",
  help: () => "/tokyo/help",
  unitList: (dirId = 1) => `/tokyo/practice/unit_list${q({ dir_id: dirId })}`,
  training: (dirId = 2) => `/tokyo/training${q({ dir_id: dirId })}`,
  /** a full test straight through */
  testing: (resCode: string) => `/tokyo/testing${q({ res_code: resCode })}`,
  /** a test or training set item by item */
  practice: (resCode: string) => `/tokyo/practice${q({ res_code: resCode })}`,
  testingResult: (resCode: string, guid: string) => `/tokyo/testing/result${q({ res_code: resCode, guid })}`,
  practiceResult: (resCode: string, guid: string) =>
    `/tokyo/practice/result${q({ res_code: resCode, guid })}`,
  trainingResult: (resCode: string, guid: string) =>
    `/tokyo/training/result${q({ res_code: resCode, guid })}`,
};

/**
 * The dir_id of a link (1-5), or the default.
 * @param raw - the query value
 * @param fallback - when missing or malformed
 */
export function dirIdOf(raw: string | null, fallback: number): number {
  return raw && /^[1-5]$/.test(raw) ? Number(raw) : fallback;
}
