/** URLs of the custom-reading screens (spec routes /custom-reading, create, detail, result). */
export const customReadingUrls = {
  list: () => "/custom-reading",
  create: () => "/custom-reading/create",
  detail: (textId: number) => `/custom-reading/detail?text_id=${textId}`,
  result: (attemptId: number) => `/custom-reading/result?attempt_id=${attemptId}`,
};

/**
 * A row id from the address, or null when it is not one.
 * @param raw - the query value
 * @returns the id
 */
export function idOf(raw: string | null): number | null {
  const v = (raw ?? "").trim();
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null;
}
