/** URLs of the phonogram screens (spec routes /phonogram/list, detail, practice, challenge, result). */
export const phonogramUrls = {
  list: () => "/phonogram/list",
  detail: (phonemeId: string) => `/phonogram/detail?phoneme_id=${encodeURIComponent(phonemeId)}`,
  practice: (phonemeId: string) => `/phonogram/practice?phoneme_id=${encodeURIComponent(phonemeId)}`,
  challenge: () => "/phonogram/challenge",
  result: (logId: number) => `/phonogram/result?log_id=${logId}`,
};

/**
 * A phoneme id from the address, or null when it is no such id.
 * @param raw - the query value
 * @returns the id
 */
export function phonemeIdOf(raw: string | null): string | null {
  const id = (raw ?? "").trim();
  return /^[a-z]{1,2}$/.test(id) ? id : null;
}
