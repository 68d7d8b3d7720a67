/**
 * The three route families that play listening-exam sets: the Common Test (/college-entrance-test), the
 * high-school entrance exams (/high-school-entrance-exam) and the Tokyo entrance listening under /tokyo.
 * Spellings ("parctice") are the spec's.
 */
export type Flavour = "ct" | "hs" | "tokyo";

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  return `?${s}`;
};

export type PlayMode = "exam" | "practice";

export const listeningUrls = {
  index: (f: Flavour, regionId?: number) =>
    f === "ct"
      ? "/college-entrance-test/listening"
      : f === "tokyo"
        ? "/tokyo/listening/index"
        : `/high-school-entrance-exam/listening${regionId ? q({ region_id: regionId }) : ""}`,
  info: (f: Flavour, resId: number, mock = false) =>
    f === "ct"
      ? mock
        ? `/college-entrance-test/mock-test${q({ res_id: resId })}`
        : `/college-entrance-test/parctice-info${q({ res_id: resId })}`
      : f === "tokyo"
        ? `/tokyo/listening/parctice${q({ res_id: resId })}`
        : `/high-school-entrance-exam/practice-info${q({ res_id: resId })}`,
  /** the info page playing the set (res_code for the player, mode exam or practice) */
  play: (f: Flavour, resId: number, resCode: string, mode: PlayMode, mock = false) =>
    `${listeningUrls.info(f, resId, mock)}&${q({ res_code: resCode, mode }).slice(1)}`,
  result: (f: Flavour, resId: number, resCode: string, guid: string, mock = false) =>
    (f === "ct"
      ? mock
        ? "/college-entrance-test/mock-test-result"
        : "/college-entrance-test/parctice-result"
      : f === "tokyo"
        ? "/tokyo/listening/parctice/result"
        : "/high-school-entrance-exam/practice-result") + q({ res_id: resId, res_code: resCode, guid }),
  reviewInfo: (regionId?: number) =>
    `/high-school-entrance-exam/review-info${regionId ? q({ region_id: regionId }) : ""}`,
  reviewStartup: (eikenId: number, resCode: string, itemIds: readonly string[]) =>
    `/high-school-entrance-exam/review-startup${q({
      eiken_id: eikenId,
      res_code: resCode,
      question_ids: itemIds.join(","),
      mode: "review",
    })}`,
  reviewResult: (eikenId: number, resCode: string, guid: string) =>
    `/high-school-entrance-exam/review-result${q({ eiken_id: eikenId, res_code: resCode, guid })}`,
};

/**
 * A positive whole-number id from the query, else null.
 * @param raw - the query value
 */
export function idOf(raw: string | null): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
